import { post, type BetRecord, type BetRecordQuery, type Paged } from '@h5/shared';

/** `POST /api/betrecord` with date, page, api_type (001 §7): one page of the player's bets. Refusals are toasted. */
export const postBetRecords = (query: BetRecordQuery) => post<Paged<BetRecord>>('/api/betrecord', query, { silent: query.page > 1 });
