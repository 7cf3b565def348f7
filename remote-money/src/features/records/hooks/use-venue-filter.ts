import { isNetworkError } from '@h5/shared';
import { ALL_PLATFORMS } from '@h5/shared/types';
import type { ListFilter } from '@h5/shared/ui';
import { useEffect, useMemo, useState } from 'react';
import { postBalanceList } from '../../wallet/api/post-balance-list';

/** The venue filter's name, as the record calls send it. */
export const VENUE_FILTER = 'api_type';

/**
 * The venue filter of the record pages (001 §3): 'all platforms' (全部平台, empty platname) first and chosen, then the
 * venues of /api/balancelist in the server's order. Until (or unless) they load, only 全部平台 is offered.
 */
export function useVenueFilter(title = '选择平台'): ListFilter {
  const [venues, setVenues] = useState<{ name: string; platname: string }[]>([]);
  useEffect(() => {
    let live = true;
    postBalanceList()
      .then((res) => {
        if (live && res.code === 200 && Array.isArray(res.data)) setVenues(res.data.filter((v) => v && v.platname));
      })
      .catch((err) => {
        if (!isNetworkError(err)) throw err;
      });
    return () => {
      live = false;
    };
  }, []);
  return useMemo(
    () => ({
      name: VENUE_FILTER,
      title,
      initial: ALL_PLATFORMS.platname,
      options: [ALL_PLATFORMS, ...venues].map((v) => ({ value: v.platname, label: v.name })),
    }),
    [venues, title],
  );
}
