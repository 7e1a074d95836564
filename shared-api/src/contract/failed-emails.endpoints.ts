import * as z from 'zod/mini';
import { pageFields } from './paging';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { onFirstUse } from './on-first-use';

/**
 * An email the worker gave up on (decision 015): the SMTP server refused it for good, or it ran
 * out of tries. The admins see these and may put one back in the queue.
 */
export const FailedEmailDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    /** The recipient, masked: `ay****.***n@gmail.com`. */
    to: z.string(),
    /** What it tells of: a notification's kind, `passwordReset` or `emailVerification`. */
    kind: z.string(),
    subject: z.string(),
    /** The SMTP server's last answer, the recipient's address in it masked as above. */
    lastError: z.string(),
    attempts: z.int(),
    failedAt: z.string().check(z.meta({ description: 'ISO 8601' })),
    createdAt: z.string().check(z.meta({ description: 'ISO 8601' })),
  }),
);
export type FailedEmailDto = z.infer<typeof FailedEmailDto>;

export const FAILED_EMAILS_PAGE_DEFAULT = 10;

export const FailedEmailsQuery = onFirstUse(() =>
  z.object({
    ...pageFields(FAILED_EMAILS_PAGE_DEFAULT, 50),
  }),
);

export const listFailedEmails = endpoint({
  operationId: 'listFailedEmails',
  method: 'GET',
  path: '/admin/failed-emails',
  tag: 'notifications',
  summary: 'Emails given up on, most recently failed first, with how many there are (admins)',
  who: ['admin'],
  query: FailedEmailsQuery,
  status: 200,
  answer: onFirstUse(() =>
    envelope(
      z.object({
        emails: z.array(FailedEmailDto),
        total: z.int(),
        nextCursor: z.nullable(z.string()),
      }),
    ),
  ),
  errors: ['badCursor'],
});

export const retryFailedEmail = endpoint({
  operationId: 'retryFailedEmail',
  method: 'POST',
  path: '/admin/failed-emails/:emailId/retry',
  tag: 'notifications',
  summary: 'Put a failed email back in the queue with a fresh count of tries; audited (admins)',
  who: ['admin'],
  params: onFirstUse(() => z.object({ emailId: z.string().check(z.maxLength(100)) })),
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ _id: z.string() }))),
  errors: ['failedEmailNotFound'],
});
