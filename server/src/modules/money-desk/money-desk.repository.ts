import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { moneyAdminActions, type MoneyAdminAction } from '@kaamyaab/shared-api/contract';
import type { Database } from '../../db/database';
import { adminActions, admins, ledgerEntries } from '../../db/schema';
import { olderThan, type NewestPosition } from '../../lib/keyset-page';

/** Queries only: the ledger summed by kind of account, and the admins' actions on money. */

/** Each kind of account (`escrow`, `earnings`, … the part before the first colon) and its sum. */
export async function sumsByAccountKind(db: Database): Promise<Map<string, number>> {
  const kind = sql<string>`split_part(${ledgerEntries.account}, ':', 1)`;
  const rows = await db
    .select({ kind, total: sql<number>`sum(${ledgerEntries.amount})::bigint`.mapWith(Number) })
    .from(ledgerEntries)
    .groupBy(kind);
  return new Map(rows.map((row) => [row.kind, row.total]));
}

export interface MoneyActionRow {
  id: string;
  action: MoneyAdminAction;
  adminId: string;
  adminName: string | null;
  subjectId: string;
  detail: Record<string, string | number | null> | null;
  createdAt: Date;
}

/** Newest first, a page after `after`. */
export function listMoneyActions(
  db: Database,
  { limit, after }: { limit: number; after?: NewestPosition },
): Promise<MoneyActionRow[]> {
  return db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      adminId: adminActions.adminId,
      adminName: admins.username,
      subjectId: adminActions.subjectId,
      detail: adminActions.detail,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .leftJoin(admins, eq(admins.id, adminActions.adminId))
    .where(
      and(
        inArray(adminActions.action, [...moneyAdminActions]),
        olderThan(adminActions.createdAt, adminActions.id, after),
      ),
    )
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(limit) as Promise<MoneyActionRow[]>;
}
