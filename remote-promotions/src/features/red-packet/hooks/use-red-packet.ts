import { isNetworkError, toast, useSession, type RedPacketInfo } from '@h5/shared';
import { checkRedPacketClaim } from '@h5/shared/validators';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getRedPacketInfo } from '../api/get-red-packet-info';
import { postRedPacketClaim } from '../api/post-red-packet-claim';
import { CLAIM_SERVER_ERROR, newIdempotencyKey, NO_POPUP, popupForAnswer, type RedPacketPopup } from '../popup';

/**
 * The red-packet page's data and claim (000 §4 Red-packet claim): with no draw left the failure popup says
 * 您还未达到领取条件，快去完成吧！ and nothing is sent; otherwise the claim call, whose answer picks the popup. A win
 * reloads the draws and the player's balance (the header shows it).
 */
export function useRedPacket() {
  const [info, setInfo] = useState<RedPacketInfo | null>(null);
  const [popup, setPopup] = useState<RedPacketPopup>(NO_POPUP);
  const [claiming, setClaiming] = useState(false);
  const busy = useRef(false);

  const load = useCallback(async (silent = false) => {
    try {
      const res = await getRedPacketInfo({ silent });
      if (res.code === 200 && res.data) setInfo(res.data);
    } catch (err) {
      if (!isNetworkError(err)) throw err;
      if (!silent) toast(CLAIM_SERVER_ERROR, 'danger');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const claim = useCallback(async () => {
    if (busy.current) return;
    const refusal = checkRedPacketClaim(info?.sendnums);
    if (refusal) {
      setPopup({ kind: 'failed', message: refusal });
      return;
    }
    busy.current = true;
    setClaiming(true);
    try {
      const res = await postRedPacketClaim(newIdempotencyKey());
      if (res.code === 401) return; // the shell's 认证失败 dialog takes over
      setPopup(popupForAnswer(res));
      if (res.code === 200) {
        void load(true);
        void useSession.getState().refreshUser().catch(() => undefined);
      }
    } catch (err) {
      if (!isNetworkError(err)) throw err;
      toast(CLAIM_SERVER_ERROR, 'danger');
    } finally {
      busy.current = false;
      setClaiming(false);
    }
  }, [info, load]);

  const close = useCallback(() => setPopup(NO_POPUP), []);

  return { info, popup, claiming, claim, close };
}
