import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '#app/lib/plugin';
import './deposit-handlers';

declare module 'fastify' {
  interface FastifyInstance {
    rewards: {
      now(): Date;
      /**
       * True when a test set the clock (`rewardsNow`, `TEST_REWARDS_CLOCK_FILE`): deposit confirmations are then
       * stamped with this clock too, so a test can place a deposit inside the red-packet deposit window.
       */
      clockSet: boolean;
    };
  }
}

export interface RewardsOptions {
  /** The clock of the reward rules (red-packet window, rebate and claim times); tests inject a fixed one. */
  now?: () => Date;
}

/** Rebates, red packets, VIP levels, promotion applications and deposit bonuses (see routes/api/rewards). */
export default globalPlugin<RewardsOptions>(async function rewards(app: FastifyInstance, opts) {
  const now = opts.now ?? (() => new Date());
  app.decorate('rewards', { now, clockSet: opts.now !== undefined });
});
