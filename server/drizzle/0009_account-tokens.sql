CREATE TABLE "account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"principal_type" text NOT NULL,
	"principal_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('passwordReset', 'emailVerification')),
	CONSTRAINT "account_tokens_principal_type_check" CHECK ("account_tokens"."principal_type" in ('freelancer', 'company', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "email_verified_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email_verified_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "email_verified_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "account_tokens_principal_idx" ON "account_tokens" USING btree ("principal_type","principal_id","purpose");--> statement-breakpoint
-- Accounts from before email verification count as verified: nobody who could already log in is
-- asked for a link they were never sent.
UPDATE "admins" SET "email_verified_at" = "created_at";--> statement-breakpoint
UPDATE "companies" SET "email_verified_at" = "created_at";--> statement-breakpoint
UPDATE "freelancers" SET "email_verified_at" = "created_at";
