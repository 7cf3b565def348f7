import { post, useQuery, type BankListItem, type QueryOptions } from '@h5/shared';

/** `POST /api/banklist`: the banks a card may belong to. Refusals are toasted. */
export const postBankList = (signal?: AbortSignal) =>
  post<BankListItem[]>('/api/banklist', {}, { silent: true, signal });

export const BANKS_KEY = ['banks'] as const;

/**
 * The bank names, through the site's cache: null until the server answered, empty when it refused or could not be
 * reached (the picker then says so).
 */
export function useBankNames(options?: QueryOptions): string[] | null {
  const { data, answer, networkError } = useQuery(BANKS_KEY, (signal) => postBankList(signal), options);
  if (Array.isArray(data)) return data.map((b) => b.bank_name).filter(Boolean);
  return answer || networkError ? [] : null;
}
