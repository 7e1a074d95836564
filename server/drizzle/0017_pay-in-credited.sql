-- Money a machine proved arrived after its milestone could take it is credited to the company's
-- balance; the pay-in says so (docs/decisions/029-paying-in-and-out.md).
ALTER TABLE "pay_ins" DROP CONSTRAINT "pay_ins_status_check";--> statement-breakpoint
ALTER TABLE "pay_ins" ADD CONSTRAINT "pay_ins_status_check" CHECK ("pay_ins"."status" in ('awaitingPayment', 'awaitingConfirmation', 'confirmed', 'refused', 'credited'));
