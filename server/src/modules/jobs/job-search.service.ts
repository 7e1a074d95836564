import type { JobSearch, JobSort } from '@kaamyaab/shared-api/contract';
import { ApiError } from '../../lib/api-error';
import type { ServiceContext } from '../../lib/service-context';
import { decodeCursor, encodeCursor } from './jobs-cursor';
import { searchOpenJobs, sortKeyOf, type SearchPosition } from './job-search.repository';
import type { JobsPageResult } from './jobs.service';

/**
 * A search's cursor: its sort, the sort key at the last job, and the lists' own cursor (time and
 * id). A cursor from another sort would start the page at a meaningless place: it is a 400.
 */
function encodeSearchCursor(sort: JobSort, position: SearchPosition): string {
  return `${sort}.${position.key}.${encodeCursor(position)}`;
}

function decodeSearchCursor(sort: JobSort, text: string): SearchPosition {
  const [cursorSort, key, rest, ...extra] = text.split('.');
  if (cursorSort !== sort || extra.length || !/^-?\d{1,10}$/.test(key ?? '') || !rest)
    throw new ApiError('badCursor');
  return { key: Number(key), ...decodeCursor(rest) };
}

/** Open jobs matching a search, a page at a time; one job more is read to know if more follow. */
export async function searchJobs(ctx: ServiceContext, search: JobSearch): Promise<JobsPageResult> {
  const after =
    search.after === undefined ? undefined : decodeSearchCursor(search.sort, search.after);
  const found = await searchOpenJobs(ctx.db, search, search.limit + 1, after);
  const rows = found.slice(0, search.limit);
  const last = rows.at(-1)?.job;
  const nextCursor =
    found.length > search.limit && last
      ? encodeSearchCursor(search.sort, {
          key: sortKeyOf(search.sort, last),
          createdAt: last.createdAt,
          id: last.id,
        })
      : null;
  return { rows, limit: search.limit, nextCursor };
}
