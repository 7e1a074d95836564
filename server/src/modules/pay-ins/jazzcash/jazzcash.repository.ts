import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/database';
import { payIns, providerNotices } from '../../../db/schema';
import type { PayInRow } from '../pay-ins.repository';

/** Queries only: the providers' notices, and the JazzCash pay-ins they and the sweep look for. */
type Db = Database | Transaction;
export type ProviderNoticeRow = typeof providerNotices.$inferSelect;

export async function findPayInByReference(
  db: Db,
  reference: string,
): Promise<PayInRow | undefined> {
  const [row] = await db.select().from(payIns).where(eq(payIns.reference, reference));
  return row;
}

export async function insertNotice(
  db: Db,
  values: typeof providerNotices.$inferInsert,
): Promise<ProviderNoticeRow> {
  const [row] = await db.insert(providerNotices).values(values).returning();
  if (!row) throw new Error('a provider notice was not stored');
  return row;
}

/** JazzCash pay-ins still waiting for their payment that started at or before `startedBy`. */
export function waitingJazzCashPayIns(db: Db, startedBy: Date, limit: number): Promise<PayInRow[]> {
  return db
    .select()
    .from(payIns)
    .where(
      and(
        eq(payIns.rail, 'jazzCash'),
        eq(payIns.status, 'awaitingPayment'),
        lte(payIns.createdAt, startedBy),
      ),
    )
    .orderBy(asc(payIns.createdAt), asc(payIns.id))
    .limit(limit);
}

export function noticesOf(db: Db, payInId: string): Promise<ProviderNoticeRow[]> {
  return db
    .select()
    .from(providerNotices)
    .where(eq(providerNotices.payInId, payInId))
    .orderBy(asc(providerNotices.receivedAt));
}
