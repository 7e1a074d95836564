-- Scores and public profiles (docs/decisions/032-reputation.md). Scores are computed on read;
-- a profile's "contracts completed" counts a person's review windows, by their side.
CREATE INDEX "review_windows_freelancer_idx" ON "review_windows" USING btree ("freelancer_id");
--> statement-breakpoint
CREATE INDEX "review_windows_company_idx" ON "review_windows" USING btree ("company_id");
