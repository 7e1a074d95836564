-- Payout methods, payout batches and payouts (docs/decisions/029-paying-in-and-out.md),
-- written by hand to match server/src/db/schema/payouts.ts.
CREATE TABLE "payout_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account_number" text NOT NULL,
	"account_title" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp (3) with time zone,
	CONSTRAINT "payout_methods_kind_check" CHECK ("payout_methods"."kind" in ('iban', 'jazzcash', 'easypaisa'))
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rail" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"created_by" uuid NOT NULL,
	"request_key" text NOT NULL,
	"payout_count" integer NOT NULL,
	"total" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp (3) with time zone,
	"settled_at" timestamp (3) with time zone,
	CONSTRAINT "payout_batches_request_unique" UNIQUE("created_by","request_key"),
	CONSTRAINT "payout_batches_rail_check" CHECK ("payout_batches"."rail" in ('bankFile', 'simulator')),
	CONSTRAINT "payout_batches_status_check" CHECK ("payout_batches"."status" in ('ready', 'sent', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"method_id" uuid NOT NULL,
	"method_kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_by_type" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"request_key" text NOT NULL,
	"needs_second_approval" boolean NOT NULL,
	"first_approved_by" uuid,
	"first_approved_at" timestamp (3) with time zone,
	"second_approved_by" uuid,
	"second_approved_at" timestamp (3) with time zone,
	"batch_id" uuid,
	"failure_reason" text,
	"bank_reference" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp (3) with time zone,
	CONSTRAINT "payouts_request_unique" UNIQUE("requested_by","request_key"),
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."fee" >= 0 and "payouts"."amount" > "payouts"."fee"),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('requested', 'awaitingSecondApproval', 'approved', 'batched', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "payouts_two_admins_check" CHECK ("payouts"."second_approved_by" is null or "payouts"."second_approved_by" <> "payouts"."first_approved_by")
);
--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_method_id_payout_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payout_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_methods_freelancer_idx" ON "payout_methods" USING btree ("freelancer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_default_unique" ON "payout_methods" USING btree ("freelancer_id") WHERE "payout_methods"."is_default" and "payout_methods"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "payout_batches_created_idx" ON "payout_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payouts_freelancer_idx" ON "payouts" USING btree ("freelancer_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_batch_idx" ON "payouts" USING btree ("batch_id");
