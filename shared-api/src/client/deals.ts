import {
  API_PREFIX,
  addBonus,
  answerMilestone,
  answerOffer,
  approveMilestone,
  confirmPayIn,
  contractLedger,
  counterOffer,
  endContract,
  milestonePayIn,
  moneyStatement,
  moneyStatementCsv,
  moneySummary,
  myContracts,
  oneContract,
  payInQueue,
  proposeMilestone,
  refusePayIn,
  releasePart,
  requestChanges,
  sendOffer,
  sendPayInProof,
  startPayIn,
  submitWork,
  type BodyOf,
  type PayInRail,
} from '@kaamyaab/shared-api/contract';
import { call } from './call';
import { subscribeLive } from './live-events';

/**
 * The deal's calls of the API contract (offers, contracts, pay-ins, money) as named calls over
 * `call`, so tests spy on them. Each answers what its screens read: a contract, a pay-in, a page.
 */
export const dealsApi = {
  sendOffer: async (body: BodyOf<typeof sendOffer>) =>
    (await call(sendOffer, { body })).data.contract,
  answerOffer: async (contractId: string, body: BodyOf<typeof answerOffer>) =>
    (await call(answerOffer, { params: { contractId }, body })).data.contract,
  counterOffer: async (contractId: string, body: BodyOf<typeof counterOffer>) =>
    (await call(counterOffer, { params: { contractId }, body })).data.contract,
  myContracts: async (after?: string) => (await call(myContracts, { query: { after } })).data,
  contract: async (contractId: string) =>
    (await call(oneContract, { params: { contractId } })).data.contract,
  proposeMilestone: async (contractId: string, body: BodyOf<typeof proposeMilestone>) =>
    (await call(proposeMilestone, { params: { contractId }, body })).data.contract,
  answerMilestone: async (
    contractId: string,
    milestoneId: string,
    body: BodyOf<typeof answerMilestone>,
  ) => (await call(answerMilestone, { params: { contractId, milestoneId }, body })).data.contract,
  addBonus: async (contractId: string, body: BodyOf<typeof addBonus>) =>
    (await call(addBonus, { params: { contractId }, body })).data.contract,
  endContract: async (contractId: string, body: BodyOf<typeof endContract>) =>
    (await call(endContract, { params: { contractId }, body })).data.contract,

  /** The milestone's latest pay-in, or null before the company first asked to fund it. */
  payInOf: async (milestoneId: string) =>
    (await call(milestonePayIn, { params: { milestoneId } })).data.payIn,
  startPayIn: async (milestoneId: string, idempotencyKey: string, rail: PayInRail) =>
    (
      await call(startPayIn, {
        params: { milestoneId },
        body: { idempotencyKey, rail },
      })
    ).data.payIn,
  /** The transaction ID and the receipt, as one multipart body (`transactionId`, `proof`). */
  sendPayInProof: async (payInId: string, body: FormData) =>
    (await call(sendPayInProof, { params: { payInId }, body })).data.payIn,

  /** The note and the files, as one multipart body (`note`, `files`). */
  submitWork: async (milestoneId: string, body: FormData) =>
    (await call(submitWork, { params: { milestoneId }, body })).data.contract,
  requestChanges: async (milestoneId: string, body: BodyOf<typeof requestChanges>) =>
    (await call(requestChanges, { params: { milestoneId }, body })).data.contract,
  approve: async (milestoneId: string, body: BodyOf<typeof approveMilestone>) =>
    (await call(approveMilestone, { params: { milestoneId }, body })).data.contract,
  releasePart: async (milestoneId: string, body: BodyOf<typeof releasePart>) =>
    (await call(releasePart, { params: { milestoneId }, body })).data.contract,

  moneySummary: async () => (await call(moneySummary, {})).data.summary,
  statement: async (after?: string) => (await call(moneyStatement, { query: { after } })).data,
  contractLedger: async (contractId: string, after?: string) =>
    (await call(contractLedger, { params: { contractId }, query: { after } })).data,

  /**
   * Calls `listener` on each live notification, as the other side's moves (a payment confirmed,
   * work submitted, an answer) each notify this party; answers how to stop.
   */
  watch: (listener: () => void): (() => void) => subscribeLive('notification', listener),

  payInQueue: async (after?: string) => (await call(payInQueue, { query: { after } })).data,
  confirmPayIn: async (payInId: string, body: BodyOf<typeof confirmPayIn>) =>
    (await call(confirmPayIn, { params: { payInId }, body })).data.payIn,
  refusePayIn: async (payInId: string, body: BodyOf<typeof refusePayIn>) =>
    (await call(refusePayIn, { params: { payInId }, body })).data.payIn,
};

/** Where the statement's CSV is read (the browser follows the link with its session cookie). */
export const STATEMENT_CSV_URL = `${API_PREFIX}${moneyStatementCsv.path}`;

/** A receipt or a submitted file, served to the contract's parties and the admins. */
export const fileUrl = (fileId: string) => `${API_PREFIX}/files/${encodeURIComponent(fileId)}`;

/**
 * The key of one intended money-moving action: made once when the form opens and sent again on a
 * retry of the same form, so the server answers a repeat as it did the first (decision 028).
 */
export const newIdempotencyKey = (): string => crypto.randomUUID();
