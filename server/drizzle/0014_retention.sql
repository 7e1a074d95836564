-- The retention sweep: sent and given-up emails leave EMAIL_RETENTION_DAYS after, read
-- notifications READ_NOTIFICATION_RETENTION_DAYS after they were read. Indexes give each its
-- range; maintenance_runs lets one process of many claim each run.
CREATE TABLE "maintenance_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_outbox_sent_idx" ON "email_outbox" USING btree ("sent_at") WHERE "email_outbox"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_read_idx" ON "notifications" USING btree ("read_at") WHERE "notifications"."read_at" is not null;
