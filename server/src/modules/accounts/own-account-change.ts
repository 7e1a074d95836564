import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/database';
import type { EventBus } from '../../lib/event-bus';
import type { FileStorage } from '../../storage/storage';
import { removeWritten } from '../files';
import { accountKinds, presentAccount } from './account-kinds';
import type { AccountRow } from './accounts.repository';

export interface OwnAccountContext {
  db: Database;
  log: FastifyBaseLogger;
  storage: FileStorage;
  bus: EventBus;
}

/**
 * An owner's change to its own account that may bring a new file (a profile's avatar, a
 * correction's receipt). `change` runs in one transaction, noting the storage keys it writes in
 * `written`, and answers the saved row with the keys of the file it replaced. Those bytes go once
 * nothing names them (a failure leaves an orphan for the start-up sweep, never a row without its
 * file); if anything fails, the new bytes go instead. Answers the account as its owner sees it.
 */
export async function changeOwnAccount(
  ctx: OwnAccountContext,
  role: 'freelancer' | 'company',
  change: (tx: Transaction, written: string[]) => Promise<{ row: AccountRow; oldKeys: string[] }>,
) {
  const kind = accountKinds[role];
  const written: string[] = [];
  try {
    const { row, oldKeys } = await ctx.db.transaction((tx) => change(tx, written));
    await removeWritten(ctx.storage, ctx.log, oldKeys);
    ctx.bus.publish('account.changed', { principalType: role, principalId: row.id });
    return { [kind.answerKey]: presentAccount(kind, row) };
  } catch (error) {
    await removeWritten(ctx.storage, ctx.log, written);
    throw error;
  }
}
