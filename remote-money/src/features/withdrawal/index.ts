// The withdrawal feature: the withdrawal form (tabs, card, turnover, amount, password, the request) and its pieces.
export { useWithdrawalForm, WITHDRAW_REDIRECT_MS, WITHDRAW_SUBMITTED } from './hooks/use-withdrawal-form';
export { CardField } from './components/card-field';
export { UsdtWithdrawalInfo } from './components/usdt-withdrawal-info';
export { WithdrawalBalances } from './components/withdrawal-balances';
export { WithdrawalTabs } from './components/withdrawal-tabs';
