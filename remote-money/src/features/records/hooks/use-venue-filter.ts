import { ALL_PLATFORMS } from '@h5/shared/types';
import type { ListFilter } from '@h5/shared/ui';
import { useMemo } from 'react';
import { useVenueBalances } from '../../../lib/api/post-balance-list';

/** The venue filter's name, as the record calls send it. */
export const VENUE_FILTER = 'api_type';

/**
 * The venue filter of the record pages: 'all platforms' (全部平台, empty platname) first and chosen, then the venues
 * of /api/balancelist in the server's order. Until (or unless) they load, only 全部平台 is offered.
 */
export function useVenueFilter(title = '选择平台'): ListFilter {
  const { data } = useVenueBalances();
  return useMemo(
    () => ({
      name: VENUE_FILTER,
      title,
      initial: ALL_PLATFORMS.platname,
      options: [ALL_PLATFORMS, ...(Array.isArray(data) ? data.filter((v) => v && v.platname) : [])].map((v) => ({ value: v.platname, label: v.name })),
    }),
    [data, title],
  );
}
