import { computeRebates } from '#app/plugins/app/rewards/rebates';
import { registerJob } from './registry';

/**
 * 返水: every settled bet of a finished Shanghai day becomes part of an unclaimed rebate record (player × day × venue).
 * Runs every 10 minutes, so the previous day is computed shortly after 00:05 Shanghai; a run with nothing to do is
 * a single indexed query. Safe to repeat: each bet is claimed once (`rebated_at`), each (player, day, venue) has one record.
 */
export const rebateJob = registerJob({
  name: 'rebate',
  description: '返水计算：把已结束的上海自然日内已结算的有效投注按 VIP 比例生成待领取返水',
  everyMs: 10 * 60 * 1000,
  run: async ({ db, now, log }) => {
    const result = await computeRebates(db, now);
    if (result.records > 0) log('rebates computed', { ...result });
    return { ...result };
  },
});
