import { post, setQueryAnswer, useQuery, type Venue } from '@h5/shared';

/**
 * `POST /api/balancelist`: the player's venue wallets (name, platname, balance), without the loading overlay. A poll
 * does not toast a refusal (the first load does). Here rather than in a feature: the wallet pages' venue grid and the
 * record pages' venue filter both read it.
 */
export const postBalanceList = (opts: { poll?: boolean } = {}, signal?: AbortSignal) =>
  post<Venue[]>('/api/balancelist', {}, { silent: true, toastError: !opts.poll, signal });

export const VENUE_BALANCES_KEY = ['venue-balances'] as const;

/**
 * One poll of the venue wallets, written into the cache when the server gives the list. Every tick asks (even while an
 * earlier answer is still on its way, which the cache's `refetch` would wait for instead), and a refused poll leaves
 * the list as it was.
 */
export async function pollVenueBalances(): Promise<void> {
  const res = await postBalanceList({ poll: true });
  if (res.code === 200 && Array.isArray(res.data)) setQueryAnswer(VENUE_BALANCES_KEY, res);
}

/** The venue wallets through the site's cache (the wallet, withdrawal, transfer and record pages share one answer). */
export const useVenueBalances = () => useQuery(VENUE_BALANCES_KEY, (signal) => postBalanceList({}, signal));
