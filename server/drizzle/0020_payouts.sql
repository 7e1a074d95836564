-- Reserved for payout methods, payouts, batches and approvals (docs/decisions/029-paying-in-and-out.md).
SELECT 1;
