import { ApiError } from '../../lib/api-error';

/** Where a page of messages ended: the last message's place in the conversation. Opaque. */
export const encodeMessageCursor = (seq: number): string =>
  Buffer.from(`m~${seq}`).toString('base64url');

/** A cursor this server did not write is a 400, never a 500. */
export function decodeMessageCursor(text: string): number {
  const match = /^m~(\d{1,15})$/.exec(Buffer.from(text, 'base64url').toString('latin1'));
  const seq = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(seq) || encodeMessageCursor(seq) !== text)
    throw new ApiError('badCursor');
  return seq;
}
