import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { jobRuns } from '#app/db/schema/index';
import { ok } from '#app/lib/envelope';
import { HttpError } from '#app/lib/http-error';
import { audit } from '#app/plugins/app/admin-auth';
import { allJobs, findJob } from '#app/jobs/index';
import { emptyBody } from '#app/routes/schemas';
import { shanghaiTimestamp } from '#app/lib/time';

export const JOB_MESSAGES = {
  notFound: '任务不存在',
  running: '该任务正在运行，请稍后再试',
} as const;

const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_:-]+$' } },
} as const;

/** A run that started this long ago and never finished is taken as dead (the process stopped mid-run). */
const STALE_RUN = sql`now() - interval '10 minutes'`;

/**
 * GET /jobs (super): every registered scheduled job with its last run. POST /jobs/:name/run (super): runs it now
 * through the registry (recorded in job_runs like a scheduled run, audited), answering its result.
 */
const jobsRoutes: FastifyPluginAsync = async (app) => {
  const running = new Set<string>();

  app.get('/jobs', { config: { admin: 'super' } }, async () => {
    const jobs = allJobs();
    const last = await Promise.all(
      jobs.map(async (j) => (await app.db.select().from(jobRuns).where(eq(jobRuns.job, j.name)).orderBy(desc(jobRuns.id)).limit(1))[0] ?? null),
    );
    return ok(
      jobs.map((j, i) => ({
        name: j.name,
        description: j.description,
        every_seconds: j.everyMs ? Math.round(j.everyMs / 1000) : 0,
        last_started_at: shanghaiTimestamp(last[i]?.startedAt),
        last_finished_at: shanghaiTimestamp(last[i]?.finishedAt),
        last_error: last[i]?.error ?? null,
        last_result: last[i]?.result ?? null,
      })),
    );
  });

  app.post<{ Params: { name: string } }>('/jobs/:name/run', { config: { admin: 'super' }, schema: { params: nameParams, body: emptyBody } }, async (request) => {
    const job = findJob(request.params.name);
    if (!job) throw new HttpError(404, JOB_MESSAGES.notFound);
    if (running.has(job.name)) throw new HttpError(409, JOB_MESSAGES.running);
    const [busy] = await app.db
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, job.name), isNull(jobRuns.finishedAt), gt(jobRuns.startedAt, STALE_RUN)))
      .limit(1);
    if (busy) throw new HttpError(409, JOB_MESSAGES.running);

    running.add(job.name);
    try {
      const [run] = await app.db.insert(jobRuns).values({ job: job.name }).returning({ id: jobRuns.id });
      const started = Date.now();
      try {
        const result = await job.run({ db: app.db, now: new Date(), log: (msg, detail) => request.log.info({ job: job.name, ...detail }, msg) });
        await app.db.transaction(async (tx) => {
          await tx.update(jobRuns).set({ finishedAt: new Date(), result }).where(eq(jobRuns.id, run.id));
          await audit(tx, request, { action: 'job.run', target: `job:${job.name}`, detail: { run_id: run.id, result } });
        });
        return ok({ name: job.name, run_id: run.id, ms: Date.now() - started, result }, `任务 ${job.name} 已执行`);
      } catch (err) {
        const message = String((err as Error)?.message ?? err).slice(0, 500);
        request.log.error({ err, job: job.name }, 'job failed');
        await app.db.transaction(async (tx) => {
          await tx.update(jobRuns).set({ finishedAt: new Date(), error: message }).where(eq(jobRuns.id, run.id));
          await audit(tx, request, { action: 'job.run', target: `job:${job.name}`, ok: false, detail: { run_id: run.id, error: message } });
        });
        throw new HttpError(500, `任务 ${job.name} 执行失败：${message}`);
      }
    } finally {
      running.delete(job.name);
    }
  });
};

export default jobsRoutes;
