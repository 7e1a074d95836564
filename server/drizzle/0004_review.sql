CREATE TABLE "account_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"detail" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_events_actor_type_check" CHECK ("account_events"."actor_type" in ('freelancer', 'company', 'admin')),
	CONSTRAINT "account_events_subject_type_check" CHECK ("account_events"."subject_type" in ('freelancer', 'company'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ntn_digest" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "poc_id_digest" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "submitted_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sent_back_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sent_back_note" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sent_back_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "cnic_digest" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "submitted_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "sent_back_reason" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "sent_back_note" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "sent_back_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "account_events_subject_idx" ON "account_events" USING btree ("subject_type","subject_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "companies_queue_idx" ON "companies" USING btree ("is_active","submitted_at","id");--> statement-breakpoint
CREATE INDEX "companies_ntn_digest_idx" ON "companies" USING btree ("ntn_digest");--> statement-breakpoint
CREATE INDEX "companies_poc_id_digest_idx" ON "companies" USING btree ("poc_id_digest");--> statement-breakpoint
CREATE INDEX "freelancers_queue_idx" ON "freelancers" USING btree ("is_active","submitted_at","id");--> statement-breakpoint
CREATE INDEX "freelancers_cnic_digest_idx" ON "freelancers" USING btree ("cnic_digest");--> statement-breakpoint
CREATE INDEX "contact_messages_newest_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
UPDATE "freelancers" SET "submitted_at" = "created_at";--> statement-breakpoint
UPDATE "companies" SET "submitted_at" = "created_at";
