import * as z from 'zod/mini';
import { pageFields } from './paging';
import { onFirstUse } from './on-first-use';

/**
 * The deal after Accept: an offer and its versions, the contract it becomes, its milestones and
 * the money held for them (docs/decisions/028-contracts-and-escrow.md). Money crosses the API as
 * whole paisa (1 rupee = 100 paisa), never as a fraction: the browser converts what a person types
 * in rupees, and every sum on the server is an integer sum.
 */

export const PAISA_PER_RUPEE = 100;
/** The smallest milestone: Rs 500, below which the bank's own charges make escrow pointless. */
export const MIN_MILESTONE_PAISA = 500 * PAISA_PER_RUPEE;
/** The largest milestone: Rs 10,000,000, far inside PostgreSQL's bigint and JavaScript's integers. */
export const MAX_MILESTONE_PAISA = 10_000_000 * PAISA_PER_RUPEE;
export const MAX_MILESTONES_PER_OFFER = 20;
export const CONTRACTS_PAGE_DEFAULT = 20;
export const CONTRACTS_PAGE_MAX = 100;
export const STATEMENT_PAGE_DEFAULT = 50;
export const STATEMENT_PAGE_MAX = 200;
/**
 * The platform's fee when nothing configures another (`PLATFORM_FEE_BPS`): 500 basis points, 5%.
 * The offer form shows it before an offer is sent; a contract's own `feeBps` wins once it exists.
 */
export const DEFAULT_FEE_BPS = 500;

/** What a fee of `feeBps` basis points takes from `amountPaisa`: rounded down, in the payee's favour. */
export const feeOf = (amountPaisa: number, feeBps: number): number =>
  Math.floor((amountPaisa * feeBps) / 10_000);

/** What the freelancer receives of `amountPaisa` once the platform's fee is taken. */
export const payeeShareOf = (amountPaisa: number, feeBps: number): number =>
  amountPaisa - feeOf(amountPaisa, feeBps);

/** Rupees as a person types them ("12,500" or "12500.50") to paisa; null when it is not an amount. */
export function rupeesToPaisa(typed: string): number | null {
  const plain = typed.replace(/[,\s]/g, '');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain)) return null;
  const [rupees, fraction = ''] = plain.split('.');
  return Number(rupees) * PAISA_PER_RUPEE + Number(fraction.padEnd(2, '0'));
}

/**
 * Paisa as a person reads it: "Rs 12,500", or "Rs 12,500.50" when there are paisa. Written in
 * money.ts, beside formatPkr, so shared-ui shows amounts by the same function without the contract.
 */
export { formatPaisa } from './money';

export const dealParties = ['company', 'freelancer'] as const;
export type DealParty = (typeof dealParties)[number];

/**
 * offered: a version waits for the party named by `awaiting`; declined: either side said no (the
 * versions stay readable); active: a version was accepted and is the contract; ended: closed by
 * either party, read-only.
 */
export const contractStatuses = ['offered', 'declined', 'active', 'ended'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/**
 * A milestone's life. `proposed`: a milestone one party wants to add to an active contract, until
 * the other agrees (then `unfunded`) or refuses (`rejected`). `awaitingConfirmation`: the company
 * says it paid; an admin has yet to see the money. `cancelled`: never funded when the contract
 * ended. `released` and `refunded` are final: the escrow is empty.
 */
export const milestoneStatuses = [
  'proposed',
  'rejected',
  'unfunded',
  'awaitingConfirmation',
  'funded',
  'submitted',
  'changesRequested',
  'released',
  'refunded',
  'cancelled',
  /** A party disputes the work's money: nothing leaves the escrow until the dispute is settled. */
  'disputed',
] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

/** A bonus is paid on top of the agreed work: funded like a milestone, released once funded. */
export const milestoneKinds = ['work', 'bonus'] as const;
export type MilestoneKind = (typeof milestoneKinds)[number];

/**
 * Every legal move of a milestone, and nothing else: the server moves a row only with
 * `UPDATE … WHERE status IN (from)`, and the pages offer only the moves listed here.
 */
export const milestoneMoves = {
  agree: { from: ['proposed'], to: 'unfunded' },
  reject: { from: ['proposed'], to: 'rejected' },
  sendProof: { from: ['unfunded'], to: 'awaitingConfirmation' },
  refusePayIn: { from: ['awaitingConfirmation'], to: 'unfunded' },
  confirmPayIn: { from: ['unfunded', 'awaitingConfirmation'], to: 'funded' },
  submit: { from: ['funded', 'changesRequested'], to: 'submitted' },
  requestChanges: { from: ['submitted'], to: 'changesRequested' },
  approve: { from: ['submitted'], to: 'released' },
  autoRelease: { from: ['submitted'], to: 'released' },
  releaseBonus: { from: ['funded'], to: 'released' },
  /** A partial release that empties the escrow ends the milestone as released. */
  releaseRest: { from: ['funded', 'submitted', 'changesRequested'], to: 'released' },
  refund: { from: ['funded', 'changesRequested'], to: 'refunded' },
  cancel: { from: ['proposed', 'unfunded', 'awaitingConfirmation'], to: 'cancelled' },
  /** Either party disputes submitted work or work sent back for changes (decision 031). */
  dispute: { from: ['submitted', 'changesRequested'], to: 'disputed' },
  /** A settlement that pays the freelancer some of the escrow (the rest, if any, refunded). */
  settleReleased: { from: ['disputed'], to: 'released' },
  /** A settlement that gives the whole escrow back to the company. */
  settleRefunded: { from: ['disputed'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly MilestoneStatus[]; to: MilestoneStatus }>;
export type MilestoneMove = keyof typeof milestoneMoves;

export const canMove = (status: MilestoneStatus, move: MilestoneMove): boolean =>
  (milestoneMoves[move].from as readonly MilestoneStatus[]).includes(status);

/** Money can leave a milestone's escrow in part while the work goes on. */
export const partlyReleasable: readonly MilestoneStatus[] = [
  'funded',
  'submitted',
  'changesRequested',
];

export const dealMessages = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 120 characters',
  scopeRequired: 'Describe the work in a few words',
  scopeTooLong: 'The scope must be at most 5000 characters',
  milestoneTitleRequired: 'Each milestone needs a title',
  milestoneTitleTooLong: 'A milestone title must be at most 120 characters',
  amountRequired: 'Amount is required',
  amountInvalid: 'Amount must be between Rs 500 and Rs 10,000,000',
  dueDateInvalid: 'Due date must be a date (YYYY-MM-DD)',
  milestonesRequired: 'Add at least one milestone',
  tooManyMilestones: 'An offer can have at most 20 milestones',
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'The reason must be at most 2000 characters',
  noteTooLong: 'The note must be at most 5000 characters',
  transactionIdRequired: 'Enter the transaction ID from your bank',
  transactionIdInvalid: 'A transaction ID is 4 to 40 letters, digits or dashes',
  referenceRequired: 'Enter the reference as the bank statement shows it',
  idempotencyKey: 'This request needs a fresh idempotency key',
} as const;

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/** Whole paisa within a milestone's limits. */
export const milestoneAmount = onFirstUse(() =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? dealMessages.amountRequired : dealMessages.amountInvalid,
    })
    .check(
      z.int(dealMessages.amountInvalid),
      z.minimum(MIN_MILESTONE_PAISA, dealMessages.amountInvalid),
      z.maximum(MAX_MILESTONE_PAISA, dealMessages.amountInvalid),
    ),
);

/** A calendar day in Pakistan's time, as the date input gives it. */
export const dueDate = onFirstUse(() =>
  z.string({ error: dealMessages.dueDateInvalid }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, dealMessages.dueDateInvalid),
    z.refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), dealMessages.dueDateInvalid),
  ),
);

/**
 * The key a client makes once per intended action (a UUID) and sends again on a retry, so a
 * repeated request is answered as the first one was instead of moving money twice.
 */
export const idempotencyKey = onFirstUse(() =>
  z
    .string({ error: dealMessages.idempotencyKey })
    .check(z.regex(/^[A-Za-z0-9-]{16,64}$/, dealMessages.idempotencyKey)),
);

export const MilestoneDraft = onFirstUse(() =>
  z.object({
    title: text(dealMessages.milestoneTitleRequired, 120, dealMessages.milestoneTitleTooLong),
    amountPaisa: milestoneAmount,
    dueDate,
  }),
);
export type MilestoneDraft = z.output<typeof MilestoneDraft>;

/** The terms of one version of an offer. */
export const OfferTerms = onFirstUse(() =>
  z.object({
    title: text(dealMessages.titleRequired, 120, dealMessages.titleTooLong),
    scope: text(dealMessages.scopeRequired, 5000, dealMessages.scopeTooLong),
    milestones: z
      .array(MilestoneDraft, { error: dealMessages.milestonesRequired })
      .check(
        z.minLength(1, dealMessages.milestonesRequired),
        z.maxLength(MAX_MILESTONES_PER_OFFER, dealMessages.tooManyMilestones),
      ),
  }),
);
export type OfferTerms = z.output<typeof OfferTerms>;

export const SendOfferBody = onFirstUse(() => z.extend(OfferTerms, { applicationId: z.uuid() }));
export type SendOfferBody = z.output<typeof SendOfferBody>;

/** Answers always name the version read, so an answer to a version since countered is refused. */
export const AnswerOfferBody = onFirstUse(() =>
  z.object({
    version: z.number().check(z.int(), z.minimum(1)),
    action: z.enum(['accept', 'decline']),
  }),
);
export const CounterOfferBody = onFirstUse(() =>
  z.extend(OfferTerms, {
    version: z.number().check(z.int(), z.minimum(1)),
  }),
);
export const AnswerMilestoneBody = onFirstUse(() =>
  z.object({ action: z.enum(['agree', 'reject']) }),
);
export const ReasonBody = onFirstUse(() =>
  z.object({
    reason: text(dealMessages.reasonRequired, 2000, dealMessages.reasonTooLong),
  }),
);
export const MoneyMoveBody = onFirstUse(() => z.object({ idempotencyKey }));
export const ReleasePartBody = onFirstUse(() =>
  z.object({ idempotencyKey, amountPaisa: milestoneAmount }),
);
export const BonusBody = onFirstUse(() =>
  z.object({
    idempotencyKey,
    amountPaisa: milestoneAmount,
    note: z._default(z.string().check(z.trim(), z.maxLength(5000, dealMessages.noteTooLong)), ''),
  }),
);
export const EndContractBody = onFirstUse(() => z.extend(ReasonBody, { idempotencyKey }));
export const SubmitWorkFields = onFirstUse(() =>
  z.object({
    note: z._default(z.string().check(z.trim(), z.maxLength(5000, dealMessages.noteTooLong)), ''),
  }),
);

/** How a company pays a milestone: a bank transfer checked by an admin, or JazzCash's checkout. */
export const payInRails = ['bankTransfer', 'jazzCash'] as const;
export type PayInRail = (typeof payInRails)[number];
export const StartPayInBody = onFirstUse(() =>
  z.object({ idempotencyKey, rail: z.enum(payInRails) }),
);
export const PayInProofFields = onFirstUse(() =>
  z.object({
    transactionId: z
      .string({ error: dealMessages.transactionIdRequired })
      .check(
        z.trim(),
        z.minLength(1, dealMessages.transactionIdRequired),
        z.regex(/^[A-Za-z0-9-]{4,40}$/, dealMessages.transactionIdInvalid),
      ),
  }),
);
/** What the admin read on the bank statement: it must match what the pay-in expects. */
export const ConfirmPayInBody = onFirstUse(() =>
  z.object({
    idempotencyKey,
    amountPaisa: milestoneAmount,
    reference: text(dealMessages.referenceRequired, 40, dealMessages.referenceRequired),
  }),
);
export const RefusePayInBody = ReasonBody;

export const ContractIdParams = onFirstUse(() => z.object({ contractId: z.uuid() }));
export const MilestoneIdParams = onFirstUse(() => z.object({ milestoneId: z.uuid() }));
export const ContractMilestoneParams = onFirstUse(() =>
  z.object({ contractId: z.uuid(), milestoneId: z.uuid() }),
);
export const PayInIdParams = onFirstUse(() => z.object({ payInId: z.uuid() }));

export const ListContractsQuery = onFirstUse(() =>
  z.object({
    ...pageFields(CONTRACTS_PAGE_DEFAULT, CONTRACTS_PAGE_MAX),
    status: z.optional(z.enum(contractStatuses)),
  }),
);
export const payInStatuses = [
  'awaitingPayment',
  'awaitingConfirmation',
  'confirmed',
  'refused',
  /** The money came after the milestone could take it: it went to the company's balance. */
  'credited',
] as const;
export type PayInStatus = (typeof payInStatuses)[number];
export const ListPayInsQuery = onFirstUse(() =>
  z.object({
    ...pageFields(CONTRACTS_PAGE_DEFAULT, CONTRACTS_PAGE_MAX),
    status: z._default(z.enum(payInStatuses), 'awaitingConfirmation'),
  }),
);
export const StatementQuery = onFirstUse(() =>
  z.object({
    ...pageFields(STATEMENT_PAGE_DEFAULT, STATEMENT_PAGE_MAX),
  }),
);

// Answers

const at = onFirstUse(() => z.string()); // ISO 8601 instants
const Party = onFirstUse(() => z.object({ id: z.string(), name: z.string() }));

export const OfferVersionDto = onFirstUse(() =>
  z.object({
    version: z.number(),
    proposedBy: z.enum(dealParties),
    title: z.string(),
    scope: z.string(),
    milestones: z.array(
      z.object({ title: z.string(), amountPaisa: z.number(), dueDate: z.string() }),
    ),
    totalPaisa: z.number(),
    createdAt: at,
  }),
);
export type OfferVersionDto = z.infer<typeof OfferVersionDto>;

export const SubmissionDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    note: z.string(),
    files: z.array(z.object({ id: z.string(), contentType: z.string(), byteSize: z.number() })),
    createdAt: at,
  }),
);

export const MilestoneDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    position: z.number(),
    kind: z.enum(milestoneKinds),
    title: z.string(),
    amountPaisa: z.number(),
    dueDate: z.nullable(z.string()),
    status: z.enum(milestoneStatuses),
    proposedBy: z.nullable(z.enum(dealParties)),
    /** Held now for this milestone, and paid out of it so far (before the fee), from the ledger. */
    escrowPaisa: z.number(),
    releasedPaisa: z.number(),
    /** When the money goes to the freelancer unless the company acts (submitted milestones only). */
    releaseDueAt: z.nullable(at),
    changesReason: z.nullable(z.string()),
    submissions: z.array(SubmissionDto),
  }),
);
export type MilestoneDto = z.infer<typeof MilestoneDto>;

export const contractEventKinds = [
  'offerSent',
  'offerCountered',
  'offerAccepted',
  'offerDeclined',
  'milestoneProposed',
  'milestoneAgreed',
  'milestoneRejected',
  'payInStarted',
  'proofSent',
  'payInConfirmed',
  'payInRefused',
  'payInCredited',
  'workSubmitted',
  'changesRequested',
  'released',
  'partReleased',
  'autoReleased',
  'releaseReminder',
  'bonusAdded',
  'refunded',
  'contractEnded',
  // Disputes (docs/decisions/031-disputes.md)
  'disputeOpened',
  'disputeAnswered',
  'disputeEvidence',
  'disputeSettled',
  'disputeDecided',
] as const;
export type ContractEventKind = (typeof contractEventKinds)[number];

export const ContractEventDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    kind: z.enum(contractEventKinds),
    by: z.enum(['company', 'freelancer', 'admin', 'system']),
    milestoneId: z.nullable(z.string()),
    amountPaisa: z.nullable(z.number()),
    note: z.nullable(z.string()),
    createdAt: at,
  }),
);
export type ContractEventDto = z.infer<typeof ContractEventDto>;

export const ContractDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    applicationId: z.string(),
    jobId: z.string(),
    jobTitle: z.string(),
    company: Party,
    freelancer: Party,
    status: z.enum(contractStatuses),
    /** Whose answer the current version waits for (offered contracts only). */
    awaiting: z.nullable(z.enum(dealParties)),
    /** The platform's fee, fixed when the offer was first sent: 500 = 5%. */
    feeBps: z.number(),
    currentVersion: z.number(),
    versions: z.array(OfferVersionDto),
    milestones: z.array(MilestoneDto),
    events: z.array(ContractEventDto),
    escrowPaisa: z.number(),
    releasedPaisa: z.number(),
    refundedPaisa: z.number(),
    createdAt: at,
    acceptedAt: z.nullable(at),
    endedAt: z.nullable(at),
    endedBy: z.nullable(z.enum(dealParties)),
    endReason: z.nullable(z.string()),
  }),
);
export type ContractDto = z.infer<typeof ContractDto>;

export const ContractSummaryDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    jobTitle: z.string(),
    company: Party,
    freelancer: Party,
    status: z.enum(contractStatuses),
    awaiting: z.nullable(z.enum(dealParties)),
    totalPaisa: z.number(),
    escrowPaisa: z.number(),
    updatedAt: at,
  }),
);
export type ContractSummaryDto = z.infer<typeof ContractSummaryDto>;

export const ContractsPage = onFirstUse(() =>
  z.object({
    contracts: z.array(ContractSummaryDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);

/** Where to send a bank transfer: the platform's account at its partner bank (configuration). */
export const PayInInstructionsDto = onFirstUse(() =>
  z.object({
    bankName: z.string(),
    accountTitle: z.string(),
    iban: z.string(),
    raastId: z.nullable(z.string()),
  }),
);

/**
 * A provider's hosted checkout (JazzCash's page redirection): the browser posts `fields`, signed
 * by the server, to `url`. No secret is among them; `pp_Password` is, by the provider's protocol.
 */
export const HostedCheckoutDto = onFirstUse(() =>
  z.object({
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    expiresAt: at,
  }),
);
export type HostedCheckoutDto = z.infer<typeof HostedCheckoutDto>;

export const PayInDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    contractId: z.string(),
    milestoneId: z.string(),
    rail: z.enum(payInRails),
    amountPaisa: z.number(),
    /** Unique per pay-in: the company writes it in the transfer so the statement names the milestone. */
    reference: z.string(),
    status: z.enum(payInStatuses),
    transactionId: z.nullable(z.string()),
    proofFileId: z.nullable(z.string()),
    refusedReason: z.nullable(z.string()),
    /** Where to transfer: a bank transfer's only (an online rail has its checkout instead). */
    instructions: z.nullable(PayInInstructionsDto),
    /** An online rail's hosted checkout while the pay-in waits for its payment; null otherwise. */
    checkout: z.nullable(HostedCheckoutDto),
    createdAt: at,
    decidedAt: z.nullable(at),
  }),
);
export type PayInDto = z.infer<typeof PayInDto>;

/** Why an admin should look twice before confirming. */
export const payInFlags = ['transactionIdUsed', 'proofUsed'] as const;
export type PayInFlag = (typeof payInFlags)[number];

export const AdminPayInDto = onFirstUse(() =>
  z.extend(PayInDto, {
    company: Party,
    contractTitle: z.string(),
    milestoneTitle: z.string(),
    flags: z.array(z.enum(payInFlags)),
  }),
);
export type AdminPayInDto = z.infer<typeof AdminPayInDto>;

export const PayInsPage = onFirstUse(() =>
  z.object({
    payIns: z.array(AdminPayInDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);

/**
 * One line of a party's statement: one ledger entry on one of its accounts. Signed as the party
 * sees it: money coming to it is positive. A contract's ledger shows every account the contract
 * touched, so its lines also name the platform's fee (`fees`) and the rail money came in through
 * (`incoming`).
 */
// `tax`: income tax withheld at a release, shown on the contract's ledger (decision 029).
export const statementAccounts = [
  'escrow',
  'earnings',
  'balance',
  'fees',
  'incoming',
  'tax',
  /** Earnings on their way out in a payout, until it is paid or returned. */
  'payout',
  /** A credit on the partner bank's statement that no pay-in claimed, until an admin applies it. */
  'unmatched',
  /** Money sent out of the partner account (a payout, a refund). */
  'outgoing',
] as const;
export type StatementAccount = (typeof statementAccounts)[number];
export const StatementLineDto = onFirstUse(() =>
  z.object({
    id: z.string(),
    at,
    kind: z.string(),
    account: z.enum(statementAccounts),
    amountPaisa: z.number(),
    contractId: z.nullable(z.string()),
    contractTitle: z.nullable(z.string()),
    milestoneTitle: z.nullable(z.string()),
  }),
);
export type StatementLineDto = z.infer<typeof StatementLineDto>;

export const StatementPage = onFirstUse(() =>
  z.object({
    lines: z.array(StatementLineDto),
    limit: z.number(),
    nextCursor: z.nullable(z.string()),
  }),
);

/** A freelancer's Earnings page and a company's Payments page, as sums of ledger entries. */
export const MoneySummaryDto = onFirstUse(() =>
  z.object({
    role: z.enum(dealParties),
    /** Freelancer: earnings that can be paid out. Company: refunds kept on the platform. */
    availablePaisa: z.number(),
    inEscrowPaisa: z.number(),
    /** Freelancer: received this calendar month (Pakistan's). Company: released ever. */
    releasedPaisa: z.number(),
    /** Company only (0 for a freelancer): ever funded, ever refunded. */
    fundedPaisa: z.number(),
    refundedPaisa: z.number(),
    feeBps: z.number(),
  }),
);
export type MoneySummaryDto = z.infer<typeof MoneySummaryDto>;
