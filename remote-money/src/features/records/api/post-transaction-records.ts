import { post, type Paged, type TransactionRecord, type TransactionRecordQuery } from '@h5/shared';

/** `POST /api/gettransrecord` with date, type, page, api_type (001 §7): one page of transactions. Refusals are toasted. */
export const postTransactionRecords = (query: TransactionRecordQuery) =>
  post<Paged<TransactionRecord>>('/api/gettransrecord', query, { silent: query.page > 1 });
