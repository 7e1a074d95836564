import {
  holdingKinds,
  type DeskQueue,
  type HoldingKind,
  type MoneyAuditEntryDto,
  type MoneyDeskDto,
} from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { newestCursor } from '../../lib/keyset-cursor';
import { readKeysetPage } from '../../lib/keyset-page';
import type { ServiceContext } from '../../lib/service-context';
import { disputesToDecide } from '../disputes';
import { waitingPayIns } from '../pay-ins';
import { payoutsToApprove } from '../payouts';
import { unmatchedLines } from '../statements';
import { listMoneyActions, sumsByAccountKind, type MoneyActionRow } from './money-desk.repository';

/** Which kind of ledger account each holding sums (ledger/accounts.ts names them). */
const accountKindOf: Record<HoldingKind, string> = {
  escrow: 'escrow',
  earnings: 'earnings',
  companyBalances: 'balance',
  payouts: 'payout',
  unmatched: 'unmatched',
  taxWithheld: 'tax',
};

/** Each queue of the desk, read by the module that owns it. */
const queueReaders: Record<
  DeskQueue,
  (db: Database) => Promise<{ count: number; amountPaisa: number }>
> = {
  payInsToConfirm: waitingPayIns,
  unmatchedStatementLines: unmatchedLines,
  payoutsToApprove,
  disputesToDecide,
};

/**
 * The desk: the queues, and the partner account's money by whose it is. The outside world's
 * accounts (`incoming:`, `outgoing:`) sum to minus what the partner account holds; since every
 * transaction balances, that is exactly the holdings plus the fees.
 */
export async function readMoneyDesk(ctx: ServiceContext): Promise<MoneyDeskDto> {
  const sums = await sumsByAccountKind(ctx.db);
  const sumOf = (kind: string) => sums.get(kind) ?? 0;
  const holdings = holdingKinds.map((kind) => ({
    kind,
    amountPaisa: sumOf(accountKindOf[kind]),
  }));
  const queues = await Promise.all(
    Object.entries(queueReaders).map(async ([queue, read]) => ({
      queue: queue as DeskQueue,
      ...(await read(ctx.db)),
    })),
  );
  return {
    partnerAccountPaisa: -(sumOf('incoming') + sumOf('outgoing')),
    heldForOthersPaisa: holdings.reduce((total, holding) => total + holding.amountPaisa, 0),
    feesPaisa: sumOf('fees'),
    holdings,
    queues,
  };
}

const lastShown = newestCursor((row: MoneyActionRow) => ({ createdAt: row.createdAt, id: row.id }));

const presentAction = (row: MoneyActionRow): MoneyAuditEntryDto => ({
  id: row.id,
  action: row.action,
  // An admin's row outlives nothing here, but the trail must outlive an admin's row.
  admin: { id: row.adminId, name: row.adminName ?? row.adminId },
  subjectId: row.subjectId,
  detail: Object.fromEntries(
    Object.entries(row.detail ?? {}).flatMap(([name, value]) =>
      value === null ? [] : [[name, String(value)]],
    ),
  ),
  createdAt: row.createdAt.toISOString(),
});

/** Every admin action on money, newest first. */
export async function readMoneyAudit(
  ctx: ServiceContext,
  query: { limit: number; after?: string },
) {
  const page = await readKeysetPage(query, (page) => listMoneyActions(ctx.db, page), lastShown);
  return { entries: page.rows.map(presentAction), nextCursor: page.nextCursor };
}
