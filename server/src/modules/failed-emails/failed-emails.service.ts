import { ApiError } from '../../lib/api-error';
import { isUuid } from '../../lib/ids';
import { readKeysetPage } from '../../lib/keyset-page';
import type { Actor, ServiceContext } from '../../lib/service-context';
import { newestCursor } from '../../lib/keyset-cursor';
import { recordAdminAction } from './admin-actions.repository';
import { presentFailedEmail, kindOf } from './failed-emails.presenter';
import {
  countFailedEmails,
  listFailedEmailsPage,
  requeueFailedEmail,
  type FailedEmailRow,
} from './failed-emails.repository';

/** Pages end at the last email shown: when it failed, and its id. */
const lastFailed = newestCursor((row: FailedEmailRow) => ({ createdAt: row.failedAt, id: row.id }));

/** The emails the worker gave up on, most recently failed first, and how many there are. */
export async function failedEmails(ctx: ServiceContext, query: { limit: number; after?: string }) {
  const [page, total] = await Promise.all([
    readKeysetPage(query, (page) => listFailedEmailsPage(ctx.db, page), lastFailed),
    countFailedEmails(ctx.db),
  ]);
  return { emails: page.rows.map(presentFailedEmail), total, nextCursor: page.nextCursor };
}

/**
 * An admin puts a failed email back in the queue (after fixing what refused it, say), recorded
 * in the admins' audit trail in the same transaction: who, which email, how many tries it had.
 */
export async function retryFailedEmail(ctx: ServiceContext, admin: Actor, emailId: string) {
  const requeued =
    isUuid(emailId) &&
    (await ctx.db.transaction(async (tx) => {
      const before = await requeueFailedEmail(tx, emailId);
      if (!before) return false;
      await recordAdminAction(tx, {
        adminId: admin.id,
        action: 'emailRetried',
        subjectId: emailId,
        detail: {
          kind: kindOf(before.idempotencyKey),
          attempts: before.attempts,
          failedAt: before.failedAt.toISOString(),
        },
      });
      return true;
    }));
  if (!requeued) throw new ApiError('failedEmailNotFound');
  return { _id: emailId };
}
