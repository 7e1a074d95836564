-- A bonus is a milestone a request adds: the client's idempotency key is kept on it, so a retried
-- request finds the bonus it made instead of adding a second one
-- (docs/decisions/028-contracts-and-escrow.md).
ALTER TABLE "milestones" ADD COLUMN "request_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "milestones_request_key_unique" ON "milestones" USING btree ("contract_id","request_key");
