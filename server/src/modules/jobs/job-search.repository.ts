import { and, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { postedWithinHours, type JobSearch, type JobSort } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { olderThan } from '../../lib/keyset-page';
import { jobs } from '../../db/schema';
import type { KeysetCursor } from '../../lib/keyset-cursor';
import { withCompany, type JobWithCompany } from './jobs.repository';

/**
 * The search's queries (issue 13). Each sort is a descending key over open jobs with an index of
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

/**
 * Words become prefixes that must all match (`react & nati:*`…). Each word is quoted as a
 * tsquery lexeme after dropping the characters tsquery gives meaning to, so no input can be a
 * syntax error; a word with nothing left is dropped.
 */
export function prefixQuery(words: string): string | undefined {
  const lexemes = words
    .split(/\s+/)
    .map((word) => word.toLowerCase().replace(/[&|!():*<>'\\]/g, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 8);
  return lexemes.length ? lexemes.map((word) => `'${word}':*`).join(' & ') : undefined;
}

/**
 * Rows whose lower-case skills (a generated column with a GIN index) hold any of these; none
 * asked, no condition. The job search and the talent directory filter by skill alike.
 */
export function withAnySkill(skillKeys: SQLWrapper, skills: string[]): SQL | undefined {
  if (skills.length === 0) return undefined;
  return sql`${skillKeys} && array[${sql.join(
    skills.map((skill) => sql`${skill}`),
    sql`, `,
  )}]::text[]`;
}

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

export function searchOpenJobs(
  db: Database,
  search: JobSearch,
  limit: number,
  after?: SearchPosition,
): Promise<JobWithCompany[]> {
  const key = sortKey[search.sort];
  return db
    .select(withCompany)
    .from(jobs)
    .where(and(...filters(search), beyond(search.sort, after)))
    .orderBy(...(key ? [desc(key)] : []), desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}
