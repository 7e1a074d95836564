-- Issue 16: an email someone else causes (a notification) is written in its reader's language.
-- Each account keeps the language it last used: at sign-up, at login and on the signed-in
-- account's page. Accounts from before read English, as every email they were sent so far.
ALTER TABLE "freelancers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_language_check" CHECK ("freelancers"."language" in ('en', 'ur'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_language_check" CHECK ("companies"."language" in ('en', 'ur'));--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_language_check" CHECK ("admins"."language" in ('en', 'ur'));
