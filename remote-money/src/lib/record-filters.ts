import {
  ALL_PLATFORMS,
  DATE_FILTERS,
  DEFAULT_DATE_FILTER,
  DEFAULT_TRANSACTION_TYPE,
  TRANSACTION_TYPE_LABELS,
} from '@h5/shared/types';
import type { ListFilter } from '@h5/shared/ui';
import { useMemo } from 'react';
import { useVenueBalances } from './api/post-balance-list';

/** The filters of the record lists (bets, transactions, rebates): here because the records and rebate features both use them. */

/** The venue filter's name, as the record calls send it. */
export const VENUE_FILTER = 'api_type';

/** The date filter: 1 today, 2 last 7, 3 last 15, 4 last 30 days (default). */
export const DATE_FILTER: ListFilter = {
  name: 'date',
  title: '选择日期',
  initial: DEFAULT_DATE_FILTER,
  options: DATE_FILTERS.map((f) => ({ value: f.code, label: f.label })),
};

/** The transaction type filter: 1 deposit (default), 2 withdrawal, 3 transfer in, 4 transfer out. */
export const TYPE_FILTER: ListFilter = {
  name: 'type',
  title: '交易类型',
  initial: DEFAULT_TRANSACTION_TYPE,
  options: ([1, 2, 3, 4] as const).map((t) => ({ value: t, label: TRANSACTION_TYPE_LABELS[t] })),
};

/**
 * The venue filter: 'all platforms' (全部平台, empty platname) first and chosen, then the venues of /api/balancelist
 * (the cached list) in the server's order. Until (or unless) they load, only 全部平台 is offered.
 */
export function useVenueFilter(title = '选择平台'): ListFilter {
  const { data } = useVenueBalances();
  return useMemo(
    () => ({
      name: VENUE_FILTER,
      title,
      initial: ALL_PLATFORMS.platname,
      options: [ALL_PLATFORMS, ...(Array.isArray(data) ? data.filter((v) => v && v.platname) : [])].map((v) => ({
        value: v.platname,
        label: v.name,
      })),
    }),
    [data, title],
  );
}
