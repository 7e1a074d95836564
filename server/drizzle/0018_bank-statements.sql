-- Reserved for bank statements and their lines (docs/decisions/029-paying-in-and-out.md).
SELECT 1;
