import { post, toast, useMutation, useSession, type Flag } from '@h5/shared';
import { useCallback } from 'react';

/** `POST /api/uptransferstatus`: switches automatic free transfer (自动免转) on (1) or off (0). */
export const postUpTransferStatus = (transferstatus: Flag) =>
  post<{ transferstatus: Flag }>('/api/uptransferstatus', { transferstatus });

/** The toast of a switched 自动免转. */
export const SWITCHED = '操作成功！';

/**
 * 自动免转: `on` is the stored user info's transferstatus; `change` sends 0 or 1, and only a 200 changes the stored
 * copy (store and local storage) and says 操作成功！. A tap while a change is on its way is ignored. Nothing cached to
 * invalidate: the switch's state is the stored user info.
 */
export function useAutoTransfer() {
  const on = useSession((s) => Number(s.userInfo?.transferstatus) === 1);
  const { run, pending } = useMutation(postUpTransferStatus);
  const change = useCallback(
    async (next: boolean) => {
      const value: Flag = next ? 1 : 0;
      const res = await run(value);
      if (res?.code !== 200) return;
      const { userInfo: current, setUserInfo } = useSession.getState();
      if (current) setUserInfo({ ...current, transferstatus: value });
      toast.success(SWITCHED);
    },
    [run],
  );
  return { on, busy: pending, change };
}
