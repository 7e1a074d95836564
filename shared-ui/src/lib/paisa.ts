// Amounts in paisa are written by the one function the server and the contract use too, from the
// money module that imports nothing, so no page loads the contract for it.
export { formatPaisa } from '@kaamyaab/shared-api/money';

/** A fee in basis points as a percentage: 500 → "5%", 250 → "2.5%". */
export const percentOf = (bps: number): string => `${bps / 100}%`;
