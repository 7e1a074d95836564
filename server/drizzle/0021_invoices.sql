-- Invoices, their gapless series and tax rules as dated data
-- (docs/decisions/029-paying-in-and-out.md).
CREATE TABLE "invoice_series" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "invoice_series_last_number_check" CHECK ("invoice_series"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"applies_to" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"label" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rules_rate_check" CHECK ("tax_rules"."rate_bps" between 0 and 5000),
	CONSTRAINT "tax_rules_kind_check" CHECK ("tax_rules"."kind" in ('feeSalesTax', 'incomeTaxWithheld')),
	CONSTRAINT "tax_rules_applies_to_check" CHECK ("tax_rules"."applies_to" in ('always', 'freelancerWithoutNtn', 'nobody')),
	CONSTRAINT "tax_rules_dates_check" CHECK ("tax_rules"."valid_to" is null or "tax_rules"."valid_to" >= "tax_rules"."valid_from")
);
--> statement-breakpoint
CREATE INDEX "tax_rules_kind_idx" ON "tax_rules" USING btree ("kind","valid_from");
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"contract_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"ledger_transaction_id" uuid NOT NULL,
	"release_kind" text NOT NULL,
	"issuer" jsonb,
	"recipient" jsonb NOT NULL,
	"job_title" text NOT NULL,
	"milestone_title" text NOT NULL,
	"amount_before_tax" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"amount_after_tax" bigint NOT NULL,
	"withheld" bigint NOT NULL,
	"tax_rate_bps" integer,
	"withheld_rate_bps" integer,
	"issue_date" date NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_sequence_unique" UNIQUE("kind","year","sequence"),
	CONSTRAINT "invoices_release_unique" UNIQUE("ledger_transaction_id","kind"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('work', 'fee')),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."amount_before_tax" >= 0 and "invoices"."tax" >= 0 and "invoices"."withheld" >= 0 and "invoices"."amount_after_tax" = "invoices"."amount_before_tax" + "invoices"."tax")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invoices_contract_idx" ON "invoices" USING btree ("contract_id","issued_at");
--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");
--> statement-breakpoint
-- The rates are examples, to be confirmed by a tax adviser: Pakistan's rules change every budget.
-- Sales tax on services is taken inside the platform's fee (the fee is tax-inclusive). Income tax
-- is withheld from nobody until an adviser names whom: a new row with dates turns it on.
INSERT INTO "tax_rules" ("kind", "rate_bps", "applies_to", "valid_from", "label") VALUES
	('feeSalesTax', 1600, 'always', '2025-07-01', 'Sales tax on services, 16% (included in the fee)'),
	('incomeTaxWithheld', 1000, 'nobody', '2025-07-01', 'Income tax withheld, 10%');
