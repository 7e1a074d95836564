import { maskEmailAddress, type FailedEmailDto } from '@kaamyaab/shared-api/contract';
import { LINK_EMAIL_KEY_PREFIX } from '../accounts';
import type { FailedEmailRow } from './failed-emails.repository';

/**
 * What an email tells of, read from its idempotency key: a notification's kind
 * (`applicationAccepted:<id>`), or the purpose of a one-time link (`accountToken:passwordReset:…`).
 */
export function kindOf(idempotencyKey: string): string {
  const parts = idempotencyKey.split(':');
  return (idempotencyKey.startsWith(LINK_EMAIL_KEY_PREFIX) ? parts[1] : parts[0]) ?? '';
}

/** An SMTP server's answer often repeats the address: masked there as in the `to` field. */
function maskedError(error: string, address: string): string {
  if (!address) return error;
  return error.split(address).join(maskEmailAddress(address));
}

export const presentFailedEmail = (row: FailedEmailRow): FailedEmailDto => ({
  _id: row.id,
  to: maskEmailAddress(row.toAddress),
  kind: kindOf(row.idempotencyKey),
  subject: row.subject,
  lastError: maskedError(row.lastError ?? '', row.toAddress),
  attempts: row.attempts,
  failedAt: row.failedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});
