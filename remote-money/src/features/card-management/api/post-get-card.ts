import { post, type CardListType, type SavedCard } from '@h5/shared';

/** `POST /api/getcard` with type 1 (bank cards) or 2 (USDT addresses) (001 §7): the saved cards, numbers masked. */
export const postGetCard = (type: CardListType) => post<SavedCard[]>('/api/getcard', { type }, { silent: true });
