import { checkInvariants } from '#app/db/ledger';
import { registerJob } from './registry';

/**
 * The ledger's invariants (every entry balances, every wallet equals its postings and is not negative), as
 * `npm run ledger:check` checks them, on a schedule: the result is kept in job_runs, `/metrics` exports the last one
 * (h5_ledger_check_ok) and an alert fires on 0. It only reads. A whole-table scan: hourly, not more.
 */
export default registerJob({
  name: 'ledger-check',
  description: '账本核对：每笔分录借贷平衡、每个钱包余额等于其流水之和且不为负',
  everyMs: 60 * 60 * 1000,
  async run({ db, log }) {
    const problems = await checkInvariants(db);
    if (problems.length) log('ledger check found problems', { problems });
    return { ok: problems.length === 0, problems };
  },
});
