import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { postedWithinHours, type JobSearch, type JobSort } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { olderThan } from '../../lib/keyset-page';
import { jobs } from '../../db/schema';
import type { KeysetCursor } from '../../lib/keyset-cursor';
import { prefixQuery, withAnySkill } from '../../db/text-search';
import { idsAmongMatches } from '../../db/match-estimate';
import { withCompany, type JobWithCompany } from './jobs.repository';

/**
 * The search's queries. Each sort is a descending key over open jobs with an index of
 * its own (schema/jobs.ts), so a page "after" the last one is one row comparison, an index range
 * at any depth; the filters narrow what the range yields.
 */
export interface SearchPosition extends KeysetCursor {
  /** The sort's own key at the last job: its budget, or its applicant count; 0 for newest. */
  key: number;
}

/** The sort key of each order, descending: fewest applicants first is the negated count. */
const sortKey: Record<JobSort, SQL | undefined> = {
  newest: undefined,
  budget: sql`${jobs.budget}`,
  applicants: sql`(-${jobs.applicantCount})`,
};

export const sortKeyOf = (sort: JobSort, job: JobWithCompany['job']): number =>
  sort === 'budget' ? job.budget : sort === 'applicants' ? -job.applicantCount : 0;

function filters(search: JobSearch): (SQL | undefined)[] {
  const words = search.q ? prefixQuery(search.q) : undefined;
  return [
    // A literal, so the planner matches the partial indexes' predicate.
    sql`${jobs.status} = 'open'`,
    words ? sql`${jobs.searchVector} @@ to_tsquery('simple', ${words})` : undefined,
    search.category
      ? sql`lower(${jobs.jobCategory}) = ${search.category.toLowerCase()}`
      : undefined,
    withAnySkill(jobs.skillKeys, search.skills),
    search.projectType ? eq(jobs.projectType, search.projectType) : undefined,
    search.experienceLevel ? eq(jobs.experienceLevel, search.experienceLevel) : undefined,
    search.budgetMin === undefined ? undefined : gte(jobs.budget, search.budgetMin),
    search.budgetMax === undefined ? undefined : lte(jobs.budget, search.budgetMax),
    search.posted
      ? sql`${jobs.createdAt} >= now() - ${postedWithinHours[search.posted]} * interval '1 hour'`
      : undefined,
  ];
}

function beyond(sort: JobSort, after: SearchPosition | undefined): SQL | undefined {
  const key = sortKey[sort];
  if (!after || !key) return olderThan(jobs.createdAt, jobs.id, after);
  return sql`(${key}, ${jobs.createdAt}, ${jobs.id}) < (${after.key}::int, ${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`;
}

/**
 * Open jobs matching a search, walking the sort's own index until a page is found (or, for a
 * category few jobs have, reading that category's index). A statement to await, or to explain.
 */
export function searchOpenJobs(
  db: Database,
  search: JobSearch,
  limit: number,
  after?: SearchPosition,
) {
  return db
    .select(withCompany)
    .from(jobs)
    .where(and(...filters(search), beyond(search.sort, after)))
    .orderBy(...order(search.sort))
    .limit(limit);
}

const order = (sort: JobSort) => {
  const key = sortKey[sort];
  return [...(key ? [desc(key)] : []), desc(jobs.createdAt), desc(jobs.id)];
};

/**
 * The same page read the other way round, for a search that few jobs match: at most `most`
 * matches found through the index of their words or skills, the page chosen among them.
 * Undefined when more than `most` match: then the walk of the sort's index reaches a page sooner.
 */
export async function searchAmongMatches(
  db: Database,
  search: JobSearch,
  limit: number,
  after: SearchPosition | undefined,
  most: number,
): Promise<JobWithCompany[] | undefined> {
  const key = sortKey[search.sort] ?? sql`0`;
  const matches = db
    .select({ id: jobs.id, createdAt: jobs.createdAt, key: sql<number>`${key}`.as('key') })
    .from(jobs)
    .where(and(...filters(search), beyond(search.sort, after)));
  const ids = await idsAmongMatches(db, matches, limit, most);
  if (!ids?.length) return ids && [];
  return db
    .select(withCompany)
    .from(jobs)
    .where(inArray(jobs.id, ids))
    .orderBy(...order(search.sort));
}
