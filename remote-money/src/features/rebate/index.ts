// The rebate feature (the rebate centre, /fanshui): the list's loader and totals, 一键领取, the summary and the rows.
export { useRebateCentre } from './hooks/use-rebate-centre';
export { RebateRow, NOT_CLAIMED } from './components/rebate-row';
export { RebateSummary } from './components/rebate-summary';
