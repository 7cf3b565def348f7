import { useCallback, useRef, useState } from 'react';
import { isNetworkError, NETWORK_ERROR } from '../api/client';
import { toast } from '../ui/toast';
import { useSession } from './store';

/** The success toast of every balance refresh button (000 §8). */
export const REFRESHED = '刷新成功';

/**
 * A balance refresh button's behaviour (header, mine, wallet pages): reloads the user info, says 刷新成功 when that
 * worked, the network message when nothing came back; taps while it runs are ignored. `spinning` stays on for at
 * least half a second so the icon visibly turns.
 */
export function useRefreshUser() {
  const [spinning, setSpinning] = useState(false);
  const busy = useRef(false);
  const refresh = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSpinning(true);
    try {
      if (await useSession.getState().refreshUser()) toast.success(REFRESHED);
    } catch (err) {
      toast.error(isNetworkError(err) ? err.message : NETWORK_ERROR);
    } finally {
      setTimeout(() => {
        busy.current = false;
        setSpinning(false);
      }, 500);
    }
  }, []);
  return { refresh, spinning };
}
