import { toast, useSession } from '@h5/shared';
import { useCallback } from 'react';
import { useMoneyRequest } from '../../../lib/use-money-request';
import { postRefreshUserMoney } from '../api/post-refresh-user-money';
import { postTransAll } from '../api/post-trans-all';

/**
 * One-key recall (001 §4 "Recall all"): the server's message as a success toast, then the venue balances and the
 * user's money reload. A second tap while it runs does nothing.
 */
export function useRecallAll(reloadVenues: () => Promise<unknown>) {
  const { busy, send } = useMoneyRequest();

  const recall = useCallback(
    () =>
      send({}, async (key) => {
        const res = await postTransAll(key);
        if (res.code === 200) {
          toast.success(res.message || '操作成功！');
          await Promise.all([reloadVenues(), postRefreshUserMoney().catch(() => useSession.getState().refreshBalance())]);
        }
      }),
    [send, reloadVenues],
  );

  return { recall, busy };
}
