-- The talent directory (issue 13). The skills of a freelancer are one comma-separated text; the
-- skills filter's generated column calls this immutable split (trimmed, lower case, no blanks).
CREATE FUNCTION freelancer_skill_keys(skills text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_agg(lower(btrim(skill))) FILTER (WHERE btrim(skill) <> ''), '{}') FROM unnest(string_to_array(skills, ',')) AS skill $$;--> statement-breakpoint
CREATE TABLE "job_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_invitations_job_freelancer_unique" UNIQUE("job_id","freelancer_id")
);
--> statement-breakpoint
ALTER TABLE "freelancers" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', full_name), 'A') || setweight(to_tsvector('simple', skills), 'A') || setweight(to_tsvector('simple', bio), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (freelancer_skill_keys(skills)) STORED;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_invitations_freelancer_idx" ON "job_invitations" USING btree ("freelancer_id");--> statement-breakpoint
CREATE INDEX "freelancers_directory_idx" ON "freelancers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "freelancers"."is_active";--> statement-breakpoint
CREATE INDEX "freelancers_directory_search_idx" ON "freelancers" USING gin ("search_vector") WHERE "freelancers"."is_active";--> statement-breakpoint
CREATE INDEX "freelancers_directory_skills_idx" ON "freelancers" USING gin ("skill_keys") WHERE "freelancers"."is_active";