import { post, type ReceivingAccount } from '@h5/shared';

/** `POST /api/getpaybank` (001 §7, no stated payload): the receiving bank accounts of the bank-transfer tab. */
export const postPayBank = () => post<ReceivingAccount[]>('/api/getpaybank', {}, { silent: true });
