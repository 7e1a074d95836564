-- Disputes over a milestone's escrow (docs/decisions/031-disputes.md). The core columns other
-- modules may read (id, contract_id, milestone_id, opened_at); the disputes module's own after.
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL REFERENCES "contracts"("id"),
	"milestone_id" uuid NOT NULL REFERENCES "milestones"("id"),
	"opened_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"opened_by" text NOT NULL,
	"opener_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"status" text DEFAULT 'awaitingAnswer' NOT NULL,
	"escrow_amount" bigint NOT NULL,
	"statement" text NOT NULL,
	"amount" bigint NOT NULL,
	"answer_due_at" timestamp (3) with time zone NOT NULL,
	"answer" text,
	"answer_amount" bigint,
	"answered_at" timestamp (3) with time zone,
	"resolution" text,
	"freelancer_amount" bigint,
	"resolved_at" timestamp (3) with time zone,
	"resolved_by_id" uuid,
	"resolve_request_key" text,
	"reason_code" text,
	"reason_en" text,
	"reason_ur" text,
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('awaitingAnswer', 'awaitingDecision', 'resolved')),
	CONSTRAINT "disputes_amounts_check" CHECK ("disputes"."escrow_amount" > 0 and "disputes"."amount" between 0 and "disputes"."escrow_amount" and ("disputes"."answer_amount" is null or "disputes"."answer_amount" between 0 and "disputes"."escrow_amount") and ("disputes"."freelancer_amount" is null or "disputes"."freelancer_amount" between 0 and "disputes"."escrow_amount")),
	CONSTRAINT "disputes_resolved_check" CHECK (("disputes"."status" = 'resolved') = ("disputes"."resolution" is not null and "disputes"."freelancer_amount" is not null and "disputes"."resolved_at" is not null))
);
--> statement-breakpoint
CREATE INDEX "disputes_contract_idx" ON "disputes" ("contract_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_milestone_unique" ON "disputes" USING btree ("milestone_id");
--> statement-breakpoint
-- The deadline sweep's question: which unanswered disputes fell due.
CREATE INDEX "disputes_answer_due_idx" ON "disputes" USING btree ("answer_due_at") WHERE "disputes"."status" = 'awaitingAnswer';
--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","opened_at","id");
--> statement-breakpoint
CREATE TABLE "dispute_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL REFERENCES "disputes"("id"),
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid REFERENCES "files"("id"),
	"message_id" uuid,
	"submission_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_evidence_kind_check" CHECK (("dispute_evidence"."kind" = 'file' and "dispute_evidence"."file_id" is not null) or ("dispute_evidence"."kind" = 'message' and "dispute_evidence"."message_id" is not null) or ("dispute_evidence"."kind" = 'submission' and "dispute_evidence"."submission_id" is not null))
);
--> statement-breakpoint
CREATE INDEX "dispute_evidence_dispute_idx" ON "dispute_evidence" USING btree ("dispute_id","created_at");
--> statement-breakpoint
CREATE INDEX "dispute_evidence_file_idx" ON "dispute_evidence" USING btree ("file_id") WHERE "dispute_evidence"."file_id" is not null;
--> statement-breakpoint
-- A disputed milestone holds its escrow until the dispute is settled.
ALTER TABLE "milestones" DROP CONSTRAINT "milestones_status_check";
--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_status_check" CHECK ("milestones"."status" in ('proposed', 'rejected', 'unfunded', 'awaitingConfirmation', 'funded', 'submitted', 'changesRequested', 'released', 'refunded', 'cancelled', 'disputed'));
