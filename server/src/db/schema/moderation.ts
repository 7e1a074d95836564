// Filled by reports, moderation and appeals (docs/decisions/033-enforcement.md).
export {};
