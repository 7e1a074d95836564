// Filled by the paying-in-and-out work (docs/decisions/029-paying-in-and-out.md).
export {};
