-- Job search (issue 13). The generated columns below call these; both are immutable, as a
-- generated column requires (array_to_string is only stable in general, but not for text[]).
CREATE FUNCTION job_skills_text(skills text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(skills, ' ') $$;--> statement-breakpoint
CREATE FUNCTION job_skill_keys(skills text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_agg(lower(skill)), '{}') FROM unnest(skills) AS skill $$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "applicant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "jobs" SET "applicant_count" = (SELECT count(*) FROM "applications" WHERE "applications"."job_id" = "jobs"."id" AND "applications"."status" <> 'withdrawn');--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', job_skills_text(skills)), 'A') || setweight(to_tsvector('simple', description), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (job_skill_keys(skills)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_open_budget_idx" ON "jobs" USING btree ("budget" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_applicants_idx" ON "jobs" USING btree ((-"applicant_count"),"created_at","id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_search_idx" ON "jobs" USING gin ("search_vector") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_skills_idx" ON "jobs" USING gin ("skill_keys") WHERE "jobs"."status" = 'open';