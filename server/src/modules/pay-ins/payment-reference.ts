import { randomInt } from 'node:crypto';

/**
 * The reference a company writes in its transfer: `KY-` and two groups of four characters from
 * 32 that cannot be misread for one another on a statement or over the phone (no 0/O, no 1/I).
 * 32^8 ≈ 10^12 references; a clash with an earlier one is caught by the unique index and drawn
 * again, so randomness only has to make clashes rare, never impossible.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newPaymentReference(): string {
  const draw = () =>
    Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join(
      '',
    );
  return `KY-${draw()}-${draw()}`;
}

export const PAYMENT_REFERENCE = /^KY-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;
