import type { QueryResult, SavedCard } from '@h5/shared';
import { useSavedCards } from '../api/post-get-card';

export interface CardLists {
  usdt: SavedCard[] | null;
  bank: SavedCard[] | null;
}

/** A list as the card page shows it: what the server gave, empty when it refused or could not be reached. */
const shown = (q: QueryResult<SavedCard[]>) => (Array.isArray(q.data) ? q.data : []);

/**
 * Both saved-card lists (getcard type 2 USDT, type 1 bank), shown together: null until both have answered (or a
 * cached answer is there). A bind or an unbind asks for both again.
 */
export function useCardLists(): CardLists {
  const usdt = useSavedCards(2);
  const bank = useSavedCards(1);
  if (usdt.loading || bank.loading) return { usdt: null, bank: null };
  return { usdt: shown(usdt), bank: shown(bank) };
}
