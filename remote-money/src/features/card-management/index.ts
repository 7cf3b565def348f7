// The card-management feature: saved bank cards and USDT addresses (lists, bind forms, removal) and the bank list.
// Pages import from here only; the deposit and withdrawal pages read the same cached lists.
export { useSavedCards } from './api/post-get-card';
export { useBankNames } from './api/post-bank-list';
export { useCardLists, type CardLists } from './hooks/use-card-lists';
export { useCardRemoval } from './hooks/use-card-removal';
export { BOUND } from './hooks/use-card-binding';
export { BankPicker } from './components/bank-picker';
export { CardFace, UsdtMark } from './components/card-face';
export { CardForm } from './components/card-form';
export { ProtocolSwitch } from './components/protocol-switch';
export { LIMIT_NOTES, MAX_CARDS } from './limits';
