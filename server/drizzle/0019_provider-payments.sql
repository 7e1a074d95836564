-- Reserved for the online rails' checkouts and notices (docs/decisions/029-paying-in-and-out.md).
SELECT 1;
