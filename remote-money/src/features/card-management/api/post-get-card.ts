import { post, useQuery, type CardListType, type SavedCard } from '@h5/shared';

/** `POST /api/getcard` with type 1 (bank cards) or 2 (USDT addresses): the saved cards, numbers masked. */
export const postGetCard = (type: CardListType, signal?: AbortSignal) =>
  post<SavedCard[]>('/api/getcard', { type }, { silent: true, signal });

/** Every saved-card list (the prefix a bind or an unbind invalidates), and one of them. */
export const CARDS_KEY = ['cards'] as const;
export const cardsKey = (type: CardListType) => [...CARDS_KEY, type] as const;

/** One saved-card list through the site's cache (the card, deposit and withdrawal pages share it). */
export const useSavedCards = (type: CardListType) => useQuery(cardsKey(type), (signal) => postGetCard(type, signal));
