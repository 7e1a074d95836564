import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ReviewSide } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { companies, contracts, freelancers, jobs, reviews, reviewWindows } from '../../db/schema';

/**
 * The reads of scores and public profiles (docs/decisions/032-reputation.md). Scores are
 * computed on read: a page of accounts is one query over their ended contracts, through the
 * contracts' party indexes, so nothing stored can fall behind a review or a dispute.
 */

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

const partyColumn = (side: ReviewSide) =>
  side === 'freelancer' ? contracts.freelancerId : contracts.companyId;

// Written with aliases: drizzle leaves a column unqualified in a select list, which inside a
// subquery would name the subquery's own table.
const releasedPaisa = sql<string>`(select coalesce(sum(le.amount), 0) from ledger_entries le where le.contract_id = "contracts"."id" and le.amount > 0 and (le.account like 'earnings:%' or le.account like 'fees:%'))`;

const disputed = sql<boolean>`exists (select 1 from disputes d where d.contract_id = "contracts"."id")`;

/** The first submission of each work milestone with a due date, against the date's end in Pakistan. */
const firstSubmission = sql`(select min(s.created_at) from milestone_submissions s where s.milestone_id = m.id)`;
const dueEnd = sql`(((m.due_date::date + 1)::timestamp at time zone 'UTC') - interval '5 hours')`;
const datedWork = sql`m.contract_id = "contracts"."id" and m.kind = 'work' and m.due_date is not null and ${firstSubmission} is not null`;

/** A freelancer is on time by submitting each dated milestone by the end of its due date. */
const freelancerOnTime = {
  counted: sql<number>`(select count(*)::int from milestones m where ${datedWork})`,
  inTime: sql<number>`(select count(*)::int from milestones m where ${datedWork} and ${firstSubmission} < ${dueEnd})`,
};

/** A company is on time by approving each released milestone itself, before the automatic release. */
const releasedWork = sql`m.contract_id = "contracts"."id" and m.kind = 'work' and m.status = 'released'`;
const companyOnTime = {
  counted: sql<number>`(select count(*)::int from milestones m where ${releasedWork})`,
  inTime: sql<number>`(select count(*)::int from milestones m where ${releasedWork} and not exists (select 1 from contract_events e where e.milestone_id = m.id and e.kind = 'autoReleased'))`,
};

/** Shown: both reviews written, or the window closed; a contract counts only from then on. */
const shownAt = (now: Date) =>
  sql`(${reviewWindows.revealedAt} is not null or ${reviewWindows.closesAt} <= ${at(now)})`;

/**
 * The ended contracts of these accounts that count in their scores: money was released (they
 * have a review window) and the reviews are shown, with the review the other side wrote.
 */
export async function scoredContractRows(
  db: Database,
  side: ReviewSide,
  accountIds: readonly string[],
  now: Date,
) {
  if (accountIds.length === 0) return [];
  const onTime = side === 'freelancer' ? freelancerOnTime : companyOnTime;
  const rows = await db
    .select({
      accountId: partyColumn(side),
      contractId: contracts.id,
      title: jobs.title,
      endedAt: reviewWindows.endedAt,
      releasedPaisa,
      disputed,
      onTimeCounted: onTime.counted,
      onTimeInTime: onTime.inTime,
      stars: reviews.overall,
      privateRating: reviews.privateRating,
    })
    .from(contracts)
    .innerJoin(reviewWindows, eq(reviewWindows.contractId, contracts.id))
    .innerJoin(jobs, eq(jobs.id, contracts.jobId))
    .leftJoin(
      reviews,
      and(
        eq(reviews.contractId, contracts.id),
        eq(reviews.authorSide, side === 'freelancer' ? 'company' : 'freelancer'),
      ),
    )
    .where(
      and(inArray(partyColumn(side), [...accountIds]), eq(contracts.status, 'ended'), shownAt(now)),
    );
  return rows.map((row) => ({ ...row, releasedPaisa: Number(row.releasedPaisa) }));
}
export type ScoredContractRow = Awaited<ReturnType<typeof scoredContractRows>>[number];

/** Contracts ended with money released, counted or not yet: the profile's "contracts completed". */
export async function completedContractCount(db: Database, side: ReviewSide, accountId: string) {
  const column = side === 'freelancer' ? reviewWindows.freelancerId : reviewWindows.companyId;
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(reviewWindows)
    .where(eq(column, accountId));
  return row?.count ?? 0;
}

/** Each side's table and the columns its public page reads under one name. */
const publicFaces = {
  freelancer: { table: freelancers, name: freelancers.fullName, skills: freelancers.skills },
  company: { table: companies, name: companies.companyName, skills: sql<string>`''` },
};

/**
 * A public page's facts, for an approved account that is not closed: only public columns are
 * read, so no personal number can leak.
 */
export async function findPublicAccount(db: Database, side: ReviewSide, accountId: string) {
  const { table, name, skills } = publicFaces[side];
  const [row] = await db
    .select({
      id: table.id,
      name,
      bio: table.bio,
      skills,
      avatarFileId: table.avatarFileId,
      createdAt: table.createdAt,
    })
    .from(table)
    .where(and(eq(table.id, accountId), eq(table.isActive, true), isNull(table.closedAt)));
  return row;
}
export type PublicAccountRow = NonNullable<Awaited<ReturnType<typeof findPublicAccount>>>;

/** Which of these accounts are approved (the CNIC or NTN was checked with their documents). */
export async function approvedAmong(db: Database, side: ReviewSide, accountIds: readonly string[]) {
  if (accountIds.length === 0) return new Set<string>();
  const { table } = publicFaces[side];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...accountIds]), eq(table.isActive, true)));
  return new Set(rows.map((row) => row.id));
}
