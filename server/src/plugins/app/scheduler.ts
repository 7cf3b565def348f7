import type { FastifyInstance } from 'fastify';
import { allJobs } from '#app/jobs/index';
import { jobRuns } from '#app/db/schema/index';
import { eq } from 'drizzle-orm';
import { globalPlugin } from '#app/lib/plugin';

/**
 * Runs the scheduled jobs inside the server (each on its own interval, never two runs of one job at once), and
 * records every run in job_runs. `enabled: false` (tests) leaves them to be run on demand.
 */
export default globalPlugin<{ enabled?: boolean }>(
  async function scheduler(app: FastifyInstance, opts) {
    if (opts.enabled === false) return;
    const timers: NodeJS.Timeout[] = [];
    const running = new Set<string>();
    for (const job of allJobs()) {
      if (!job.everyMs) continue;
      const tick = async () => {
        if (running.has(job.name)) return;
        running.add(job.name);
        const [run] = await app.db.insert(jobRuns).values({ job: job.name }).returning({ id: jobRuns.id });
        try {
          const result = await job.run({
            db: app.db,
            now: new Date(),
            log: (msg, detail) => app.log.info({ job: job.name, ...detail }, msg),
            venues: app.venues,
          });
          await app.db.update(jobRuns).set({ finishedAt: new Date(), result }).where(eq(jobRuns.id, run.id));
        } catch (err) {
          app.log.error({ err, job: job.name }, 'job failed');
          await app.db
            .update(jobRuns)
            .set({ finishedAt: new Date(), error: String((err as Error)?.message ?? err) })
            .where(eq(jobRuns.id, run.id))
            .catch(() => {});
        } finally {
          running.delete(job.name);
        }
      };
      const timer = setInterval(() => void tick(), job.everyMs);
      timer.unref();
      timers.push(timer);
    }
    app.addHook('onClose', async () => {
      for (const t of timers) clearInterval(t);
    });
  },
  { dependencies: ['venuesPlugin'] },
);
