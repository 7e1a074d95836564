/**
 * Scores and public profiles (docs/decisions/032-reputation.md) own no table: a score is computed
 * on read from contracts, reviews, disputes and the ledger. Migration 0024 adds the indexes of
 * review_windows by party that a profile's count of completed contracts reads.
 */
export {};
