import * as z from 'zod/mini';
import { pageFields } from './paging';
import { CompanyCorrectionSchema, FreelancerCorrectionSchema } from './accounts';
import { CompanyDto, CompanyListedDto, FreelancerDto, FreelancerListedDto } from './accounts-dto';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { AccountEventDto, ReviewDocumentDto, ReviewState, SendBackReason } from './vetting';
import { onFirstUse } from './on-first-use';

/**
 * The admin's vetting of one freelancer or company: the whole record with its documents and
 * history, an explicit decision, and a send-back with a reason. Every call is written to the
 * account's audit trail.
 */
export const ReviewParams = onFirstUse(() =>
  z.object({
    role: z.enum(['freelancer', 'company']),
    id: z.string().check(z.maxLength(100)),
  }),
);

export const ReviewedAccountDto = onFirstUse(() =>
  z.object({
    role: z.enum(['freelancer', 'company']),
    state: ReviewState,
    submittedAt: z
      .string()
      .check(z.meta({ description: 'ISO 8601: when it (re)entered the queue' })),
    createdAt: z.string().check(z.meta({ description: 'ISO 8601' })),
    /** Whether the owner opened the email's verification link, for the admin to see. */
    emailVerified: z.boolean(),
    freelancer: z.optional(FreelancerDto),
    company: z.optional(CompanyDto),
    documents: z.array(ReviewDocumentDto),
    history: z.array(AccountEventDto),
  }),
);
export type ReviewedAccountDto = z.infer<typeof ReviewedAccountDto>;

export const SEND_BACK_NOTE_MAX = 1000;

export const SendBackBody = onFirstUse(() =>
  z
    .object({
      reason: SendBackReason,
      note: z._default(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(
              SEND_BACK_NOTE_MAX,
              `The note can be at most ${SEND_BACK_NOTE_MAX} characters.`,
            ),
          ),
        '',
      ),
    })
    .check(
      z.refine((body) => body.reason !== 'other' || body.note.length > 0, {
        message: 'Please say what needs to be corrected.',
        path: ['note'],
      }),
    ),
);
export type SendBackBody = z.input<typeof SendBackBody>;

export const DecisionBody = onFirstUse(() =>
  z.object({ decision: z.enum(['approve', 'deactivate']) }),
);

const base = {
  tag: 'review',
  who: ['admin'],
  params: ReviewParams,
  status: 200,
  answer: envelope(ReviewedAccountDto),
} as const;

export const reviewAccount = endpoint({
  ...base,
  operationId: 'reviewAccount',
  method: 'GET',
  path: '/admin/review/:role/:id',
  summary: 'One account in full for its review, with documents and history (recorded as viewed)',
  errors: ['accountNotFound'],
});

export const decideAccount = endpoint({
  ...base,
  operationId: 'decideAccount',
  method: 'PATCH',
  path: '/admin/review/:role/:id/status',
  summary: 'Approve or deactivate an account (idempotent; recorded)',
  body: DecisionBody,
  errors: ['accountNotFound'],
});

export const sendBackAccount = endpoint({
  ...base,
  operationId: 'sendBackAccount',
  method: 'POST',
  path: '/admin/review/:role/:id/send-back',
  summary: 'Send an account back to its owner for a correction, with a reason (recorded, told)',
  body: SendBackBody,
  errors: ['accountNotFound'],
});

/**
 * The owner's side of a send-back: the corrected details and, if asked, a new receipt
 * (multipart, as at sign-up). It puts the account back in the admins' queue.
 */
const correctionOf = <R extends 'freelancer' | 'company'>(
  role: R,
  title: string,
  body: z.ZodMiniType,
  dto: z.ZodMiniType,
) =>
  endpoint({
    operationId: `correct${title}Account`,
    method: 'POST',
    path: `/${role}/correction`,
    tag: 'review',
    summary: `A sent-back ${role} corrects its details and sends them for review again`,
    who: [role],
    body,
    files: ['proofOfRegistrationFee'] as const,
    status: 200,
    answer: onFirstUse(() => envelope(z.object({ [role]: dto } as { [K in R]: z.ZodMiniType }))),
    errors: ['notSentBack', 'proofWrongType', 'fileTooLarge', 'tooManyParts', 'notMultipart'],
  });

export const correctFreelancer = correctionOf(
  'freelancer',
  'Freelancer',
  FreelancerCorrectionSchema,
  FreelancerDto,
);
export const correctCompany = correctionOf(
  'company',
  'Company',
  CompanyCorrectionSchema,
  CompanyDto,
);

/** Manage Users at scale: search, sort by waiting time, keyset pages. */
export const ACCOUNTS_PAGE_DEFAULT = 25;

export const SearchAccountsQuery = onFirstUse(() =>
  z.object({
    status: z._default(z.enum(['inactive', 'active']), 'inactive'),
    q: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
    /** Waiting longest first (the queue's order) or newest first. */
    sort: z._default(z.enum(['waiting', 'newest']), 'waiting'),
    ...pageFields(ACCOUNTS_PAGE_DEFAULT, 100),
  }),
);
export type SearchAccountsQuery = z.input<typeof SearchAccountsQuery>;

export const searchAccounts = endpoint({
  operationId: 'searchAccounts',
  method: 'GET',
  path: '/admin/accounts/:role',
  tag: 'review',
  summary:
    'Accounts of a role by status, searched by name, email or a whole CNIC/NTN, in pages (admins)',
  who: ['admin'],
  params: onFirstUse(() => z.pick(ReviewParams, { role: true })),
  query: SearchAccountsQuery,
  status: 200,
  answer: onFirstUse(() =>
    envelope(
      z.object({
        accounts: z.array(z.union([FreelancerListedDto, CompanyListedDto])),
        nextCursor: z.nullable(z.string()),
      }),
    ),
  ),
  errors: ['badCursor'],
});
