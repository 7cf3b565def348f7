import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { jobRuns } from '#app/db/schema/index';
import { allJobs, findJob } from '#app/jobs/index';
import type { JobContext } from '#app/jobs/registry';
import { HttpError } from '#app/lib/http-error';
import { shanghaiTimestamp } from '#app/lib/time';
import type { AuditWriter } from './audit-log';

export const JOB_MESSAGES = {
  notFound: '任务不存在',
  running: '该任务正在运行，请稍后再试',
} as const;

/** A run that started this long ago and never finished is taken as dead (the process stopped mid-run). */
const STALE_RUN = sql`now() - interval '10 minutes'`;

/**
 * The back office's view of the scheduled jobs: every registered job with its last run, and running one now (recorded
 * in job_runs like a scheduled run, audited). One runner per app: it also remembers the runs of this process in flight.
 */
export function createJobRunner(db: Db) {
  const running = new Set<string>();

  return {
    async list() {
      const jobs = allJobs();
      const last = await Promise.all(
        jobs.map(
          async (j) =>
            (await db.select().from(jobRuns).where(eq(jobRuns.job, j.name)).orderBy(desc(jobRuns.id)).limit(1))[0] ??
            null,
        ),
      );
      return jobs.map((j, i) => ({
        name: j.name,
        description: j.description,
        every_seconds: j.everyMs ? Math.round(j.everyMs / 1000) : 0,
        last_started_at: shanghaiTimestamp(last[i]?.startedAt),
        last_finished_at: shanghaiTimestamp(last[i]?.finishedAt),
        last_error: last[i]?.error ?? null,
        last_result: last[i]?.result ?? null,
      }));
    },

    /** Runs a job now (with `now` as its clock): 404 unknown, 409 while a run of it is in flight; a job that throws is recorded and a 500. */
    async run(name: string, now: Date, log: JobContext['log'], logError: (err: unknown) => void, audit: AuditWriter) {
      const job = findJob(name);
      if (!job) throw new HttpError(404, JOB_MESSAGES.notFound);
      if (running.has(job.name)) throw new HttpError(409, JOB_MESSAGES.running);
      const [busy] = await db
        .select({ id: jobRuns.id })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job.name), isNull(jobRuns.finishedAt), gt(jobRuns.startedAt, STALE_RUN)))
        .limit(1);
      if (busy) throw new HttpError(409, JOB_MESSAGES.running);

      running.add(job.name);
      try {
        const [run] = await db.insert(jobRuns).values({ job: job.name }).returning({ id: jobRuns.id });
        const started = Date.now();
        try {
          const result = await job.run({ db, now, log });
          await db.transaction(async (tx) => {
            await tx.update(jobRuns).set({ finishedAt: new Date(), result }).where(eq(jobRuns.id, run.id));
            await audit(tx, { action: 'job.run', target: `job:${job.name}`, detail: { run_id: run.id, result } });
          });
          return { name: job.name, run_id: run.id, ms: Date.now() - started, result };
        } catch (err) {
          const message = String((err as Error)?.message ?? err).slice(0, 500);
          logError(err);
          await db.transaction(async (tx) => {
            await tx.update(jobRuns).set({ finishedAt: new Date(), error: message }).where(eq(jobRuns.id, run.id));
            await audit(tx, {
              action: 'job.run',
              target: `job:${job.name}`,
              ok: false,
              detail: { run_id: run.id, error: message },
            });
          });
          throw new HttpError(500, `任务 ${job.name} 执行失败：${message}`);
        }
      } finally {
        running.delete(job.name);
      }
    },
  };
}
