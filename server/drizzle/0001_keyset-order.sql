DROP INDEX "applications_freelancer_idx";--> statement-breakpoint
DROP INDEX "applications_job_idx";--> statement-breakpoint
DROP INDEX "jobs_created_idx";--> statement-breakpoint
DROP INDEX "jobs_company_created_idx";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "applications_freelancer_idx" ON "applications" USING btree ("freelancer_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_company_created_idx" ON "jobs" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);