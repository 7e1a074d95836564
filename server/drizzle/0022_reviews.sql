-- Two-way reviews, revealed together (docs/decisions/030-reviews.md).
CREATE TABLE "review_windows" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"ended_at" timestamp (3) with time zone NOT NULL,
	"closes_at" timestamp (3) with time zone NOT NULL,
	"revealed_at" timestamp (3) with time zone,
	"reveal_told_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "review_windows" ADD CONSTRAINT "review_windows_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"author_side" text NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"overall" smallint NOT NULL,
	"quality" smallint,
	"communication" smallint NOT NULL,
	"deadlines" smallint,
	"clarity" smallint,
	"paying_on_time" smallint,
	"body" text NOT NULL,
	"private_rating" smallint NOT NULL,
	"request_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"reply" text,
	"replied_at" timestamp (3) with time zone,
	CONSTRAINT "reviews_contract_author_unique" UNIQUE("contract_id","author_side"),
	CONSTRAINT "reviews_author_side_check" CHECK ("reviews"."author_side" in ('company', 'freelancer')),
	CONSTRAINT "reviews_ratings_check" CHECK ("reviews"."overall" between 1 and 5 and "reviews"."communication" between 1 and 5 and "reviews"."private_rating" between 0 and 10 and (case when "reviews"."author_side" = 'company' then "reviews"."quality" between 1 and 5 and "reviews"."deadlines" between 1 and 5 and "reviews"."clarity" is null and "reviews"."paying_on_time" is null else "reviews"."clarity" between 1 and 5 and "reviews"."paying_on_time" between 1 and 5 and "reviews"."quality" is null and "reviews"."deadlines" is null end)),
	CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contract_id_review_windows_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."review_windows"("contract_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- The sweep's two questions: which windows closed unrevealed, which are not yet told.
CREATE INDEX "review_windows_closing_idx" ON "review_windows" USING btree ("closes_at") WHERE "reveal_told_at" is null;
