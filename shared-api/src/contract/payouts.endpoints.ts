import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import {
  AddPayoutMethodBody,
  AdminPayoutDto,
  AdminPayoutsPage,
  DormantEarningsDto,
  ListPayoutsQuery,
  MakePayoutBatchBody,
  PayoutBatchDto,
  PayoutBatchIdParams,
  PayoutDto,
  PayoutFreelancerParams,
  PayoutIdParams,
  PayoutMethodDto,
  PayoutMethodIdParams,
  PayoutResultBody,
  PayoutsOverviewDto,
  RemainingEarningsBody,
  RequestPayoutBody,
} from './payouts';
import { onFirstUse } from './on-first-use';

/**
 * Paying earnings out (docs/decisions/029-paying-in-and-out.md). A freelancer's own calls need no
 * approval of the account: earnings are theirs even after a deactivation, so a deactivated
 * freelancer still gets them out. Every call that moves money carries an idempotency key.
 */

const numberRefusals = [
  'ibanNotPakistani',
  'ibanWrongLength',
  'ibanWrongFormat',
  'ibanCheckDigits',
  'walletNumberInvalid',
] as const;

export const payoutsOverview = endpoint({
  operationId: 'readPayouts',
  method: 'GET',
  path: '/payouts',
  tag: 'payouts',
  summary: 'What can be paid out, the minimum and fees, the saved methods and the latest payouts',
  who: ['freelancer'],
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ overview: PayoutsOverviewDto }))),
  errors: [],
});

export const addPayoutMethod = endpoint({
  operationId: 'addPayoutMethod',
  method: 'POST',
  path: '/payouts/methods',
  tag: 'payouts',
  summary: 'Save an IBAN or a JazzCash / Easypaisa wallet with its title (answered masked)',
  who: ['freelancer'],
  body: AddPayoutMethodBody,
  status: 201,
  answer: onFirstUse(() => envelope(z.object({ method: PayoutMethodDto }))),
  errors: [...numberRefusals, 'tooManyPayoutMethods'],
});

export const removePayoutMethod = endpoint({
  operationId: 'removePayoutMethod',
  method: 'DELETE',
  path: '/payouts/methods/:methodId',
  tag: 'payouts',
  summary: 'Remove a saved method; payouts already asked for still go to it',
  who: ['freelancer'],
  params: PayoutMethodIdParams,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ methods: z.array(PayoutMethodDto) }))),
  errors: ['payoutMethodNotFound'],
});

export const choosePayoutMethod = endpoint({
  operationId: 'choosePayoutMethod',
  method: 'POST',
  path: '/payouts/methods/:methodId/default',
  tag: 'payouts',
  summary: 'Make a saved method the default',
  who: ['freelancer'],
  params: PayoutMethodIdParams,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ methods: z.array(PayoutMethodDto) }))),
  errors: ['payoutMethodNotFound'],
});

export const requestPayout = endpoint({
  operationId: 'requestPayout',
  method: 'POST',
  path: '/payouts',
  tag: 'payouts',
  summary: 'Ask for a payout from the available earnings (the same key again answers the same)',
  who: ['freelancer'],
  body: RequestPayoutBody,
  status: 201,
  answer: onFirstUse(() => envelope(z.object({ payout: PayoutDto }))),
  errors: ['payoutMethodNotFound', 'payoutBelowMinimum', 'payoutAboveBalance'],
});

export const cancelPayout = endpoint({
  operationId: 'cancelPayout',
  method: 'POST',
  path: '/payouts/:payoutId/cancel',
  tag: 'payouts',
  summary: 'Cancel an own payout not yet approved: the money returns to the earnings',
  who: ['freelancer'],
  params: PayoutIdParams,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ payout: PayoutDto }))),
  errors: ['payoutNotFound', 'payoutIllegalMove'],
});

export const adminPayouts = endpoint({
  operationId: 'listPayouts',
  method: 'GET',
  path: '/admin/payouts',
  tag: 'payouts',
  summary: 'Payouts of one status (by default those to approve), oldest first',
  who: ['admin'],
  query: ListPayoutsQuery,
  status: 200,
  answer: onFirstUse(() => envelope(AdminPayoutsPage)),
  errors: ['badCursor'],
});

export const approvePayout = endpoint({
  operationId: 'approvePayout',
  method: 'POST',
  path: '/admin/payouts/:payoutId/approve',
  tag: 'payouts',
  summary: 'Approve a payout; above the second-approval limit another admin must approve too',
  who: ['admin'],
  params: PayoutIdParams,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ payout: AdminPayoutDto }))),
  errors: ['payoutNotFound', 'payoutIllegalMove', 'secondApproverSame'],
});

export const recordPayoutResult = endpoint({
  operationId: 'recordPayoutResult',
  method: 'POST',
  path: '/admin/payouts/:payoutId/result',
  tag: 'payouts',
  summary: "Mark a sent payout paid or failed from the bank's result; a failure returns the money",
  who: ['admin'],
  params: PayoutIdParams,
  body: PayoutResultBody,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ payout: AdminPayoutDto }))),
  errors: [
    'payoutNotFound',
    'payoutIllegalMove',
    'batchNotFound',
    'batchNotSent',
    'railUnavailable',
    'failureReasonRequired',
  ],
});

export const makePayoutBatch = endpoint({
  operationId: 'makePayoutBatch',
  method: 'POST',
  path: '/admin/payout-batches',
  tag: 'payouts',
  summary: 'Put approved payouts in a batch for one rail',
  who: ['admin'],
  body: MakePayoutBatchBody,
  status: 201,
  answer: onFirstUse(() => envelope(z.object({ batch: PayoutBatchDto }))),
  errors: ['payoutIllegalMove', 'railUnavailable', 'idempotencyReused'],
});

export const payoutBatches = endpoint({
  operationId: 'listPayoutBatches',
  method: 'GET',
  path: '/admin/payout-batches',
  tag: 'payouts',
  summary: 'The latest payout batches, newest first',
  who: ['admin'],
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ batches: z.array(PayoutBatchDto) }))),
  errors: [],
});

export const sendPayoutBatch = endpoint({
  operationId: 'sendPayoutBatch',
  method: 'POST',
  path: '/admin/payout-batches/:batchId/send',
  tag: 'payouts',
  summary:
    'Hand a batch to its rail (the simulator answers at once; a bank file waits for results)',
  who: ['admin'],
  params: PayoutBatchIdParams,
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ batch: PayoutBatchDto }))),
  errors: ['batchNotFound', 'batchAlreadySent', 'railUnavailable'],
});

export const payoutBatchFile = endpoint({
  operationId: 'downloadPayoutBatchFile',
  method: 'GET',
  path: '/admin/payout-batches/:batchId/file',
  tag: 'payouts',
  summary: "A bank-file batch as the bank's bulk-transfer upload (CSV)",
  who: ['admin'],
  params: PayoutBatchIdParams,
  status: 200,
  answer: null,
  errors: ['batchNotFound', 'railHasNoFile'],
});

export const dormantEarnings = endpoint({
  operationId: 'listDormantEarnings',
  method: 'GET',
  path: '/admin/payouts/dormant',
  tag: 'payouts',
  summary: 'Closed or deactivated freelancers with earnings left to pay out',
  who: ['admin'],
  status: 200,
  answer: onFirstUse(() => envelope(z.object({ accounts: z.array(DormantEarningsDto) }))),
  errors: [],
});

export const payOutRemaining = endpoint({
  operationId: 'payOutRemainingEarnings',
  method: 'POST',
  path: '/admin/freelancers/:freelancerId/payout',
  tag: 'payouts',
  summary:
    "Ask for a payout of all of a closed or deactivated freelancer's earnings to its saved method",
  who: ['admin'],
  params: PayoutFreelancerParams,
  body: RemainingEarningsBody,
  status: 201,
  answer: onFirstUse(() => envelope(z.object({ payout: AdminPayoutDto }))),
  errors: [
    'accountNotFound',
    'accountStillActive',
    'payoutMethodNotFound',
    'payoutAboveBalance',
    'idempotencyReused',
  ],
});

/** The payouts' endpoints, in the order the API's document lists them. */
export const payoutEndpoints = [
  payoutsOverview,
  addPayoutMethod,
  removePayoutMethod,
  choosePayoutMethod,
  requestPayout,
  cancelPayout,
  adminPayouts,
  approvePayout,
  recordPayoutResult,
  makePayoutBatch,
  payoutBatches,
  sendPayoutBatch,
  payoutBatchFile,
  dormantEarnings,
  payOutRemaining,
] as const;
