-- The partner bank's statements and their lines, matched to pay-ins on import
-- (docs/decisions/029-paying-in-and-out.md).
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"layout" text NOT NULL,
	"mapping" jsonb,
	"imported_by" uuid NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"booked_on" text NOT NULL,
	"description" text NOT NULL,
	"bank_reference" text,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance" bigint,
	"payment_reference" text,
	"status" text NOT NULL,
	"reason" text,
	"pay_in_id" uuid,
	"resolved_by" uuid,
	"resolved_at" timestamp (3) with time zone,
	"resolve_request_key" text,
	"resolution_note" text,
	"credited_company_id" uuid,
	"refund_reference" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_fingerprint_unique" UNIQUE("fingerprint"),
	CONSTRAINT "bank_statement_lines_amount_check" CHECK ("bank_statement_lines"."amount" > 0),
	CONSTRAINT "bank_statement_lines_direction_check" CHECK ("bank_statement_lines"."direction" in ('credit', 'debit')),
	CONSTRAINT "bank_statement_lines_status_check" CHECK ("bank_statement_lines"."status" in ('matched', 'unmatched', 'skipped', 'applied', 'credited', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_pay_in_id_pay_ins_id_fk" FOREIGN KEY ("pay_in_id") REFERENCES "public"."pay_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statements_created_idx" ON "bank_statements" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","line_number");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_status_idx" ON "bank_statement_lines" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_claim_unique" ON "bank_statement_lines" USING btree ("pay_in_id") WHERE "bank_statement_lines"."status" in ('matched', 'applied');
