-- Reserved for reports, moderation and appeals (docs/decisions/033-enforcement.md).
SELECT 1;
