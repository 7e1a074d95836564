-- The deal after Accept: contracts and their versions, milestones, submissions, the timeline,
-- pay-ins, and the append-only double-entry ledger (docs/decisions/028-contracts-and-escrow.md).
ALTER TABLE "files" DROP CONSTRAINT "files_purpose_check";
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('proof', 'avatar', 'payment', 'work'));
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"milestone_id" uuid,
	"kind" text NOT NULL,
	"by" text NOT NULL,
	"actor_id" uuid,
	"amount" bigint,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_versions" (
	"contract_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"proposed_by" text NOT NULL,
	"title" text NOT NULL,
	"scope" text NOT NULL,
	"milestones" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_versions_contract_id_version_pk" PRIMARY KEY("contract_id","version")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"awaiting" text,
	"fee_bps" integer NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"ended_by" text,
	"end_reason" text,
	CONSTRAINT "contracts_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('offered', 'declined', 'active', 'ended')),
	CONSTRAINT "contracts_fee_check" CHECK ("contracts"."fee_bps" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text DEFAULT 'work' NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"due_date" text,
	"status" text NOT NULL,
	"proposed_by" text,
	"changes_reason" text,
	"submitted_at" timestamp (3) with time zone,
	"release_due_at" timestamp (3) with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestones_position_unique" UNIQUE("contract_id","position"),
	CONSTRAINT "milestones_amount_check" CHECK ("milestones"."amount" > 0),
	CONSTRAINT "milestones_kind_check" CHECK ("milestones"."kind" in ('work', 'bonus')),
	CONSTRAINT "milestones_status_check" CHECK ("milestones"."status" in ('proposed', 'rejected', 'unfunded', 'awaitingConfirmation', 'funded', 'submitted', 'changesRequested', 'released', 'refunded', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "pay_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"milestone_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"rail" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'awaitingPayment' NOT NULL,
	"request_key" text NOT NULL,
	"transaction_id" text,
	"proof_file_id" uuid,
	"proof_sha256" text,
	"flags" text[] DEFAULT '{}' NOT NULL,
	"refused_reason" text,
	"decided_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"proof_at" timestamp (3) with time zone,
	"decided_at" timestamp (3) with time zone,
	CONSTRAINT "pay_ins_reference_unique" UNIQUE("reference"),
	CONSTRAINT "pay_ins_amount_check" CHECK ("pay_ins"."amount" > 0),
	CONSTRAINT "pay_ins_status_check" CHECK ("pay_ins"."status" in ('awaitingPayment', 'awaitingConfirmation', 'confirmed', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "milestone_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"milestone_id" uuid NOT NULL,
	"note" text NOT NULL,
	"file_ids" uuid[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" text NOT NULL,
	"party_id" uuid,
	"contract_id" uuid,
	"milestone_id" uuid,
	"amount" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"request_key" text,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"contract_id" uuid,
	"milestone_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contract_versions" ADD CONSTRAINT "contract_versions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pay_ins" ADD CONSTRAINT "pay_ins_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pay_ins" ADD CONSTRAINT "pay_ins_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pay_ins" ADD CONSTRAINT "pay_ins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pay_ins" ADD CONSTRAINT "pay_ins_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "milestone_submissions" ADD CONSTRAINT "milestone_submissions_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","created_at");
--> statement-breakpoint
CREATE INDEX "contracts_company_idx" ON "contracts" USING btree ("company_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "contracts_freelancer_idx" ON "contracts" USING btree ("freelancer_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "contracts_updated_idx" ON "contracts" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "milestones_release_due_idx" ON "milestones" USING btree ("release_due_at") WHERE "milestones"."status" = 'submitted';
--> statement-breakpoint
CREATE INDEX "pay_ins_milestone_idx" ON "pay_ins" USING btree ("milestone_id","created_at");
--> statement-breakpoint
CREATE INDEX "pay_ins_status_idx" ON "pay_ins" USING btree ("status","proof_at","id");
--> statement-breakpoint
CREATE INDEX "pay_ins_transaction_idx" ON "pay_ins" USING btree ("transaction_id");
--> statement-breakpoint
CREATE INDEX "pay_ins_proof_idx" ON "pay_ins" USING btree ("proof_sha256");
--> statement-breakpoint
CREATE UNIQUE INDEX "pay_ins_open_unique" ON "pay_ins" USING btree ("milestone_id") WHERE "pay_ins"."status" in ('awaitingPayment', 'awaitingConfirmation');
--> statement-breakpoint
CREATE INDEX "milestone_submissions_milestone_idx" ON "milestone_submissions" USING btree ("milestone_id","created_at");
--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account");
--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");
--> statement-breakpoint
CREATE INDEX "ledger_entries_party_idx" ON "ledger_entries" USING btree ("party_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
CREATE INDEX "ledger_entries_contract_idx" ON "ledger_entries" USING btree ("contract_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "ledger_transactions_request_idx" ON "ledger_transactions" USING btree ("actor_id","request_key") WHERE "ledger_transactions"."request_key" is not null;
--> statement-breakpoint
-- The ledger is append-only: a correction is a new transaction, never an edit.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Checked at commit, when all of a transaction's entries are in: they must sum to zero.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT sum(amount) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
