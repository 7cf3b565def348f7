import { isNetworkError, type SavedCard } from '@h5/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { postGetCard } from '../api/post-get-card';

export interface CardLists {
  usdt: SavedCard[] | null;
  bank: SavedCard[] | null;
}

/** Both saved-card lists (getcard type 2 USDT, type 1 bank), loaded together; `reload` asks for both again. */
export function useCards() {
  const [lists, setLists] = useState<CardLists>({ usdt: null, bank: null });
  const generation = useRef(0);
  const reload = useCallback(async () => {
    const gen = ++generation.current;
    const read = async (type: 1 | 2) => {
      try {
        const res = await postGetCard(type);
        return res.code === 200 && Array.isArray(res.data) ? res.data : [];
      } catch (err) {
        if (!isNetworkError(err)) throw err;
        return null;
      }
    };
    const [usdt, bank] = await Promise.all([read(2), read(1)]);
    if (gen !== generation.current) return;
    setLists((prev) => ({ usdt: usdt ?? prev.usdt ?? [], bank: bank ?? prev.bank ?? [] }));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...lists, reload };
}
