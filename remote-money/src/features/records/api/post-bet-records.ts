import { post, type BetRecord, type BetRecordQuery, type DateFilter, type Paged } from '@h5/shared';
import { pageFrom, type ListFilterValues } from '@h5/shared/ui';
import { useCallback } from 'react';
import { VENUE_FILTER } from '../../../lib/record-filters';

/** `POST /api/betrecord` with date, page, api_type: one page of the player's bets. Refusals are toasted. */
export const postBetRecords = (query: BetRecordQuery, signal?: AbortSignal) =>
  post<Paged<BetRecord>>('/api/betrecord', query, { silent: query.page > 1, signal });

/**
 * The bet list's pages for the shared `FilteredList`: page `page` for the chosen filters, null when the server refused.
 * A loader rather than a `useQuery`: the list keeps its rows, asks page after page and drops late answers itself.
 */
export function useBetRecordPages() {
  return useCallback(async (page: number, values: ListFilterValues) => {
    const res = await postBetRecords({
      date: Number(values.date) as DateFilter,
      page,
      api_type: String(values[VENUE_FILTER] ?? ''),
    });
    return res.code === 200 ? pageFrom(res.data) : null;
  }, []);
}
