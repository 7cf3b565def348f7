import '#app/plugins/app/rewards/deposit-handlers';
import { reviewVipLevels } from '#app/plugins/app/rewards/vip';
import { registerJob } from './registry';

/**
 * VIP review: promotion by one level a Shanghai day when deposits and turnover reach the next level, demotion by one
 * level when the 90-day retention turnover is missed. Hourly (a promotion lands well "before 24:00 the next day");
 * confirmed deposits also trigger the promotion check at once. Safe to repeat: changes are conditional on the level read.
 */
export const vipJob = registerJob({
  name: 'vip',
  description: 'VIP 晋级（每天最多一级，不跳级）与 90 天保级降级',
  everyMs: 60 * 60 * 1000,
  run: async ({ db, now, log }) => {
    const result = await reviewVipLevels(db, now);
    if (result.changes.length > 0) log('vip levels changed', { promoted: result.promoted, demoted: result.demoted });
    return { promoted: result.promoted, demoted: result.demoted, changes: result.changes };
  },
});
