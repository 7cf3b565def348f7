// The transfer feature: 自动免转, the manual transfer form, the wallet picker and the page's own top bar.
export { SWITCHED, useAutoTransfer } from './api/post-up-transfer-status';
export { useTransferForm } from './hooks/use-transfer-form';
export { TransferBar } from './components/transfer-bar';
export { WalletPicker } from './components/wallet-picker';
