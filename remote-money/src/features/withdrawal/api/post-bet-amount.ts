import { post, useQuery, type BetTurnover } from '@h5/shared';
import { formatYuan } from '@h5/shared/money';

/** `POST /api/getBetAmount`: the turnover still required before withdrawing (打码量), read-only. */
export const postBetAmount = (signal?: AbortSignal) =>
  post<BetTurnover>('/api/getBetAmount', {}, { silent: true, signal });

export const TURNOVER_KEY = ['bet-turnover'] as const;

/** The required turnover as yuan text ('' until it has loaded), and `reload` (after a refused withdrawal). */
export function useBetTurnover() {
  const { data, refetch } = useQuery(TURNOVER_KEY, (signal) => postBetAmount(signal));
  return { turnover: data ? formatYuan(data.bet_amount) : '', reload: refetch };
}
