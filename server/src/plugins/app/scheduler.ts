import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { rawQuery } from '#app/db/client';
import { jobRuns } from '#app/db/schema/index';
import { allJobs, type Job } from '#app/jobs/index';
import { globalPlugin } from '#app/lib/plugin';

/**
 * Runs the scheduled jobs inside the server, each exactly once per period over every instance on one database:
 *
 * - Periods come from the DATABASE's clock: period = floor(now / everyMs), so every instance agrees on which
 *   period it is whatever its own clock says.
 * - Every instance wakes four times a period (just after each quarter: +0.2–0.8 s, at random, less for short
 *   periods), so a period still runs when the instance that would have run it is gone, or when the instances' timers
 *   run late on a loaded machine (twice a period, a 3-s period once went without a run in the cluster test under
 *   `npm test`'s load: every wake-up of the three instances had slipped).
 * - A run first takes a PostgreSQL advisory lock for the job (`pg_try_advisory_lock`, on a connection held for the
 *   whole run): no two runs of one job overlap anywhere, even one longer than its period. An instance that finds the
 *   lock taken lets that period go. A crashed instance's lock goes with its connection.
 * - Holding the lock, it records the run in job_runs with the period's start in `period`, which is unique per job
 *   (job_runs_period_uq): when the period has a run already, the insert adds nothing and nothing runs.
 * - A period that still went without a run, between two that ran, is run late by the first wake-up after it
 *   (missedPeriod): with four wake-ups a period that slipped past a whole period once more under the cluster test's
 *   burst. The late run is recorded under the period it stands for, and logged.
 * On PGlite (one process by construction) the lock is the process's own set of running jobs.
 *
 * Plugins add their own app-bound jobs with `app.scheduler.add` (housekeeping). `stop()` (SIGTERM) stops the timers
 * and waits for the runs in flight. `enabled: false` (tests) leaves the jobs to be run on demand.
 */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(now: Date): Promise<Record<string, unknown>>;
}

export interface SchedulerOptions {
  enabled?: boolean;
  /** per-job period overrides, e.g. `{ 'transfer-reconcile': 2000 }` (env JOB_EVERY_MS) */
  everyMs?: Record<string, number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: {
      /** schedules an app-bound job (before the app is ready) */
      add(job: ScheduledJob): void;
      /** the jobs this instance schedules, with their periods */
      list(): { name: string; everyMs: number }[];
      /** stops the timers and waits for the runs in flight */
      stop(): Promise<void>;
    };
  }
}

/** The start (ms since the epoch) of the current period of length $1 ms, by the database's clock. */
const PERIOD_START = 'SELECT (floor(extract(epoch FROM clock_timestamp()) * 1000 / $1) * $1)::bigint AS start';

/** Advisory-lock key space of the jobs (the second key is hashtext(name)). */
const JOB_LOCK_SPACE = 720_514_002;

export default globalPlugin<SchedulerOptions>(
  async function scheduler(app: FastifyInstance, opts) {
    const extra: ScheduledJob[] = [];
    const timers = new Set<NodeJS.Timeout>();
    const running = new Set<string>();
    const inflight = new Set<Promise<void>>();
    let stopped = false;
    const pool = (app.db as unknown as { $client: unknown }).$client;
    const raw = rawQuery(app.db);

    const scheduled = (): ScheduledJob[] => {
      const fromRegistry = allJobs().map((job: Job): ScheduledJob => ({
        name: job.name,
        everyMs: job.everyMs,
        run: (now) =>
          job.run({
            db: app.db,
            now,
            log: (msg, detail) => app.log.info({ job: job.name, ...detail }, msg),
            venues: app.venues,
          }),
      }));
      return [...fromRegistry, ...extra]
        .map((j) => ({ ...j, everyMs: opts.everyMs?.[j.name] ?? j.everyMs }))
        .filter((j) => j.everyMs > 0);
    };

    /** Holds the job's lock while `fn` runs (PostgreSQL: an advisory lock on a connection of its own); skips `fn` when another holds it. */
    async function withLock(name: string, fn: () => Promise<void>) {
      if (!(pool instanceof pg.Pool)) return fn(); // PGlite: one process, and `running` already holds one run per job
      const client = await pool.connect();
      let broken = false;
      try {
        const got = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS got', [
          JOB_LOCK_SPACE,
          name,
        ]);
        if (!got.rows[0].got) return;
        try {
          await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_SPACE, name]).catch(() => {
            broken = true; // the lock goes with the connection
          });
        }
      } finally {
        client.release(broken);
      }
    }

    /** Records the run of `period` (ISO) and runs the job, unless that period has a run already. */
    async function runPeriod(job: ScheduledJob, period: string) {
      const [run] = await app.db
        .insert(jobRuns)
        .values({ job: job.name, period })
        .onConflictDoNothing()
        .returning({ id: jobRuns.id });
      if (!run) return; // this period ran already (another instance, or this one before)
      const started = performance.now();
      try {
        const result = await job.run(new Date());
        await app.db.update(jobRuns).set({ finishedAt: new Date(), result }).where(eq(jobRuns.id, run.id));
        app.metrics?.jobRun(job.name, 'ok', (performance.now() - started) / 1000);
      } catch (err) {
        app.log.error({ err, job: job.name }, 'job failed');
        app.metrics?.jobRun(job.name, 'failed', (performance.now() - started) / 1000);
        await app.db
          .update(jobRuns)
          .set({ finishedAt: new Date(), error: String((err as Error)?.message ?? err).slice(0, 500) })
          .where(eq(jobRuns.id, run.id))
          .catch(() => {});
      }
    }

    /**
     * The period just gone, when it went without a run although the job ran in the period before it and that run
     * had ended when it began: every wake-up of every instance slipped past it (timers, or a pool connection, late
     * under load). It is run now, late, before the current one. Two or more periods in a row without a run (every
     * instance down) are not caught up: the job simply runs again from now on.
     */
    async function missedPeriod(job: ScheduledJob, currentStart: number): Promise<string | null> {
      const missed = new Date(currentStart - job.everyMs).toISOString();
      const before = new Date(currentStart - 2 * job.everyMs).toISOString();
      const rows = await app.db
        .select({ period: jobRuns.period, finishedAt: jobRuns.finishedAt })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job.name), inArray(jobRuns.period, [missed, before])));
      if (rows.some((r) => r.period === missed)) return null;
      const prev = rows.find((r) => r.period === before);
      return prev?.finishedAt && prev.finishedAt.getTime() <= Date.parse(missed) ? missed : null;
    }

    async function runOnce(job: ScheduledJob) {
      await withLock(job.name, async () => {
        const [{ start }] = await raw<{ start: string | number }>('job_period_start', PERIOD_START, [job.everyMs]);
        const missed = await missedPeriod(job, Number(start));
        if (missed) {
          app.log.warn({ job: job.name, period: missed }, 'job period missed: running it late');
          await runPeriod(job, missed);
        }
        await runPeriod(job, new Date(Number(start)).toISOString());
      });
    }

    const tick = (job: ScheduledJob) => {
      if (stopped || running.has(job.name)) return;
      running.add(job.name);
      const p: Promise<void> = runOnce(job)
        .catch((err) => app.log.warn({ err, job: job.name }, 'job tick failed'))
        .finally(() => {
          running.delete(job.name);
          inflight.delete(p);
        });
      inflight.add(p);
    };

    /** Wakes just after the next quarter-period boundary of the local clock (+0.2–0.8 s; less for short periods). */
    const arm = (job: ScheduledJob) => {
      if (stopped) return;
      const quarter = Math.max(job.everyMs / 4, 50);
      const lead = Math.min(200, quarter / 10);
      const spread = Math.min(600, quarter / 4);
      const wait = quarter - (Date.now() % quarter) + lead + Math.floor(Math.random() * spread);
      const timer = setTimeout(() => {
        timers.delete(timer);
        tick(job);
        arm(job);
      }, wait);
      timer.unref();
      timers.add(timer);
    };

    const stop = async () => {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...inflight]);
    };

    app.decorate('scheduler', {
      add: (job: ScheduledJob) => void extra.push(job),
      list: () => scheduled().map((j) => ({ name: j.name, everyMs: j.everyMs })),
      stop,
    });
    if (opts.enabled === false) return;
    app.addHook('onReady', async () => {
      for (const job of scheduled()) arm(job);
    });
    app.addHook('preClose', stop);
  },
  { dependencies: ['venuesPlugin'] },
);
