import { createVenueService } from '#app/plugins/app/venues/index';
import { registerJob } from './registry';

/**
 * Settles the simulator's sports and e-sports bets (status 2 → 1) once their match has ended: draws each finished
 * match's result once, then pays every winning bet house → venue wallet, one transaction per bet guarded by `status = 2`.
 */
export default registerJob({
  name: 'sport-settlement',
  description: '体育/电竞注单结算：比赛结束后派彩',
  everyMs: 30_000,
  async run({ db, now, log, venues }) {
    const result = await (venues ?? createVenueService(db)).simulator.settleSports(now);
    if (result.bets) log('sports bets settled', result);
    return result;
  },
});
