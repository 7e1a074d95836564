import type { FastifyInstance } from 'fastify';
import { listFailedEmails, retryFailedEmail } from '@kaamyaab/shared-api/contract';
import { route } from '../../lib/route';
import { failedEmails, retryFailedEmail as retry } from './failed-emails.service';

/** The admins' view of the emails the worker gave up on, and putting one back in the queue. */
export async function failedEmailsRoutes(app: FastifyInstance) {
  route(app, listFailedEmails, async ({ query }, ctx) =>
    ctx.ok(await failedEmails(ctx, query), 'Failed emails fetched'),
  );
  route(app, retryFailedEmail, async ({ params }, ctx) => {
    const answer = await retry(ctx, ctx.actor, params.emailId);
    // This process sends it at once; the others would at their next poll.
    app.outbox.wake();
    return ctx.ok(answer, 'The email will be sent again');
  });
}
