import type { JobSearch, JobSort } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import { readKeysetPage, type PageCursor } from '../../lib/keyset-page';
import type { ServiceContext } from '../../lib/service-context';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { searchOpenJobs, sortKeyOf, type SearchPosition } from './job-search.repository';
import type { JobWithCompany } from './jobs.repository';

/**
 * A search's cursor: its sort, the sort key at the last job, and the lists' own cursor (time and
 * id). A cursor from another sort would start the page at a meaningless place: it is a 400.
 */
const searchCursor = (sort: JobSort): PageCursor<SearchPosition, JobWithCompany> => ({
  encode: ({ job }) => `${sort}.${sortKeyOf(sort, job)}.${encodeCursor(job)}`,
  decode(text) {
    const [cursorSort, key, rest, ...extra] = text.split('.');
    if (cursorSort !== sort || extra.length || !/^-?\d{1,10}$/.test(key ?? '') || !rest)
      throw new ApiError('badCursor');
    return { key: Number(key), ...decodeCursor(rest) };
  },
});

/** Open jobs matching a search, a page at a time. */
export function searchJobs(ctx: ServiceContext, search: JobSearch) {
  return readKeysetPage(
    search,
    ({ limit, after }) => searchOpenJobs(ctx.db, search, limit, after),
    searchCursor(search.sort),
  );
}
