// Where the deep page of the jobs list is, found the way a client reaches it. The list pages by
// keyset (`?limit=N&after=<cursor>`, the answer carrying `data.nextCursor`) or, before that
// change, by page number (`?page=N`): an answer without a `nextCursor` key means page numbers.

/** The largest page the list serves (the contract's JOBS_PAGE_MAX): the walk's stride. */
export const WALK_STRIDE = 200;

/**
 * The query of the page that starts after `depth` jobs, `limit` jobs long. With cursors it walks
 * there in pages of `stride` (a cursor names a position, whatever the page size that gave it);
 * if the list ends first, it answers the page after the last cursor it got.
 * @param {(query: URLSearchParams) => Promise<{ data: Record<string, unknown> }>} getPage
 *   one GET of the list with this query, answering the parsed body (throws on a refusal)
 * @param {{ depth: number, limit: number, stride?: number }} position
 * @returns {Promise<URLSearchParams>}
 */
export async function deepPageQuery(getPage, { depth, limit, stride = WALK_STRIDE }) {
  const page = (cursor) => {
    const query = new URLSearchParams({ limit: String(limit) });
    if (cursor) query.set('after', cursor);
    return query;
  };
  let cursor;
  let position = 0;
  while (position < depth) {
    const step = Math.min(stride, depth - position);
    const query = page(cursor);
    query.set('limit', String(step));
    const { data } = await getPage(query);
    if (!('nextCursor' in data))
      return new URLSearchParams({
        page: String(Math.floor(depth / limit) + 1),
        limit: String(limit),
      });
    if (data.nextCursor === null || data.nextCursor === undefined) break;
    cursor = String(data.nextCursor);
    position += step;
  }
  return page(cursor);
}
