// The records feature: the bet and transaction lists' loaders (their filters are in src/lib/record-filters.ts, which
// the rebate centre shares).
export { useBetRecordPages } from './api/post-bet-records';
export { useTransactionRecordPages, type ShownTransaction } from './api/post-transaction-records';
