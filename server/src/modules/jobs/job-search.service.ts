import type { JobSearch, JobSort } from '@kaamyaab/shared-api/contract';
import { amongMatchesOrWalk } from '../../db/match-estimate';
import { ApiError } from '../../lib/api-error';
import { readKeysetPage, type PageCursor } from '../../lib/keyset-page';
import type { ServiceContext } from '../../lib/service-context';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import {
  searchAmongMatches,
  searchOpenJobs,
  sortKeyOf,
  type SearchPosition,
} from './job-search.repository';
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

/**
 * Open jobs matching a search, a page at a time: read among its matches when its words or skills
 * are rare, else by walking the sort's index (the two agree: job-search.property.test.ts).
 */
export function searchJobs(ctx: ServiceContext, search: JobSearch) {
  return readKeysetPage(
    search,
    ({ limit, after }) =>
      amongMatchesOrWalk(
        ctx.db,
        'jobs',
        search,
        limit,
        (most) => searchAmongMatches(ctx.db, search, limit, after, most),
        () => searchOpenJobs(ctx.db, search, limit, after),
      ),
    searchCursor(search.sort),
  );
}
