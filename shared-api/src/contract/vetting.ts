import * as z from 'zod/mini';
import { onFirstUse } from './on-first-use';

/**
 * The admin's vetting of a self-registered account: the reasons an admin can send an account back
 * for, what its owner is shown, and the audit trail's entries.
 */

/** Why an account goes back to its owner; each code's sentence is what the owner reads. */
export const sendBackReasons = {
  unreadableReceipt: 'The fee receipt cannot be read. Please upload a clear photo or PDF of it.',
  feeNotReceived: 'Your registration fee has not been received. Please upload the receipt.',
  cnicNameMismatch: "The CNIC number doesn't match the name on the account.",
  invalidCnic: 'The CNIC number is not valid.',
  invalidBankAccount: 'The bank account number or IBAN is not valid.',
  invalidNtn: "The NTN doesn't match the company.",
  incompleteProfile: 'Some details are missing or unclear.',
  other: 'Something needs to be corrected.',
} as const;
export type SendBackReason = keyof typeof sendBackReasons;
export const SendBackReason = onFirstUse(() =>
  z.enum(Object.keys(sendBackReasons) as [SendBackReason]),
);

/** An account sent back to its owner: the reason's code, its sentence, the admin's note. */
export const SentBackDto = onFirstUse(() =>
  z.object({
    reason: SendBackReason,
    reasonText: z.string(),
    note: z.string(),
    at: z.string().check(z.meta({ description: 'ISO 8601' })),
  }),
);
export type SentBackDto = z.infer<typeof SentBackDto>;

/** Where an account is in its review: waiting, sent back for a correction, or approved. */
export const ReviewState = onFirstUse(() => z.enum(['pending', 'sentBack', 'approved']));
export type ReviewState = z.infer<typeof ReviewState>;

/** What an entry of the audit trail records. */
export const accountEventActions = [
  'approved',
  'deactivated',
  'sentBack',
  'resubmitted',
  'edited',
  'closed',
  'viewedDetails',
  'viewedDocument',
] as const;
export const AccountEventAction = onFirstUse(() => z.enum(accountEventActions));
export type AccountEventAction = z.infer<typeof AccountEventAction>;

/** One entry of an account's audit trail: who did what, from which state to which, and when. */
export const AccountEventDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    at: z.string().check(z.meta({ description: 'ISO 8601' })),
    actor: z.object({
      type: z.enum(['freelancer', 'company', 'admin']),
      _id: z.string(),
      name: z.string(),
    }),
    action: AccountEventAction,
    from: z.nullable(ReviewState),
    to: z.nullable(ReviewState),
    detail: z.nullable(z.record(z.string(), z.string())),
  }),
);
export type AccountEventDto = z.infer<typeof AccountEventDto>;

/** An uploaded document of the account, shown in the review view. */
export const ReviewDocumentDto = onFirstUse(() =>
  z.object({
    _id: z.string(),
    field: z.enum(['proofOfRegistrationFee', 'avatar']),
    url: z.string(),
    contentType: z.string(),
    byteSize: z.number().check(z.int()),
  }),
);
export type ReviewDocumentDto = z.infer<typeof ReviewDocumentDto>;
