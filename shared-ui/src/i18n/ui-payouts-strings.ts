import { addTranslations, useT } from '@kaamyaab/shared-ui';

/**
 * The words of the payout pages: the freelancer's (where to be paid, asking, history) and the
 * admins' (approving, batches, results). The API's refusals are translated by shared-api.
 */
export const en = {
  meta: {
    freelancer: 'Get your Kaamyaab earnings paid to your bank account or mobile wallet.',
    admin: 'Approve payouts and send them to the bank in batches.',
  },
  freelancer: {
    heading: 'Payouts',
    loading: 'Loading your payouts...',
    failed: 'Your payouts could not be loaded. Please try again later.',
    available: 'Available to pay out',
    minimum: 'Smallest payout',
    feeBank: 'Fee to a bank account',
    feeWallet: 'Fee to a mobile wallet',
    methodsHeading: 'Where to be paid',
    noMethods: 'Add an IBAN or a mobile wallet to be paid.',
    default: 'Default',
    makeDefault: 'Make default',
    remove: 'Remove',
    addHeading: 'Add a way to be paid',
    kind: 'Type',
    kinds: {
      iban: 'Bank account (IBAN)',
      jazzcash: 'JazzCash wallet',
      easypaisa: 'Easypaisa wallet',
    },
    accountNumber: 'IBAN or wallet number',
    accountNumberHint:
      'An IBAN is PK and 22 characters; a wallet is its mobile number, as 03001234567',
    accountTitle: 'Account title',
    add: 'Save',
    requestHeading: 'Ask for a payout',
    amount: 'Amount (Rs)',
    method: 'Pay to',
    youReceive: 'Fee {{fee}} · You receive {{net}}',
    request: 'Ask for payout',
    requested: 'Your payout was asked for. An admin approves it before it is sent.',
    historyHeading: 'Your payouts',
    noPayouts: 'No payouts yet.',
    cancel: 'Cancel payout',
    amountInvalid: 'Enter an amount in rupees',
    columns: { date: 'Date', amount: 'Amount', to: 'To', status: 'Status' },
  },
  status: {
    requested: 'Waiting for approval',
    awaitingSecondApproval: 'Waiting for a second approval',
    approved: 'Approved',
    batched: 'Sent to the bank',
    paid: 'Paid',
    failed: 'Failed',
    cancelled: 'Cancelled',
  },
  admin: {
    heading: 'Payouts',
    failed: 'Payouts could not be loaded. Please try again later.',
    toApprove: 'To approve',
    secondApproval: 'Waiting for a second admin',
    approved: 'Approved, not yet in a batch',
    inBatches: 'Sent, waiting for the bank',
    none: 'Nothing here.',
    approve: 'Approve {{amount}} to {{name}}',
    approvedBy: 'First approved by {{name}}',
    needsTwo: 'Above the limit: two admins must approve',
    closedAccount: 'Closed account',
    rail: 'Rail',
    rails: { bankFile: 'Bank file (bulk IBFT upload)', simulator: 'Simulator (test only)' },
    makeBatch: 'Make a batch of the approved payouts',
    batches: 'Batches',
    noBatches: 'No batches yet.',
    batchLine: '{{count}} payouts, {{total}}: {{status}} ({{paid}} paid, {{failedCount}} failed)',
    batchStatus: { ready: 'ready', sent: 'sent', settled: 'settled' },
    download: 'Download bank file',
    send: 'Send batch',
    markPaid: 'Mark paid',
    markFailed: 'Mark failed',
    note: 'Bank reference or reason of failure',
    done: 'Done.',
  },
};

export const uiPayoutsStrings = {
  en,
  ur: () =>
    import(/* webpackChunkName: "urdu-ui-payouts" */ './ui-payouts-ur').then((module) => module.ur),
};
addTranslations('ui-payouts', uiPayoutsStrings);

/** The payout pages' translate function; importing it registers their strings. */
export const usePayoutsT = () => useT('ui-payouts');
