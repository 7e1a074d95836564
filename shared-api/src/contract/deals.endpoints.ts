import * as z from 'zod/mini';
import {
  AnswerMilestoneBody,
  AnswerOfferBody,
  BonusBody,
  ConfirmPayInBody,
  ContractDto,
  ContractIdParams,
  ContractMilestoneParams,
  ContractsPage,
  CounterOfferBody,
  EndContractBody,
  ListContractsQuery,
  ListPayInsQuery,
  MilestoneDraft,
  MilestoneIdParams,
  MoneyMoveBody,
  MoneySummaryDto,
  PayInDto,
  PayInIdParams,
  PayInProofFields,
  PayInsPage,
  ReasonBody,
  RefusePayInBody,
  ReleasePartBody,
  SendOfferBody,
  StartPayInBody,
  StatementPage,
  StatementQuery,
  SubmitWorkFields,
  AdminPayInDto,
} from './deals';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { onFirstUse } from './on-first-use';

/**
 * The deal after Accept (docs/decisions/028-contracts-and-escrow.md): offers and contracts,
 * paying a milestone into escrow, the work and its release, and each party's money. Every
 * request that moves money carries an idempotency key.
 */

const contractAnswer = onFirstUse(() => envelope(z.object({ contract: ContractDto })));
const payInAnswer = onFirstUse(() => envelope(z.object({ payIn: PayInDto })));
const parties = ['company', 'freelancer'] as const;
const contractRefusals = ['contractNotFound', 'notContractParty'] as const;
const milestoneRefusals = ['milestoneNotFound', 'notContractParty', 'contractNotActive'] as const;

// Offers and contracts

export const sendOffer = endpoint({
  operationId: 'sendOffer',
  method: 'POST',
  path: '/contracts/offers',
  tag: 'contracts',
  summary: 'Offer a contract to an accepted applicant: title, scope and milestones in paisa',
  who: ['company'],
  approved: true,
  body: SendOfferBody,
  status: 201,
  answer: contractAnswer,
  errors: ['applicationNotFound', 'notDecider', 'applicationNotAccepted', 'offerExists'],
});

export const answerOffer = endpoint({
  operationId: 'answerOffer',
  method: 'POST',
  path: '/contracts/:contractId/answer',
  tag: 'contracts',
  summary: 'Accept or decline the current version of an offer (the party it waits for)',
  who: parties,
  approved: true,
  params: ContractIdParams,
  body: AnswerOfferBody,
  status: 200,
  answer: contractAnswer,
  errors: [...contractRefusals, 'notYourTurn', 'staleVersion', 'offerAnswered'],
});

export const counterOffer = endpoint({
  operationId: 'counterOffer',
  method: 'POST',
  path: '/contracts/:contractId/counter',
  tag: 'contracts',
  summary: 'Propose changed terms: a new version the other party then answers',
  who: parties,
  approved: true,
  params: ContractIdParams,
  body: CounterOfferBody,
  status: 200,
  answer: contractAnswer,
  errors: [...contractRefusals, 'notYourTurn', 'staleVersion', 'offerAnswered'],
});

export const myContracts = endpoint({
  operationId: 'listMyContracts',
  method: 'GET',
  path: '/contracts',
  tag: 'contracts',
  summary: "The signed-in party's offers and contracts, latest activity first, paged",
  who: parties,
  query: ListContractsQuery,
  status: 200,
  answer: onFirstUse(() => envelope(ContractsPage)),
  errors: ['badCursor'],
});

export const oneContract = endpoint({
  operationId: 'readContract',
  method: 'GET',
  path: '/contracts/:contractId',
  tag: 'contracts',
  summary: 'A contract room: versions, milestones, escrow, the timeline (its parties, or an admin)',
  who: ['company', 'freelancer', 'admin'],
  params: ContractIdParams,
  status: 200,
  answer: contractAnswer,
  errors: contractRefusals,
});

export const adminContracts = endpoint({
  operationId: 'listContracts',
  method: 'GET',
  path: '/admin/contracts',
  tag: 'contracts',
  summary: 'Every contract, latest activity first, of one status if asked (admins, read-only)',
  who: ['admin'],
  query: ListContractsQuery,
  status: 200,
  answer: onFirstUse(() => envelope(ContractsPage)),
  errors: ['badCursor'],
});

export const proposeMilestone = endpoint({
  operationId: 'proposeMilestone',
  method: 'POST',
  path: '/contracts/:contractId/milestones',
  tag: 'contracts',
  summary: 'Propose one more milestone on an active contract; the other party must agree',
  who: parties,
  approved: true,
  params: ContractIdParams,
  body: MilestoneDraft,
  status: 201,
  answer: contractAnswer,
  errors: [...contractRefusals, 'contractNotActive', 'tooManyMilestones'],
});

export const answerMilestone = endpoint({
  operationId: 'answerMilestone',
  method: 'POST',
  path: '/contracts/:contractId/milestones/:milestoneId/answer',
  tag: 'contracts',
  summary: 'Agree to or refuse a milestone the other party proposed',
  who: parties,
  approved: true,
  params: ContractMilestoneParams,
  body: AnswerMilestoneBody,
  status: 200,
  answer: contractAnswer,
  errors: [...milestoneRefusals, 'ownProposal', 'illegalMove'],
});

// Paying a milestone into escrow

export const startPayIn = endpoint({
  operationId: 'startPayIn',
  method: 'POST',
  path: '/milestones/:milestoneId/pay-in',
  tag: 'payments',
  summary:
    'Start funding a milestone: its unique payment reference and where to transfer (the open ' +
    'pay-in again if one is open)',
  who: ['company'],
  approved: true,
  params: MilestoneIdParams,
  body: StartPayInBody,
  status: 200,
  answer: payInAnswer,
  errors: [...milestoneRefusals, 'onlyCompany', 'illegalMove'],
});

export const milestonePayIn = endpoint({
  operationId: 'readMilestonePayIn',
  method: 'GET',
  path: '/milestones/:milestoneId/pay-in',
  tag: 'payments',
  summary: "A milestone's latest pay-in, or null (its parties, or an admin)",
  who: ['company', 'freelancer', 'admin'],
  params: MilestoneIdParams,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ payIn: z.nullable(PayInDto) }))),
  errors: ['milestoneNotFound', 'notContractParty'],
});

export const sendPayInProof = endpoint({
  operationId: 'sendPayInProof',
  method: 'POST',
  path: '/pay-ins/:payInId/proof',
  tag: 'payments',
  summary:
    "The bank's transaction ID and the transfer receipt (image or PDF) for an admin to check",
  who: ['company'],
  approved: true,
  params: PayInIdParams,
  body: PayInProofFields,
  files: ['proof'],
  status: 200,
  answer: payInAnswer,
  errors: ['payInNotFound', 'onlyCompany', 'payInDecided', 'receiptRequired', 'contractNotActive'],
});

export const payInQueue = endpoint({
  operationId: 'listPayIns',
  method: 'GET',
  path: '/admin/pay-ins',
  tag: 'payments',
  summary: 'Pay-ins of one status (by default those waiting for confirmation), oldest first',
  who: ['admin'],
  query: ListPayInsQuery,
  status: 200,
  answer: onFirstUse(() => envelope(PayInsPage)),
  errors: ['badCursor'],
});

export const confirmPayIn = endpoint({
  operationId: 'confirmPayIn',
  method: 'POST',
  path: '/admin/pay-ins/:payInId/confirm',
  tag: 'payments',
  summary:
    'Confirm the money arrived: the amount and reference as the bank statement shows them must ' +
    'match; the milestone is then funded',
  who: ['admin'],
  params: PayInIdParams,
  body: ConfirmPayInBody,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ payIn: AdminPayInDto }))),
  errors: [
    'payInNotFound',
    'payInDecided',
    'payInMismatch',
    'contractNotActive',
    'idempotencyReused',
  ],
});

export const refusePayIn = endpoint({
  operationId: 'refusePayIn',
  method: 'POST',
  path: '/admin/pay-ins/:payInId/refuse',
  tag: 'payments',
  summary: 'Refuse a pay-in with a reason the company reads; the milestone waits for funding again',
  who: ['admin'],
  params: PayInIdParams,
  body: RefusePayInBody,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ payIn: AdminPayInDto }))),
  errors: ['payInNotFound', 'payInDecided'],
});

// The work and its release

export const submitWork = endpoint({
  operationId: 'submitWork',
  method: 'POST',
  path: '/milestones/:milestoneId/submit',
  tag: 'contracts',
  summary: 'Submit work on a funded milestone: a note and files; the release clock starts',
  who: ['freelancer'],
  approved: true,
  params: MilestoneIdParams,
  body: SubmitWorkFields,
  files: ['files'],
  status: 200,
  answer: contractAnswer,
  errors: [
    ...milestoneRefusals,
    'onlyFreelancer',
    'illegalMove',
    'submissionEmpty',
    'workWrongType',
    'fileTooLarge',
    'tooManyParts',
  ],
});

export const requestChanges = endpoint({
  operationId: 'requestChanges',
  method: 'POST',
  path: '/milestones/:milestoneId/request-changes',
  tag: 'contracts',
  summary: 'Ask for changes with a reason; the release clock stops until the next submission',
  who: ['company'],
  approved: true,
  params: MilestoneIdParams,
  body: ReasonBody,
  status: 200,
  answer: contractAnswer,
  errors: [...milestoneRefusals, 'onlyCompany', 'illegalMove'],
});

export const approveMilestone = endpoint({
  operationId: 'approveMilestone',
  method: 'POST',
  path: '/milestones/:milestoneId/approve',
  tag: 'contracts',
  summary: "Approve submitted work: the milestone's escrow goes to the freelancer, less the fee",
  who: ['company'],
  approved: true,
  params: MilestoneIdParams,
  body: MoneyMoveBody,
  status: 200,
  answer: contractAnswer,
  errors: [...milestoneRefusals, 'onlyCompany', 'illegalMove', 'idempotencyReused'],
});

export const releasePart = endpoint({
  operationId: 'releasePart',
  method: 'POST',
  path: '/milestones/:milestoneId/release-part',
  tag: 'contracts',
  summary: "Release part of a milestone's escrow now; releasing all of it ends the milestone",
  who: ['company'],
  approved: true,
  params: MilestoneIdParams,
  body: ReleasePartBody,
  status: 200,
  answer: contractAnswer,
  errors: [
    ...milestoneRefusals,
    'onlyCompany',
    'illegalMove',
    'amountAboveEscrow',
    'idempotencyReused',
  ],
});

export const addBonus = endpoint({
  operationId: 'addBonus',
  method: 'POST',
  path: '/contracts/:contractId/bonus',
  tag: 'contracts',
  summary: 'Add a bonus: funded like a milestone, released to the freelancer once funded',
  who: ['company'],
  approved: true,
  params: ContractIdParams,
  body: BonusBody,
  status: 201,
  answer: contractAnswer,
  errors: [...contractRefusals, 'onlyCompany', 'contractNotActive', 'idempotencyReused'],
});

export const endContract = endpoint({
  operationId: 'endContract',
  method: 'POST',
  path: '/contracts/:contractId/end',
  tag: 'contracts',
  summary:
    'End a contract (either party): funded work not yet submitted goes back to the company; ' +
    'submitted work must be decided first',
  who: parties,
  approved: true,
  params: ContractIdParams,
  body: EndContractBody,
  status: 200,
  answer: contractAnswer,
  errors: [
    ...contractRefusals,
    'contractNotActive',
    'workAwaitsDecision',
    'disputeOpen',
    'idempotencyReused',
  ],
});

// Each party's money

export const moneySummary = endpoint({
  operationId: 'readMoneySummary',
  method: 'GET',
  path: '/money/summary',
  tag: 'money',
  summary: "A freelancer's earnings or a company's payments, as sums of the ledger",
  who: parties,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ summary: MoneySummaryDto }))),
  errors: [],
});

export const moneyStatement = endpoint({
  operationId: 'readStatement',
  method: 'GET',
  path: '/money/statement',
  tag: 'money',
  summary: "The signed-in party's ledger lines, newest first, paged",
  who: parties,
  query: StatementQuery,
  status: 200,
  answer: onFirstUse(() => envelope(StatementPage)),
  errors: ['badCursor'],
});

export const moneyStatementCsv = endpoint({
  operationId: 'downloadStatement',
  method: 'GET',
  path: '/money/statement.csv',
  tag: 'money',
  summary: "The signed-in party's whole statement as CSV (amounts in rupees with paisa)",
  who: parties,
  status: 200,
  answer: null,
  errors: [],
});

export const contractLedger = endpoint({
  operationId: 'readContractLedger',
  method: 'GET',
  path: '/contracts/:contractId/ledger',
  tag: 'money',
  summary: "A contract's ledger lines, oldest first (its parties, or an admin)",
  who: ['company', 'freelancer', 'admin'],
  params: ContractIdParams,
  query: StatementQuery,
  status: 200,
  answer: onFirstUse(() => envelope(StatementPage)),
  errors: [...contractRefusals, 'badCursor'],
});

/** The deal's endpoints, in the order the API's document lists them. */
export const dealEndpoints = [
  sendOffer,
  answerOffer,
  counterOffer,
  myContracts,
  oneContract,
  adminContracts,
  proposeMilestone,
  answerMilestone,
  submitWork,
  requestChanges,
  approveMilestone,
  releasePart,
  addBonus,
  endContract,
  startPayIn,
  milestonePayIn,
  sendPayInProof,
  payInQueue,
  confirmPayIn,
  refusePayIn,
  moneySummary,
  moneyStatement,
  moneyStatementCsv,
  contractLedger,
] as const;
