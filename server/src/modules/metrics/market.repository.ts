import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows-of';

/** The figures of the market a scrape reads from the database, not from this process. */
export interface MarketFigures {
  outbox: { pending: number; retrying: number; failed: number };
  /** Pay-ins and payouts waiting on someone, by status. */
  payInsWaiting: Record<string, number>;
  payoutsWaiting: Record<string, number>;
  /** The ledger's balance by kind of account (`escrow`, `earnings`, …: ledger/accounts.ts). */
  ledgerByKind: Record<string, number>;
}

const PAY_INS_WAITING = ['awaitingPayment', 'awaitingConfirmation'];
const PAYOUTS_WAITING = ['requested', 'awaitingSecondApproval', 'approved', 'batched'];

const byStatus = (statuses: string[], rows: { status: string; count: string }[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      Number(rows.find((row) => row.status === status)?.count ?? 0),
    ]),
  );

/**
 * Each count walks a partial or status index (the outbox's due and failed indexes, the pay-ins'
 * and payouts' status indexes); the ledger's sum by kind reads every entry, which is why a
 * scrape reads these at most once per cache period (metrics.plugin.ts), never a request.
 */
export async function readMarketFigures(db: Database): Promise<MarketFigures> {
  const [pending] = await rowsOf<{ pending: string; retrying: string }>(
    db,
    sql`select count(*) as pending, count(*) filter (where attempts > 0) as retrying
          from email_outbox where sent_at is null and failed_at is null`,
  );
  const [failed] = await rowsOf<{ failed: string }>(
    db,
    sql`select count(*) as failed from email_outbox where failed_at is not null`,
  );
  const payIns = await rowsOf<{ status: string; count: string }>(
    db,
    sql`select status, count(*) as count from pay_ins
         where status in (${sql.join(PAY_INS_WAITING, sql`, `)}) group by status`,
  );
  const payouts = await rowsOf<{ status: string; count: string }>(
    db,
    sql`select status, count(*) as count from payouts
         where status in (${sql.join(PAYOUTS_WAITING, sql`, `)}) group by status`,
  );
  const ledger = await rowsOf<{ kind: string; balance: string }>(
    db,
    sql`select split_part(account, ':', 1) as kind, sum(amount)::text as balance
          from ledger_entries group by 1`,
  );
  return {
    outbox: {
      pending: Number(pending?.pending ?? 0),
      retrying: Number(pending?.retrying ?? 0),
      failed: Number(failed?.failed ?? 0),
    },
    payInsWaiting: byStatus(PAY_INS_WAITING, payIns),
    payoutsWaiting: byStatus(PAYOUTS_WAITING, payouts),
    ledgerByKind: Object.fromEntries(ledger.map((row) => [row.kind, Number(row.balance)])),
  };
}
