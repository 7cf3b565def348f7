import { post, useQuery, type ReceivingAccount } from '@h5/shared';

/** `POST /api/getpaybank` (no payload): the receiving bank accounts of the bank-transfer way. */
export const postPayBank = (signal?: AbortSignal) =>
  post<ReceivingAccount[]>('/api/getpaybank', {}, { silent: true, signal });

export const RECEIVING_ACCOUNTS_KEY = ['receiving-accounts'] as const;

/** The receiving accounts, asked while the bank-transfer way is shown; none until they loaded. */
export function useReceivingAccounts(enabled: boolean): ReceivingAccount[] {
  const { data } = useQuery(RECEIVING_ACCOUNTS_KEY, (signal) => postPayBank(signal), { enabled });
  return Array.isArray(data) ? data : [];
}
