import { expireDeposits } from '#app/plugins/app/cashier/deposits';
import { registerJob } from './registry';

/**
 * Deposit orders not confirmed within one hour of creation become state 3 with reason 'expired' (the payment page's
 * countdown ends then). One conditional UPDATE: repeating a run, or running it beside a confirmation, changes nothing
 * twice — a confirmation after the hour is refused anyway.
 */
export default registerJob({
  name: 'deposit-expiry',
  description: '充值订单创建1小时未确认即失效（状态3，原因 expired）',
  everyMs: 60_000,
  async run({ db, now, log }) {
    const expired = await expireDeposits(db, now);
    if (expired > 0) log('deposits expired', { expired });
    return { expired };
  },
});
