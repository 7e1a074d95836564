-- Every notice a payment provider sent about a checkout, verified or not, for the audit
-- (docs/decisions/029-paying-in-and-out.md). Written by hand to match schema/provider-payments.ts.
CREATE TABLE "provider_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"source" text NOT NULL,
	"txn_ref_no" text,
	"pay_in_id" uuid,
	"verified" boolean NOT NULL,
	"outcome" text NOT NULL,
	"response_code" text,
	"amount" bigint,
	"fields" jsonb NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_notices_source_check" CHECK ("provider_notices"."source" in ('return', 'ipn', 'inquiry')),
	CONSTRAINT "provider_notices_outcome_check" CHECK ("provider_notices"."outcome" in ('funded', 'credited', 'alreadySettled', 'refused', 'pending', 'forged', 'mismatch', 'ignored'))
);
--> statement-breakpoint
ALTER TABLE "provider_notices" ADD CONSTRAINT "provider_notices_pay_in_id_pay_ins_id_fk" FOREIGN KEY ("pay_in_id") REFERENCES "public"."pay_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_notices_pay_in_idx" ON "provider_notices" USING btree ("pay_in_id","received_at");--> statement-breakpoint
CREATE INDEX "provider_notices_txn_ref_idx" ON "provider_notices" USING btree ("txn_ref_no");
