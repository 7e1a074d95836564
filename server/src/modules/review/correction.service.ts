import { eq } from 'drizzle-orm';
import type {
  CompanyCorrectionBody,
  FreelancerCorrectionBody,
} from '@kaamyaab/shared-api/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { files } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { EventBus } from '../../lib/event-bus';
import type { Actor } from '../../lib/service-context';
import type { FileStorage } from '../../storage/storage';
import { accountKinds } from '../accounts/account-kinds';
import type { AccountRow } from '../accounts/accounts.repository';
import { removeWritten, storeUpload } from '../files/files.service';
import { recordAccountEvent } from './account-events.repository';
import { lockAccount, sendBackCleared } from './review.repository';

/**
 * The owner's correction of an account an admin sent back (issue 12 item 2): the corrected
 * identity and payment details and, if sent, a new receipt, written with the audit entry in one
 * transaction; the account goes back to the end of the admins' queue.
 */
export interface CorrectionContext {
  db: Database;
  log: FastifyBaseLogger;
  storage: FileStorage;
  bus: EventBus;
}

type Role = 'freelancer' | 'company';

/** Which of the written values differ from the row's, for the audit entry. */
const changedFields = (before: AccountRow, columns: Record<string, string>) =>
  Object.entries(columns)
    .filter(([key, value]) => !key.endsWith('Digest') && before[key as keyof AccountRow] !== value)
    .map(([key]) => key);

export async function submitCorrection(
  ctx: CorrectionContext,
  owner: Actor,
  role: Role,
  body: FreelancerCorrectionBody | CompanyCorrectionBody,
  receipt: Buffer | undefined,
) {
  const kind = accountKinds[role];
  const table = kind.table as typeof accountKinds.freelancer.table;
  const written: string[] = [];
  try {
    const { row, oldReceiptKey } = await ctx.db.transaction(async (tx) => {
      const before = await lockAccount(tx, kind.table, owner.id);
      if (!before?.sentBackAt || before.isActive) throw new ApiError('notSentBack');
      const stored = receipt ? await storeUpload(ctx.storage, tx, receipt, 'proof', written) : null;
      const columns: Record<string, string> = (
        kind.identityRow as (correction: typeof body) => Record<string, string>
      )(body);
      const [updated] = await tx
        .update(table)
        .set({
          ...columns,
          ...(stored && { proofFileId: stored.id }),
          ...sendBackCleared,
          submittedAt: new Date(),
        })
        .where(eq(table.id, before.id))
        .returning();
      const changed = changedFields(before, columns);
      if (stored) changed.push('proofOfRegistrationFee');
      await recordAccountEvent(tx, {
        actor: owner,
        subject: { type: role, id: before.id },
        action: 'resubmitted',
        from: 'sentBack',
        to: 'pending',
        detail: { changed: changed.join(', ') || 'nothing' },
      });
      let oldKey: string | null = null;
      if (stored && before.proofFileId) {
        const [old] = await tx
          .delete(files)
          .where(eq(files.id, before.proofFileId))
          .returning({ key: files.storageKey });
        oldKey = old?.key ?? null;
      }
      return { row: updated!, oldReceiptKey: oldKey };
    });
    // The replaced receipt's bytes go once nothing names them; a failure leaves an orphan for
    // the start-up sweep, never a row without its file.
    if (oldReceiptKey) await removeWritten(ctx.storage, ctx.log, [oldReceiptKey]);
    ctx.bus.publish('account.changed', { principalType: role, principalId: row.id });
    return { [kind.answerKey]: (kind.present as (r: AccountRow) => unknown)(row) };
  } catch (error) {
    await removeWritten(ctx.storage, ctx.log, written);
    throw error;
  }
}
