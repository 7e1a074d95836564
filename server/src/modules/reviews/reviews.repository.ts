import { and, asc, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ReviewSide } from '@kaamyaab/shared-api/contract';
import type { Database, Transaction } from '../../db/database';
import {
  companies,
  contracts,
  freelancers,
  jobs,
  ledgerEntries,
  reviews,
  reviewWindows,
} from '../../db/schema';
import { olderThan, type NewestPosition } from '../../lib/keyset-page';

/** Queries of the reviews (docs/decisions/030-reviews.md); the rules are in the service. */

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type WindowRow = typeof reviewWindows.$inferSelect;

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** Some money reached the freelancer's earnings from this contract (a release, whole or part). */
const releasedFrom = (contractId: SQL | string) =>
  sql<boolean>`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.contractId} = ${contractId} and ${ledgerEntries.account} like 'earnings:%' and ${ledgerEntries.amount} > 0)`;

/** A contract as the reviews need it: its parties, their names, its end and its money. */
export async function findReviewedContract(db: Database | Transaction, contractId: string) {
  const [row] = await db
    .select({
      id: contracts.id,
      status: contracts.status,
      companyId: contracts.companyId,
      freelancerId: contracts.freelancerId,
      endedAt: contracts.endedAt,
      title: jobs.title,
      companyName: companies.companyName,
      freelancerName: freelancers.fullName,
      released: releasedFrom(sql`${contracts.id}`),
    })
    .from(contracts)
    .innerJoin(jobs, eq(jobs.id, contracts.jobId))
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .innerJoin(freelancers, eq(freelancers.id, contracts.freelancerId))
    .where(eq(contracts.id, contractId));
  return row;
}
export type ReviewedContract = NonNullable<Awaited<ReturnType<typeof findReviewedContract>>>;

export async function findWindow(db: Database | Transaction, contractId: string) {
  const [row] = await db
    .select()
    .from(reviewWindows)
    .where(eq(reviewWindows.contractId, contractId));
  return row;
}

/** The window opened now, or undefined when it was open already (whoever opened it told). */
export async function insertWindow(
  tx: Transaction,
  window: Pick<WindowRow, 'contractId' | 'companyId' | 'freelancerId' | 'endedAt' | 'closesAt'>,
): Promise<WindowRow | undefined> {
  const [row] = await tx.insert(reviewWindows).values(window).onConflictDoNothing().returning();
  return row;
}

/** Locks a contract's window: its two reviews and its reveal change one request at a time. */
export async function lockWindow(tx: Transaction, contractId: string) {
  const [row] = await tx
    .select()
    .from(reviewWindows)
    .where(eq(reviewWindows.contractId, contractId))
    .for('update');
  return row;
}

export function reviewsOfContract(
  db: Database | Transaction,
  contractId: string,
): Promise<ReviewRow[]> {
  return db.select().from(reviews).where(eq(reviews.contractId, contractId));
}

/** The review written, or undefined when this side's review exists already. */
export async function insertReview(tx: Transaction, review: NewReview) {
  const [row] = await tx.insert(reviews).values(review).onConflictDoNothing().returning();
  return row;
}

export async function markRevealed(tx: Transaction, contractId: string, now: Date) {
  await tx
    .update(reviewWindows)
    .set({ revealedAt: now, revealToldAt: now })
    .where(and(eq(reviewWindows.contractId, contractId), isNull(reviewWindows.revealedAt)));
}

/** The reply, once: zero rows when the review has one already. */
export async function setReply(tx: Transaction, reviewId: string, text: string) {
  const [row] = await tx
    .update(reviews)
    .set({ reply: text, repliedAt: sql`now()` })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning();
  return row;
}

// A person's reviews

/** Shown: the second review was written, or the window has closed (the sweep need not have run). */
const shownAt = (now: Date) =>
  sql`(${reviewWindows.revealedAt} is not null or ${reviewWindows.closesAt} <= ${at(now)})`;

function aboutPerson(side: ReviewSide, accountId: string, now: Date, revealedOnly: boolean) {
  return and(
    eq(reviews.subjectId, accountId),
    // Written by the other side: the subject is `side`.
    eq(reviews.authorSide, side === 'company' ? 'freelancer' : 'company'),
    revealedOnly ? shownAt(now) : undefined,
  );
}

export function personReviewRows(
  db: Database,
  query: {
    side: ReviewSide;
    accountId: string;
    now: Date;
    revealedOnly: boolean;
    limit: number;
    after?: NewestPosition;
  },
) {
  return db
    .select({
      review: reviews,
      title: jobs.title,
      companyName: companies.companyName,
      freelancerName: freelancers.fullName,
      revealed: sql<boolean>`${shownAt(query.now)}`,
    })
    .from(reviews)
    .innerJoin(reviewWindows, eq(reviewWindows.contractId, reviews.contractId))
    .innerJoin(contracts, eq(contracts.id, reviews.contractId))
    .innerJoin(jobs, eq(jobs.id, contracts.jobId))
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .innerJoin(freelancers, eq(freelancers.id, contracts.freelancerId))
    .where(
      and(
        aboutPerson(query.side, query.accountId, query.now, query.revealedOnly),
        olderThan(reviews.createdAt, reviews.id, query.after),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.limit);
}
export type PersonReviewRow = Awaited<ReturnType<typeof personReviewRows>>[number];

const average = (column: SQL | typeof reviews.overall) =>
  sql<number | null>`round(avg(${column}), 2)`.mapWith((value) =>
    value === null ? null : Number(value),
  );

export async function personAverages(
  db: Database,
  query: { side: ReviewSide; accountId: string; now: Date; revealedOnly: boolean },
) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      overall: average(reviews.overall),
      quality: average(sql`${reviews.quality}`),
      communication: average(sql`${reviews.communication}`),
      deadlines: average(sql`${reviews.deadlines}`),
      clarity: average(sql`${reviews.clarity}`),
      payingOnTime: average(sql`${reviews.payingOnTime}`),
      privateRating: average(sql`${reviews.privateRating}`),
    })
    .from(reviews)
    .innerJoin(reviewWindows, eq(reviewWindows.contractId, reviews.contractId))
    .where(aboutPerson(query.side, query.accountId, query.now, query.revealedOnly));
  return row!;
}

// The sweep's claims

/** Contracts ended within the window with money released whose window is not open yet. */
export function contractsToOpen(tx: Transaction, now: Date, windowDays: number, limit: number) {
  const since = new Date(now.getTime() - windowDays * 86_400_000);
  return tx
    .select({ id: contracts.id })
    .from(contracts)
    .leftJoin(reviewWindows, eq(reviewWindows.contractId, contracts.id))
    .where(
      and(
        eq(contracts.status, 'ended'),
        sql`${contracts.endedAt} > ${at(since)}`,
        isNull(reviewWindows.contractId),
        releasedFrom(sql`${contracts.id}`),
      ),
    )
    .orderBy(asc(contracts.endedAt))
    .limit(limit);
}

/** Windows closed whose parties were not told yet, each locked (SKIP LOCKED, as the outbox). */
export function claimClosedWindows(tx: Transaction, now: Date, limit: number) {
  return tx
    .select()
    .from(reviewWindows)
    .where(and(isNull(reviewWindows.revealToldAt), lte(reviewWindows.closesAt, now)))
    .orderBy(asc(reviewWindows.closesAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markClosedTold(tx: Transaction, contractId: string, now: Date) {
  await tx
    .update(reviewWindows)
    .set({
      revealToldAt: now,
      revealedAt: sql`coalesce(${reviewWindows.revealedAt}, ${reviewWindows.closesAt})`,
    })
    .where(eq(reviewWindows.contractId, contractId));
}
