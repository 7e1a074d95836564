-- The search filters by lower(job_category) (issue 13). Without statistics on that expression the
-- planner guesses 0.5 % of rows for any category, and with a skills filter it chose to fetch and
-- sort every match (16,667 of 100,000 jobs: 410 ms) instead of walking the sort's index until a
-- page is found (1.3 ms).
CREATE STATISTICS "jobs_category_stats" ON (lower("job_category")) FROM "jobs";--> statement-breakpoint
ANALYZE "jobs";
