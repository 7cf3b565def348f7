import { isNetworkError, STORAGE_KEYS, toast, useSession, writeJSON, type Flag } from '@h5/shared';
import { useCallback, useRef, useState } from 'react';
import { postUpTransferStatus } from '../api/post-up-transfer-status';

/** 001 §4: the toast of a switched 自动免转. */
export const SWITCHED = '操作成功！';

/**
 * 自动免转 (001 §4): sends transferstatus 0 or 1; the local copy (the stored user info) changes only when the server
 * says 200, then 操作成功！. A tap while a change is on its way is ignored.
 */
export function useAutoTransfer() {
  const on = useSession((s) => Number(s.userInfo?.transferstatus) === 1);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const change = useCallback(async (next: boolean) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const value: Flag = next ? 1 : 0;
      const res = await postUpTransferStatus(value);
      if (res.code === 200) {
        const current = useSession.getState().userInfo;
        if (current) {
          const userInfo = { ...current, transferstatus: value };
          writeJSON(STORAGE_KEYS.userInfo, userInfo);
          useSession.setState({ userInfo });
        }
        toast.success(SWITCHED);
      }
    } catch (err) {
      if (!isNetworkError(err)) throw err;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { on, busy, change };
}
