// Filled by scores and public profiles (docs/decisions/032-reputation.md).
export {};
