export * from './accounts';
export {
  balanceOf,
  balancesUnder,
  ledgerTotal,
  partiesWhoFundedEscrow,
  postTransaction,
  transactionOfRequest,
  type Posting,
  type PostingLine,
  type PostingResult,
} from './ledger.repository';
