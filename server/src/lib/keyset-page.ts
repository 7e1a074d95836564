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
