-- Issue 15: an owner may close their account. The row stays, anonymised, so the jobs and
-- applications others made keep a "closed account" placeholder; closed_at says when.
ALTER TABLE "freelancers" ADD COLUMN "closed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "closed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "closed_at" timestamp (3) with time zone;
