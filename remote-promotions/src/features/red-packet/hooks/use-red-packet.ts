import { newIdempotencyKey, useSession, type RedPacketInfo } from '@h5/shared';
import { checkRedPacketClaim } from '@h5/shared/validators';
import { useCallback, useRef, useState } from 'react';
import { useRedPacketInfo } from '../api/get-red-packet-info';
import { CLAIM_SERVER_ERROR, useClaimRedPacket } from '../api/post-red-packet-claim';
import { NO_POPUP, popupForAnswer, type RedPacketPopup } from '../popup';

/**
 * The red-packet page's draws and claim: with no draw left the failure popup says 您还未达到领取条件，快去完成吧！ and
 * nothing is sent; otherwise the claim, whose answer picks the popup. A win asks the draws again quietly and
 * refreshes the player's balance (the header shows the prize). No answer to the first read or to a claim:
 * 服务器错误，请稍后再试.
 */
export function useRedPacket() {
  const { data, askQuietly } = useRedPacketInfo(CLAIM_SERVER_ERROR);
  // the draws last read; a later refusal (the quiet read after a win) leaves them on screen
  const info = useRef<RedPacketInfo | null>(null);
  if (data) info.current = data;
  const [popup, setPopup] = useState<RedPacketPopup>(NO_POPUP);

  const onWin = useCallback(() => {
    void askQuietly();
    void useSession
      .getState()
      .refreshUser()
      .catch(() => undefined);
  }, [askQuietly]);
  const { run, pending } = useClaimRedPacket(onWin);

  const sendnums = info.current?.sendnums;
  const claim = useCallback(async () => {
    if (pending) return;
    const refusal = checkRedPacketClaim(sendnums);
    if (refusal) {
      setPopup({ kind: 'failed', message: refusal });
      return;
    }
    const res = await run(newIdempotencyKey('rp-'));
    if (!res || res.code === 401) return; // no answer: toasted; 401: the shell's 认证失败 dialog takes over
    setPopup(popupForAnswer(res));
  }, [pending, sendnums, run]);

  const close = useCallback(() => setPopup(NO_POPUP), []);
  return { info: info.current, popup, claiming: pending, claim, close };
}
