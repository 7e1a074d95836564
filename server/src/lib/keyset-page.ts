import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A page of a keyset list, read one row past its end (`limit + 1` rows): the extra row is never
 * shown and says whether another page follows. The cursor names the last row shown, so rows
 * added meanwhile never shift the next page.
 */
export function pageOf<Row>(found: Row[], limit: number, cursorAfter: (last: Row) => string) {
  const page = found.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: found.length > limit && last !== undefined ? cursorAfter(last) : null,
  };
}

/** How a list writes where a page ended, and reads it back from the next request. */
export interface PageCursor<Position, Row> {
  decode(text: string): Position;
  encode(last: Row): string;
}

export interface KeysetPage<Row> {
  rows: Row[];
  limit: number;
  nextCursor: string | null;
}

/**
 * A page from the top, or after the cursor of the last page: the cursor is read back (a cursor
 * this server did not write is refused there), `read` is asked for one row more than the page,
 * and the page's last row writes the next cursor.
 */
export async function readKeysetPage<Row, Position>(
  { limit, after }: { limit: number; after?: string },
  read: (query: { limit: number; after?: Position }) => Promise<Row[]>,
  // The rows' type comes from `read`; a cursor over a wider shape serves narrower rows too.
  cursor: PageCursor<Position, NoInfer<Row>>,
): Promise<KeysetPage<Row>> {
  const position = after === undefined ? undefined : cursor.decode(after);
  const found = await read({ limit: limit + 1, after: position });
  const { page, nextCursor } = pageOf(found, limit, cursor.encode);
  return { rows: page, limit, nextCursor };
}

/** Where a newest-first list's page ended: the last row's time and id. */
export interface NewestPosition {
  createdAt: Date;
  id: string;
}

/**
 * The rows after `after` in a list ordered by (time, id) descending: one row comparison, which
 * PostgreSQL answers as a range of the list's index, so a page costs the same at any depth.
 */
export function olderThan(
  time: SQLWrapper,
  id: SQLWrapper,
  after: NewestPosition | undefined,
): SQL | undefined {
  return after
    ? sql`(${time}, ${id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
}
