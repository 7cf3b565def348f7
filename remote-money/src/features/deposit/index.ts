// The deposit feature: the deposit form (ways, ranges, receiving accounts, the order), the no-card prompt, and a
// deposit order's payment details.
export { useDepositForm, DEPOSIT_SUBMITTED, type BankForm } from './hooks/use-deposit-form';
export { useDepositLimitOffer } from './hooks/use-deposit-limit-offer';
export { DepositLimitTip } from './components/deposit-limit-tip';
export { useNoCardPrompt, NO_CARD_TEXT, NO_CARD_TITLE } from './hooks/use-no-card-prompt';
export { usePaymentCountdown } from './hooks/use-payment-countdown';
export { useDepositOrder } from './api/post-pay-info';
export { BankTransferFields } from './components/bank-transfer-fields';
export { PayWayPanel, PayWayTabs } from './components/pay-way-tabs';
export { ReceivingAccounts } from './components/receiving-accounts';
export {
  UsdtDepositSteps,
  UsdtEquivalent,
  UsdtProtocolField,
  USDT_STEPS,
  USDT_WARNING,
} from './components/usdt-deposit';
