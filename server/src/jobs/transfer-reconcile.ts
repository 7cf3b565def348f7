import { createVenueService } from '#app/plugins/app/venues/index';
import { registerJob } from './registry';

/**
 * Settles every transfer still pending (state 2) and older than a few seconds from the venue's own record of its
 * out_trade_no: done → completed (money to the target wallet), failed → refunded to the source; a venue that cannot
 * answer for 10 minutes gets the money refunded. Finishing is guarded by `state = 2`, so runs may repeat or overlap.
 */
export default registerJob({
  name: 'transfer-reconcile',
  description: '对账：结算处理中（状态2）的场馆转账',
  everyMs: 30_000,
  async run({ db, now, log, venues }) {
    const result = await (venues ?? createVenueService(db)).transfers.reconcilePending(now);
    if (result.checked) log('transfers reconciled', result);
    return result;
  },
});
