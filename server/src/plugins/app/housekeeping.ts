import { lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '#app/db/schema/index';
import { globalPlugin } from '#app/lib/plugin';
import { purgeOldVisitorConversations } from '#app/plugins/app/support/chat';

/**
 * Every few minutes: deletes expired captchas, old attempt records, long-dead sessions, the venue simulator's expired
 * tickets and game sessions, visitors' chat conversations idle for 90 days, and chat poll slots a crashed server left.
 */
export default globalPlugin(
  async function housekeeping(app: FastifyInstance, opts: { intervalMs?: number }) {
    const intervalMs = opts.intervalMs ?? 10 * 60 * 1000;
    if (intervalMs <= 0) return;
    const run = async () => {
      try {
        await app.captchas.purgeExpired();
        await app.loginThrottle.purgeOld();
        await app.db
          .delete(sessions)
          .where(
            or(
              lt(sessions.expiresAt, sql`now() - interval '30 days'`),
              lt(sessions.revokedAt, sql`now() - interval '30 days'`),
            ),
          );
        await app.venues.simulator.purgeExpired();
        await purgeOldVisitorConversations(app.db);
        await app.support.slots.purgeExpired();
      } catch (err) {
        app.log.warn({ err }, 'housekeeping failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(run, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { dependencies: ['captcha', 'accounts', 'venuesPlugin'] },
);
