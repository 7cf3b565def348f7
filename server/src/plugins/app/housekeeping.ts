import { lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '#app/db/schema/index';
import { globalPlugin } from '#app/lib/plugin';
import { purgeOldVisitorConversations } from '#app/plugins/app/support/chat';

/**
 * Every ten minutes (once over every instance): deletes expired captchas, old attempt records, long-dead sessions, the venue simulator's expired
 * tickets and game sessions, visitors' chat conversations idle for 90 days, and chat poll slots a crashed server left.
 */
export default globalPlugin(
  async function housekeeping(app: FastifyInstance, opts: { intervalMs?: number }) {
    const everyMs = opts.intervalMs ?? 10 * 60 * 1000;
    if (everyMs <= 0) return;
    // one run per period over every instance, recorded in job_runs like the other jobs (plugins/app/scheduler.ts)
    app.scheduler.add({
      name: 'housekeeping',
      everyMs,
      async run() {
        await app.captchas.purgeExpired();
        await app.loginThrottle.purgeOld();
        const ended = await app.db
          .delete(sessions)
          .where(
            or(
              lt(sessions.expiresAt, sql`now() - interval '30 days'`),
              lt(sessions.revokedAt, sql`now() - interval '30 days'`),
            ),
          )
          .returning({ id: sessions.id });
        await app.venues.simulator.purgeExpired();
        await purgeOldVisitorConversations(app.db);
        await app.support.slots.purgeExpired();
        return { sessions_deleted: ended.length };
      },
    });
  },
  { dependencies: ['captcha', 'accounts', 'venuesPlugin', 'support', 'scheduler'] },
);
