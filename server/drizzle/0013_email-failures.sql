-- The email worker gives up (failed_at) on an email the SMTP server refuses for good (5xx), or
-- after OUTBOX_MAX_ATTEMPTS tries; it is no longer due, and the admins see it. An email is never
-- both sent and failed. admin_actions is the audit trail of admin actions on rows that are not
-- accounts: an admin putting a failed email back in the queue.
ALTER TABLE "email_outbox" ADD COLUMN "failed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_sent_or_failed_check" CHECK ("email_outbox"."sent_at" is null or "email_outbox"."failed_at" is null);--> statement-breakpoint
DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."sent_at" is null and "email_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "email_outbox_failed_idx" ON "email_outbox" USING btree ("failed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "email_outbox"."failed_at" is not null;--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"action" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"detail" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
