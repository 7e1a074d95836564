-- Disputes over a milestone's escrow (docs/decisions/031-disputes.md). The core columns other
-- modules may read; the disputes module adds the rest in this file.
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL REFERENCES "contracts"("id"),
	"milestone_id" uuid NOT NULL REFERENCES "milestones"("id"),
	"opened_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "disputes_contract_idx" ON "disputes" ("contract_id");
