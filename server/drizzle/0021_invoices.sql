-- Reserved for invoice series, invoices and tax rules (docs/decisions/029-paying-in-and-out.md).
SELECT 1;
