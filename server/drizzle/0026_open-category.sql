-- A search by category (free text, matched without case) reads the jobs of that category instead
-- of walking every open job (docs/decisions/042-searches-with-few-matches.md).
CREATE INDEX "jobs_open_category_idx" ON "jobs" USING btree (lower("job_category"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'open';
