// The transfer feature: 自动免转, the manual transfer form and the wallet picker.
export { SWITCHED, useAutoTransfer } from './api/post-up-transfer-status';
export { useTransferForm } from './hooks/use-transfer-form';
export { WalletPicker } from './components/wallet-picker';
