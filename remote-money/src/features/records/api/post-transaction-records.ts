import {
  post,
  type DateFilter,
  type Paged,
  type TransactionRecord,
  type TransactionRecordQuery,
  type TransactionType,
} from '@h5/shared';
import { pageFrom, type ListFilterValues } from '@h5/shared/ui';
import { useCallback } from 'react';
import { VENUE_FILTER } from '../../../lib/record-filters';

/** `POST /api/gettransrecord` with date, type, page, api_type: one page of transactions. Refusals are toasted. */
export const postTransactionRecords = (query: TransactionRecordQuery, signal?: AbortSignal) =>
  post<Paged<TransactionRecord>>('/api/gettransrecord', query, { silent: query.page > 1, signal });

/** A transaction row with the type filter it was loaded for (rows carry no type: their state reads by it). */
export type ShownTransaction = TransactionRecord & { askedType: number };

/**
 * The transaction list's pages for the shared `FilteredList`: page `page` for the chosen filters, each row with the
 * type it was asked for; null when the server refused. A loader rather than a `useQuery`: the list keeps its rows,
 * asks page after page and drops late answers itself.
 */
export function useTransactionRecordPages() {
  return useCallback(async (page: number, values: ListFilterValues) => {
    const res = await postTransactionRecords({
      date: Number(values.date) as DateFilter,
      type: Number(values.type) as TransactionType,
      page,
      api_type: String(values[VENUE_FILTER] ?? ''),
    });
    if (res.code !== 200) return null;
    const answer = pageFrom(res.data);
    return {
      ...answer,
      rows: answer.rows.map((row): ShownTransaction => ({ ...row, askedType: Number(values.type) })),
    };
  }, []);
}
