// Filled by the two-way reviews (docs/decisions/030-reviews.md).
export {};
