import { post, type BetTurnover } from '@h5/shared';

/** `POST /api/getBetAmount` (001 §7): the turnover still required before withdrawing (打码量), read-only. */
export const postBetAmount = () => post<BetTurnover>('/api/getBetAmount', {}, { silent: true });
