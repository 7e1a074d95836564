-- Reserved for scores and public profiles (docs/decisions/032-reputation.md).
SELECT 1;
