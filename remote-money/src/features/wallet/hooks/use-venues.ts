import type { Venue } from '@h5/shared';
import { useRef } from 'react';
import { pollVenueBalances, useVenueBalances } from '../../../lib/api/post-balance-list';
import { usePoll } from '../../../lib/use-poll';
import { useVenueRefresh } from '../api/post-user-api-money';

/**
 * The venue wallets of a page: the cached list at once, asked again on entry and every `pollMs` while the page is
 * visible, and one venue refreshed on demand. `venues` is the last list the server gave (null until one came): a
 * refused reload keeps it.
 */
export function useVenues(pollMs: number) {
  const balances = useVenueBalances();
  usePoll(pollVenueBalances, pollMs);
  const { refresh, refreshing } = useVenueRefresh();
  const last = useRef<Venue[] | null>(null);
  if (Array.isArray(balances.data)) last.current = balances.data;
  return { venues: last.current, reload: balances.refetch, refreshOne: refresh, refreshing };
}
