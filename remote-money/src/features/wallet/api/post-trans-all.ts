import { post, toast, useSession } from '@h5/shared';
import { useCallback } from 'react';
import { VENUE_BALANCES_KEY } from '../../../lib/api/post-balance-list';
import { postRefreshUserMoney } from '../../../lib/api/post-refresh-user-money';
import { useMoneyMutation } from '../../../lib/use-money-mutation';

/**
 * `POST /api/transall`: recalls every venue wallet into the central wallet; `message` says how much. Carries an
 * Idempotency-Key, so a retried request recalls once.
 */
export const postTransAll = (idempotencyKey: string) =>
  post<{ amount: string; pending?: string }>('/api/transall', {}, { headers: { 'Idempotency-Key': idempotencyKey } });

/** Said when the server's answer carries no message. */
export const RECALLED = '操作成功！';

/**
 * 一键回收: the server's message as a success toast, then the venue balances and the player's money are asked again.
 * A tap while a recall is on its way does nothing; one that got no answer is resent with the same key.
 */
export function useRecallAll() {
  const { run, pending } = useMoneyMutation((_body: Record<string, never>, key: string) => postTransAll(key), {
    invalidates: [VENUE_BALANCES_KEY],
    onSuccess: (res) => {
      toast.success(res.message || RECALLED);
      void postRefreshUserMoney().catch(() => useSession.getState().refreshBalance());
    },
  });
  const recall = useCallback(() => run({}), [run]);
  return { recall, busy: pending };
}
