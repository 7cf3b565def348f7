import { toast, useSession } from '@h5/shared';
import { checkRebateClaim } from '@h5/shared/validators';
import { useState } from 'react';
import { useClaimRebate } from '../api/post-claim-rebate';
import { useRebateRecordPages, type RebateTotals } from '../api/post-rebate-records';

/**
 * The rebate centre: the list's loader and the totals that come with every page, and 一键领取 — with nothing pending
 * 暂无领取额度！ and nothing sent; a claim says the server's message and refreshes the user on success, and any answer
 * reloads the list from page 1 with the same filters (`reloadKey`).
 */
export function useRebateCentre() {
  const [totals, setTotals] = useState<RebateTotals>({ received: null, pending: null });
  const [reloadKey, setReloadKey] = useState(0);
  const load = useRebateRecordPages(setTotals);
  const { run, pending: claiming } = useClaimRebate();

  async function claim() {
    const refused = checkRebateClaim(totals.pending);
    if (refused) {
      toast.error(refused);
      return;
    }
    const res = await run();
    if (!res) return;
    if (res.code === 200) {
      toast.success(res.message);
      void useSession.getState().refreshUser();
    }
    setReloadKey((k) => k + 1);
  }

  return { load, totals, reloadKey, claim, claiming };
}
