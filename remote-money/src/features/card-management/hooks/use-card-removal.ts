import { confirmDialog, invalidateQueries, toast, type SavedCard } from '@h5/shared';
import { useCallback, useRef } from 'react';
import { useUnbindCard } from '../api/post-del-card';
import { CARDS_KEY } from '../api/post-get-card';
import { UNBIND_ASK, UNBIND_TITLE, UNBOUND } from '../limits';

/**
 * A card's delete icon: 温馨提示 asks first (cancel sends nothing), then the card is unbound, 解绑成功 is said and both
 * lists are asked again. A refusal (toasted by the client) reloads them too: the card may be gone already. Taps while
 * one removal is asking or on its way do nothing.
 */
export function useCardRemoval() {
  const { run } = useUnbindCard();
  const busy = useRef(false);
  return useCallback(
    async (card: SavedCard, kind: 'usdt' | 'bank') => {
      if (busy.current) return;
      busy.current = true;
      try {
        if (!(await confirmDialog({ title: UNBIND_TITLE, content: UNBIND_ASK[kind] }))) return;
        const res = await run(card.id);
        if (res?.code === 200) toast.success(UNBOUND);
        else if (res) invalidateQueries(CARDS_KEY);
      } finally {
        busy.current = false;
      }
    },
    [run],
  );
}
