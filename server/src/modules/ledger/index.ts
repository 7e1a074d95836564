export * from './accounts';
export {
  balanceOf,
  balancesUnder,
  ledgerTotal,
  postTransaction,
  transactionOfRequest,
  type Posting,
  type PostingLine,
  type PostingResult,
} from './ledger.repository';
