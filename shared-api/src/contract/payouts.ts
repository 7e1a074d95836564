import { electronicFormatIBAN, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import * as z from 'zod/mini';
import { idempotencyKey, MAX_MILESTONE_PAISA } from './deals';
import { maskBankAccount, maskMiddle } from './masking';
import { readMobile } from './pakistani-formats';
import { pageFields } from './paging';
import { onFirstUse } from './on-first-use';

/**
 * Paying a freelancer's earnings out (docs/decisions/029-paying-in-and-out.md): where to be paid
 * (an IBAN or a mobile wallet), the payout and its approvals, and the batches an admin sends
 * through a payout rail. Amounts are whole paisa, as everywhere in the deal.
 */

/** Where money can be sent: a Pakistani IBAN, or a JazzCash or Easypaisa mobile wallet. */
export const payoutMethodKinds = ['iban', 'jazzcash', 'easypaisa'] as const;
export type PayoutMethodKind = (typeof payoutMethodKinds)[number];
/** The fee differs by what the money travels on: an interbank transfer or a wallet credit. */
export const payoutFeeClasses = ['bank', 'wallet'] as const;
export type PayoutFeeClass = (typeof payoutFeeClasses)[number];
export const feeClassOf = (kind: PayoutMethodKind): PayoutFeeClass =>
  kind === 'iban' ? 'bank' : 'wallet';

/**
 * A payout's life. Above the second-approval limit a first approval leads to
 * `awaitingSecondApproval`, which only another admin moves on. `batched`: in a batch handed to a
 * rail; `paid` and `failed` come from the rail's result; `cancelled` by the freelancer before
 * approval. `failed` and `cancelled` returned the money to the earnings.
 */
export const payoutStatuses = [
  'requested',
  'awaitingSecondApproval',
  'approved',
  'batched',
  'paid',
  'failed',
  'cancelled',
] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** Every legal move of a payout: the server moves a row only with `UPDATE … WHERE status IN (from)`. */
export const payoutMoves = {
  approve: { from: ['requested'], to: 'approved' },
  firstApprove: { from: ['requested'], to: 'awaitingSecondApproval' },
  secondApprove: { from: ['awaitingSecondApproval'], to: 'approved' },
  cancel: { from: ['requested', 'awaitingSecondApproval'], to: 'cancelled' },
  batch: { from: ['approved'], to: 'batched' },
  pay: { from: ['batched'], to: 'paid' },
  fail: { from: ['batched'], to: 'failed' },
} as const satisfies Record<string, { from: readonly PayoutStatus[]; to: PayoutStatus }>;
export type PayoutMove = keyof typeof payoutMoves;

export const canMovePayout = (status: PayoutStatus, move: PayoutMove): boolean =>
  (payoutMoves[move].from as readonly PayoutStatus[]).includes(status);

/** `ready`: made, not yet handed over; `sent`: with the rail, results awaited; `settled`: all known. */
export const payoutBatchStatuses = ['ready', 'sent', 'settled'] as const;
export type PayoutBatchStatus = (typeof payoutBatchStatuses)[number];
export const payoutBatchMoves = {
  send: { from: ['ready'], to: 'sent' },
  settle: { from: ['sent'], to: 'settled' },
} as const satisfies Record<string, { from: readonly PayoutBatchStatus[]; to: PayoutBatchStatus }>;

/**
 * The rails a batch goes out through: the partner bank's bulk-transfer file (uploaded by an admin,
 * results marked from the bank's report), and the simulator shipped for tests and demos.
 */
export const payoutRails = ['bankFile', 'simulator'] as const;
export type PayoutRailName = (typeof payoutRails)[number];

/** At most this many payouts in one batch: one bank upload. */
export const MAX_PAYOUTS_PER_BATCH = 200;

export const payoutMessages = {
  accountTitleRequired: 'Enter the account title, as the bank or wallet shows it',
  accountTitleTooLong: 'The account title must be at most 100 characters',
  accountNumberRequired: 'Enter the IBAN or the wallet number',
  amountInvalid: 'Enter an amount in rupees',
  reasonRequired: 'Please give the reason the bank gave',
} as const;

const accountTitle = onFirstUse(() =>
  z
    .string({ error: payoutMessages.accountTitleRequired })
    .check(
      z.trim(),
      z.minLength(2, payoutMessages.accountTitleRequired),
      z.maxLength(100, payoutMessages.accountTitleTooLong),
    ),
);

/**
 * The number is checked by the server's reader (`readPayoutDestination`), so each mistake gets
 * its own sentence (country, length, check digits, wallet format) instead of one for all.
 */
export const AddPayoutMethodBody = onFirstUse(() =>
  z.object({
    kind: z.enum(payoutMethodKinds),
    accountNumber: z
      .string({ error: payoutMessages.accountNumberRequired })
      .check(
        z.trim(),
        z.minLength(1, payoutMessages.accountNumberRequired),
        z.maxLength(64, payoutMessages.accountNumberRequired),
      ),
    accountTitle,
    makeDefault: z._default(z.boolean(), false),
  }),
);
export type AddPayoutMethodBody = z.input<typeof AddPayoutMethodBody>;

const payoutAmount = onFirstUse(() =>
  z
    .number({ error: payoutMessages.amountInvalid })
    .check(
      z.int(payoutMessages.amountInvalid),
      z.minimum(1, payoutMessages.amountInvalid),
      z.maximum(MAX_MILESTONE_PAISA, payoutMessages.amountInvalid),
    ),
);

export const RequestPayoutBody = onFirstUse(() =>
  z.object({
    idempotencyKey,
    amountPaisa: payoutAmount,
    /** The default method when absent. */
    methodId: z.optional(z.uuid()),
  }),
);
export type RequestPayoutBody = z.input<typeof RequestPayoutBody>;

export const MakePayoutBatchBody = onFirstUse(() =>
  z.object({
    idempotencyKey,
    rail: z.enum(payoutRails),
    payoutIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(MAX_PAYOUTS_PER_BATCH)),
  }),
);
export type MakePayoutBatchBody = z.input<typeof MakePayoutBatchBody>;

/** What the bank's result said of one payout. */
export const PayoutResultBody = onFirstUse(() =>
  z.object({
    outcome: z.enum(['paid', 'failed']),
    /** The bank's reason for a failure (required then), e.g. "Account closed". */
    reason: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
    /** The bank's reference of the transfer, for a paid one. */
    bankReference: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
  }),
);
export type PayoutResultBody = z.input<typeof PayoutResultBody>;

export const RemainingEarningsBody = onFirstUse(() => z.object({ idempotencyKey }));

export const PayoutMethodIdParams = onFirstUse(() => z.object({ methodId: z.uuid() }));
export const PayoutIdParams = onFirstUse(() => z.object({ payoutId: z.uuid() }));
export const PayoutBatchIdParams = onFirstUse(() => z.object({ batchId: z.uuid() }));
export const PayoutFreelancerParams = onFirstUse(() => z.object({ freelancerId: z.uuid() }));

export const ListPayoutsQuery = onFirstUse(() =>
  z.object({
    ...pageFields(50, 200),
    status: z._default(z.enum(payoutStatuses), 'requested'),
  }),
);

// Reading what a person typed

export type PayoutNumberProblem =
  | 'ibanNotPakistani'
  | 'ibanWrongLength'
  | 'ibanWrongFormat'
  | 'ibanCheckDigits'
  | 'walletNumberInvalid';

/**
 * A Pakistani IBAN as stored (`PK36SCBL0000001123456702`), or what is wrong with it: another
 * country's, not 24 characters, not PK's layout (4 bank letters, 16 digits), or check digits that
 * do not match (a typo), in that order, as ibantools reads the registry's layout and checksum.
 */
export function readPayoutIban(
  value: string,
): { number: string } | { problem: PayoutNumberProblem } {
  const iban = electronicFormatIBAN(value.replace(/[\s-]/g, '')) ?? '';
  if (!iban.startsWith('PK')) return { problem: 'ibanNotPakistani' };
  if (iban.length !== 24) return { problem: 'ibanWrongLength' };
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return { number: iban };
  if (
    errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat) ||
    errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)
  )
    return { problem: 'ibanWrongFormat' };
  return { problem: 'ibanCheckDigits' };
}

/** A wallet is its owner's mobile number, stored as dialled at home: `03001234567`. */
export function readPayoutDestination(
  kind: PayoutMethodKind,
  value: string,
): { number: string } | { problem: PayoutNumberProblem } {
  if (kind === 'iban') return readPayoutIban(value);
  const mobile = readMobile(value);
  return mobile ? { number: mobile } : { problem: 'walletNumberInvalid' };
}

/** An IBAN as `PK36****************6702`, a wallet as `034******67`: enough to recognise, no more. */
export const maskPayoutNumber = (kind: PayoutMethodKind, number: string): string =>
  kind === 'iban' ? maskBankAccount(number) : maskMiddle(number, 4, 3);

// Answers

const at = onFirstUse(() => z.string());

export const PayoutMethodDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    kind: z.enum(payoutMethodKinds),
    /** Masked: the whole number never leaves the server except in a bank file. */
    maskedNumber: z.string(),
    accountTitle: z.string(),
    isDefault: z.boolean(),
    createdAt: at,
  }),
);
export type PayoutMethodDto = z.infer<typeof PayoutMethodDto>;

export const PayoutDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    amountPaisa: z.number(),
    feePaisa: z.number(),
    /** What reaches the account: the amount less the fee. */
    netPaisa: z.number(),
    status: z.enum(payoutStatuses),
    method: z.object({
      kind: z.enum(payoutMethodKinds),
      maskedNumber: z.string(),
      accountTitle: z.string(),
    }),
    /** Who asked: the freelancer, or an admin paying out a closed or deactivated account. */
    requestedBy: z.enum(['freelancer', 'admin']),
    needsSecondApproval: z.boolean(),
    failureReason: z.nullable(z.string()),
    createdAt: at,
    decidedAt: z.nullable(at),
  }),
);
export type PayoutDto = z.infer<typeof PayoutDto>;

const Approval = onFirstUse(() =>
  z.nullable(z.object({ adminId: z.string(), adminName: z.string(), at })),
);

export const AdminPayoutDto = onFirstUse(() =>
  z.extend(PayoutDto, {
    freelancer: z.object({ id: z.string(), name: z.string(), closed: z.boolean() }),
    firstApproval: Approval,
    secondApproval: Approval,
    batchId: z.nullable(z.string()),
    bankReference: z.nullable(z.string()),
  }),
);
export type AdminPayoutDto = z.infer<typeof AdminPayoutDto>;

export const PayoutTermsDto = onFirstUse(() =>
  z.object({
    minimumPaisa: z.number(),
    feePaisa: z.object({ bank: z.number(), wallet: z.number() }),
    secondApprovalAbovePaisa: z.number(),
  }),
);
export type PayoutTermsDto = z.infer<typeof PayoutTermsDto>;

export const PayoutsOverviewDto = onFirstUse(() =>
  z.object({
    availablePaisa: z.number(),
    terms: PayoutTermsDto,
    methods: z.array(PayoutMethodDto),
    /** Newest first, the latest 50. */
    payouts: z.array(PayoutDto),
  }),
);
export type PayoutsOverviewDto = z.infer<typeof PayoutsOverviewDto>;

export const PayoutBatchDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    rail: z.enum(payoutRails),
    status: z.enum(payoutBatchStatuses),
    payoutCount: z.number(),
    totalPaisa: z.number(),
    paidCount: z.number(),
    failedCount: z.number(),
    createdAt: at,
    sentAt: z.nullable(at),
    settledAt: z.nullable(at),
  }),
);
export type PayoutBatchDto = z.infer<typeof PayoutBatchDto>;

/** A closed or deactivated freelancer with earnings left: an admin may pay them out. */
export const DormantEarningsDto = onFirstUse(() =>
  z.object({
    freelancerId: z.string(),
    name: z.string(),
    closed: z.boolean(),
    availablePaisa: z.number(),
    hasMethod: z.boolean(),
  }),
);
export type DormantEarningsDto = z.infer<typeof DormantEarningsDto>;

export const AdminPayoutsPage = onFirstUse(() =>
  z.object({
    payouts: z.array(AdminPayoutDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);
