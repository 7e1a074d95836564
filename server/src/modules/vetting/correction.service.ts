import type {
  CompanyCorrectionBody,
  FreelancerCorrectionBody,
} from '@kaamyaab/shared-api/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { ApiError } from '../../lib/api-error';
import type { EventBus } from '../../lib/event-bus';
import type { Actor } from '../../lib/service-context';
import type { FileStorage } from '../../storage/storage';
import {
  accountKinds,
  changedColumns,
  identityColumns,
  changeOwnAccount,
  lockAccount,
  requeued,
  updateAccount,
} from '../accounts';
import { recordAccountEvent } from '../account-events';
import { deleteFileRows, storeUpload } from '../files';

/**
 * The owner's correction of an account an admin sent back: the corrected
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

export async function submitCorrection(
  ctx: CorrectionContext,
  owner: Actor,
  role: Role,
  body: FreelancerCorrectionBody | CompanyCorrectionBody,
  receipt: Buffer | undefined,
) {
  const kind = accountKinds[role];
  return changeOwnAccount(ctx, role, async (tx, written) => {
    const before = await lockAccount(tx, kind.table, owner.id);
    if (!before?.sentBackAt || before.isActive) throw new ApiError('notSentBack');
    const stored = receipt ? await storeUpload(ctx.storage, tx, receipt, 'proof', written) : null;
    const columns = identityColumns(kind, body);
    const updated = await updateAccount(tx, kind.table, before.id, {
      ...columns,
      ...(stored && { proofFileId: stored.id }),
      ...requeued(),
    });
    const changed = changedColumns(before, columns);
    if (stored) changed.push('proofOfRegistrationFee');
    await recordAccountEvent(tx, {
      actor: owner,
      subject: { type: role, id: before.id },
      action: 'resubmitted',
      from: 'sentBack',
      to: 'pending',
      detail: { changed: changed.join(', ') || 'nothing' },
    });
    const oldKeys =
      stored && before.proofFileId ? await deleteFileRows(tx, before.proofFileId) : [];
    return { row: updated, oldKeys };
  });
}
