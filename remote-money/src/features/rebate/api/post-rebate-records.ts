import { post, type DateFilter, type RebateData, type RebateQuery } from '@h5/shared';
import { pageFrom, type ListFilterValues } from '@h5/shared/ui';
import { useCallback } from 'react';
import { VENUE_FILTER } from '../../../lib/record-filters';

/**
 * `POST /api/getfanshui` with date, page, api_type ('' all platforms) and an empty type: one page of rebate records,
 * and the all-time totals (`jisuan` received, `nojisuan` pending) with every page.
 */
export const postRebateRecords = (query: Omit<RebateQuery, 'type'>, signal?: AbortSignal) =>
  post<RebateData>('/api/getfanshui', { ...query, type: '' }, { silent: query.page > 1, signal });

/** The rebate totals as the page shows them (null until the first page answered). */
export interface RebateTotals {
  received: unknown;
  pending: unknown;
}

/**
 * The rebate list's pages for the shared `FilteredList` (venue and date filters), null when the server refused;
 * each answer's totals go to `onTotals`. A loader rather than a `useQuery`: the list keeps its rows, asks page after
 * page and drops late answers itself.
 */
export function useRebateRecordPages(onTotals: (totals: RebateTotals) => void) {
  return useCallback(
    async (page: number, values: ListFilterValues) => {
      const res = await postRebateRecords({
        date: Number(values.date) as DateFilter,
        page,
        api_type: String(values[VENUE_FILTER] ?? ''),
      });
      if (res.code !== 200 || !res.data) return null;
      onTotals({ received: res.data.jisuan, pending: res.data.nojisuan });
      return pageFrom(res.data.list);
    },
    [onTotals],
  );
}
