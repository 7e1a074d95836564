import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * JazzCash's `pp_SecureHash`, as its merchant integration guide defines it: HMAC-SHA256 keyed
 * with the merchant's integrity salt, over the salt followed by the values of every other field
 * that is not empty, in the order of the fields' names, joined by `&`. The same rule signs our
 * checkout request, the provider's return, its payment notification, the status inquiry and its
 * answer, and the IPN's acknowledgement.
 */

export const HASH_FIELD = 'pp_SecureHash';
type Fields = Readonly<Record<string, string>>;

/** The text that is signed: salt&value&value… (the values of non-empty fields by name). */
export function hashedText(fields: Fields, salt: string): string {
  const values = Object.keys(fields)
    .filter((name) => name !== HASH_FIELD && fields[name] !== '')
    // By code unit, as the provider sorts: `pp_…` before `ppmpf_…` ('_' < 'm').
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => fields[name]);
  return [salt, ...values].join('&');
}

/** The hash of `fields` (without any `pp_SecureHash` among them), in upper-case hex. */
export function secureHash(fields: Fields, salt: string): string {
  return createHmac('sha256', salt)
    .update(hashedText(fields, salt), 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** `fields` with their hash added, as they are sent. */
export const signed = <F extends Fields>(
  fields: F,
  salt: string,
): F & { pp_SecureHash: string } => ({
  ...fields,
  pp_SecureHash: secureHash(fields, salt),
});

const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;

/**
 * Whether `fields` carry the hash of exactly themselves: computed over the fields as received
 * (none added, none dropped) and compared in constant time. A missing or malformed hash is false.
 */
export function hasValidHash(fields: Fields, salt: string): boolean {
  const received = fields[HASH_FIELD];
  if (typeof received !== 'string' || !HEX_SHA256.test(received)) return false;
  const expected = Buffer.from(secureHash(fields, salt), 'hex');
  return timingSafeEqual(expected, Buffer.from(received, 'hex'));
}
