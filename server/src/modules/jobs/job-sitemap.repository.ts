import { asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jobs } from '../../db/schema';

/** An open job as the sitemap lists it: its page and when it last changed. */
export interface JobAddress {
  id: string;
  updatedAt: Date;
}

// A literal, as in jobs.repository.ts: the planner matches jobs_open_created_idx's predicate.
const isOpen = sql`${jobs.status} = 'open'`;

/**
 * Open jobs oldest first, a slice at a time: the sitemap's files of job pages. Oldest first, so
 * a new job lands in the last file and the others keep their jobs; each slice is a range of
 * jobs_open_created_idx, read backwards.
 */
export function listOpenJobAddresses(
  db: Database,
  offset: number,
  limit: number,
): Promise<JobAddress[]> {
  return db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(isOpen)
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .offset(offset)
    .limit(limit);
}

export async function countOpenJobs(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(isOpen);
  return row?.count ?? 0;
}

/** When the newest open job was posted: the last time the job board gained a job. */
export async function newestOpenJobPostedAt(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: jobs.createdAt })
    .from(jobs)
    .where(isOpen)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(1);
  return row?.createdAt;
}
