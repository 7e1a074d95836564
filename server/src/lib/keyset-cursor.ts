import { ApiError } from './api-error';
import { isUuid } from './ids';
import type { PageCursor } from './keyset-page';

/**
 * Where a newest-first page ended: the last row's creation time and id, the two columns such
 * lists are ordered by (jobs, applications, messages, notifications, contact messages, accounts).
 * Opaque to clients (base64url), so its form can change without a contract change.
 */
export interface KeysetCursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor({ createdAt, id }: KeysetCursor): string {
  return Buffer.from(`${createdAt.getTime()}~${id}`).toString('base64url');
}

/** A cursor this server did not write (edited, truncated, from elsewhere) is a 400, never a 500. */
export function decodeCursor(text: string): KeysetCursor {
  const [millis, id, ...rest] = Buffer.from(text, 'base64url').toString('latin1').split('~');
  const createdAt = new Date(Number(millis));
  const cursor = { createdAt, id: id ?? '' };
  const valid =
    rest.length === 0 &&
    /^\d{1,15}$/.test(millis ?? '') &&
    isUuid(cursor.id) &&
    // Only the exact text this server writes: base64url decoding skips stray characters.
    encodeCursor(cursor) === text;
  if (!valid) throw new ApiError('badCursor');
  return cursor;
}

/** The cursor of a newest-first list whose rows hold their position at `positionOf(row)`. */
export const newestCursor = <Row>(
  positionOf: (row: Row) => KeysetCursor,
): PageCursor<KeysetCursor, Row> => ({
  decode: decodeCursor,
  encode: (row) => encodeCursor(positionOf(row)),
});
