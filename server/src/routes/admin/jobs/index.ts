import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { audit } from '#app/plugins/app/admin-auth';
import { createJobRunner } from '#app/plugins/app/admin/job-runs';
import { answers, emptyBody, noQuery, type RoutesPlugin } from '#app/routes/schemas';

const nameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_:-]+$' }) });

/**
 * GET /jobs (super): every registered scheduled job with its last run. POST /jobs/:name/run (super): runs it now
 * through the registry (recorded in job_runs like a scheduled run, audited), answering its result.
 */
const jobsRoutes: RoutesPlugin = async (app) => {
  const jobs = createJobRunner(app.db);

  app.get('/jobs', { config: { admin: 'super' }, schema: { querystring: noQuery, response: answers() } }, async () =>
    ok(await jobs.list()),
  );

  app.post(
    '/jobs/:name/run',
    { config: { admin: 'super' }, schema: { params: nameParams, body: emptyBody, response: answers() } },
    async (request) => {
      const { name } = request.params;
      const result = await jobs.run(
        name,
        // a test's reward clock (rewardsNow, TEST_REWARDS_CLOCK_FILE) is the clock of the reward jobs too: otherwise the
        // rebate job computes the wall clock's days while the rebate list and claim read the test's day
        app.rewards.clockSet ? app.rewards.now() : new Date(),
        (msg, detail) => request.log.info({ job: name, ...detail }, msg),
        (err) => request.log.error({ err, job: name }, 'job failed'),
        (tx, e) => audit(tx, request, e),
      );
      return ok(result, `任务 ${result.name} 已执行`);
    },
  );
};

export default jobsRoutes;
