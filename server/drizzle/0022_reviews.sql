-- Reserved for two-way reviews (docs/decisions/030-reviews.md).
SELECT 1;
