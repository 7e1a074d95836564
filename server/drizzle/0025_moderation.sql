-- Reports, moderation and appeals (docs/decisions/033-enforcement.md).
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_type" text NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp (3) with time zone,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'actioned', 'dismissed')),
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('job', 'message', 'freelancer', 'company')),
	CONSTRAINT "reports_reporter_type_check" CHECK ("reports"."reporter_type" in ('freelancer', 'company'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_idx" ON "reports" USING btree ("reporter_type","reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';
--> statement-breakpoint
CREATE INDEX "reports_open_target_idx" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."status" = 'open';
--> statement-breakpoint
CREATE TABLE "deactivations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_type" text NOT NULL,
	"account_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"body" text NOT NULL,
	"admin_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp (3) with time zone,
	CONSTRAINT "deactivations_account_type_check" CHECK ("deactivations"."account_type" in ('freelancer', 'company'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deactivations_current_idx" ON "deactivations" USING btree ("account_type","account_id") WHERE "deactivations"."lifted_at" is null;
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deactivation_id" uuid NOT NULL,
	"body" text NOT NULL,
	"request_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"decided_by" uuid,
	"decided_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeals_deactivation_unique" UNIQUE("deactivation_id"),
	CONSTRAINT "appeals_status_check" CHECK ("appeals"."status" in ('pending', 'reinstated', 'upheld'))
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_deactivation_id_deactivations_id_fk" FOREIGN KEY ("deactivation_id") REFERENCES "public"."deactivations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "appeals_pending_idx" ON "appeals" USING btree ("created_at") WHERE "appeals"."status" = 'pending';
--> statement-breakpoint
-- A hidden message keeps its text for admins; both parties read the reason in its place.
ALTER TABLE "messages" ADD COLUMN "hidden_reason" text;
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "hidden_at" timestamp (3) with time zone;
