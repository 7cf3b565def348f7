// An instance behind a load balancer: /healthz, /readyz, the request id, draining, /metrics, and the scheduler running
// each job once per period over several instances on one database (two apps here; three processes behind nginx in
// test/integration/cluster.test.ts).
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { and, eq, ne, sql } from 'drizzle-orm';
import { buildApp } from '#app/app';
import { jobRuns } from '#app/db/schema/index';
import { findJob } from '#app/jobs/index';
import { listenMetrics } from '#app/plugins/app/metrics';
import { createTestApp, fastHasher, type TestApp } from '#test/helpers/test-app';

const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe(`lifecycle and metrics (${db})`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('/healthz answers; /readyz answers ready once every migration is applied', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(health.statusCode, 200);
    assert.deepEqual(health.json(), { status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ready' });
    assert.equal(ready.headers['cache-control'], 'no-store');
  });

  test('/readyz is 503 while a migration of this build is missing', async () => {
    const [last] = (
      (await t.handle.db.execute(
        sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    await t.handle.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(res.statusCode, 503);
      assert.equal(res.json().status, 'migrating');
      assert.match(res.json().reason, /数据库迁移未完成/);
    } finally {
      await t.handle.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
  });

  test("every answer carries the proxy's request id, or a new UUID when it is missing or not a plain token", async () => {
    const given = await t.app.inject({ method: 'POST', url: '/api/app', headers: { 'x-request-id': 'abc123def' } });
    assert.equal(given.headers['x-request-id'], 'abc123def');
    const none = await t.app.inject({ method: 'POST', url: '/api/app' });
    assert.match(String(none.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    for (const bad of ['has space', 'x'.repeat(65), 'a\u00e9b', '<script>']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/app', headers: { 'x-request-id': bad } });
      assert.match(String(res.headers['x-request-id']), /^[0-9a-f-]{36}$/, bad);
    }
  });

  test('/metrics, on its own port: requests by route pattern and status, job runs, ledger check, chat, pool', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/no/such/path' });
    const server = await listenMetrics(t.app, 0, '127.0.0.1');
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      let text = await (await fetch(`${url}/metrics`)).text();
      assert.match(text, /h5_http_requests_total\{method="GET",route="\/healthz",status="200"\} [1-9]/);
      assert.match(text, /h5_http_requests_total\{method="GET",route="unmatched",status="404"\} [1-9]/);
      assert.match(text, /h5_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz"/);
      assert.match(text, /h5_ledger_check_ok -1/, 'no ledger check yet');
      assert.match(text, /h5_support_open_conversations 0/);
      assert.match(text, /h5_process_cpu_seconds_total/);
      if (db === 'postgres') assert.match(text, /h5_db_pool_connections\{state="waiting"\} 0/);

      // the ledger check as the scheduler runs it: its last result is what /metrics says
      const job = findJob('ledger-check')!;
      const result = await job.run({ db: t.handle.db, now: new Date(), log: () => {} });
      assert.deepEqual(result, { ok: true, problems: [] });
      await t.handle.db.insert(jobRuns).values({ job: 'ledger-check', period: 'test', finishedAt: new Date(), result });
      t.app.metrics.jobRun('ledger-check', 'ok', 0.2);
      text = await (await fetch(`${url}/metrics`)).text();
      assert.match(text, /h5_ledger_check_ok 1/);
      assert.match(text, /h5_job_runs_total\{job="ledger-check",outcome="ok"\} 1/);

      assert.equal((await fetch(`${url}/`)).status, 404);
      assert.equal((await fetch(`${url}/metrics`, { method: 'POST' })).status, 404);
    } finally {
      server.close();
    }
    // and the player site has no /metrics
    assert.equal((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode, 404);
  });
});

describe(`draining (${db})`, () => {
  test('readyz turns 503, answers say Connection: close, the port stops taking connections', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
      assert.equal((await fetch(`${url}/readyz`)).status, 200);
      const drained = t.app.lifecycle.drain(3000);
      const during = await t.app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(during.statusCode, 503);
      assert.equal(during.json().status, 'draining');
      assert.equal(during.headers.connection, 'close');
      await drained;
      // a new connection is refused (a kept-alive one may still carry a request, answered with Connection: close)
      const port = Number(new URL(url).port);
      await assert.rejects(
        new Promise((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end()));
          socket.on('error', reject);
        }),
        /ECONNREFUSED/,
      );
    } finally {
      await t.close();
    }
  });
});

describe(`the scheduler runs each job once per period over two instances on one database (${db})`, () => {
  test('two apps, periods of 1 s, for about 5 s', { timeout: 60_000 }, async () => {
    const t = await createTestApp();
    // an instance with its scheduler on (createTestApp leaves jobs to tests), periods of 1 s
    const instance = () =>
      buildApp({
        db: t.handle.db,
        passwordHasher: fastHasher,
        static: false,
        jobs: true,
        housekeepingMs: 1000,
        jobEveryMs: { 'deposit-expiry': 1000, 'transfer-reconcile': 1000 },
      });
    const first = await instance();
    // a second one on the same database (PGlite: one process by construction, so one instance only)
    const second = db === 'postgres' ? await instance() : null;
    try {
      await Promise.all([first.ready(), second?.ready()]);
      assert.deepEqual(
        first.scheduler
          .list()
          .filter((j) => j.everyMs === 1000)
          .map((j) => j.name)
          .sort(),
        ['deposit-expiry', 'housekeeping', 'transfer-reconcile'],
      );
      await new Promise((r) => setTimeout(r, 5500));
      await Promise.all([first.scheduler.stop(), second?.scheduler.stop()]);
      for (const job of ['deposit-expiry', 'transfer-reconcile', 'housekeeping']) {
        const runs = await t.handle.db
          .select({ period: jobRuns.period, error: jobRuns.error, finishedAt: jobRuns.finishedAt })
          .from(jobRuns)
          .where(and(eq(jobRuns.job, job), ne(jobRuns.period, '')));
        const periods = runs.map((r) => r.period);
        assert.equal(new Set(periods).size, periods.length, `${job}: one run per period`);
        assert.ok(periods.length >= 4, `${job}: ran in ${periods.length} periods of about 5`);
        // consecutive periods, none skipped: from the first to the last, one run each
        const starts = periods.map((p) => Date.parse(p)).sort((a, b) => a - b);
        assert.equal((starts.at(-1)! - starts[0]) / 1000 + 1, starts.length, `${job}: no period skipped`);
        for (const r of runs) assert.equal(r.error, null, `${job}: ${r.error}`);
        for (const r of runs) assert.ok(r.finishedAt, `${job}: every run finished`);
      }
    } finally {
      await first.close();
      await second?.close();
      await t.close();
    }
  });
});

describe(`the scheduler runs a period that every wake-up slipped past, late, once (${db})`, () => {
  test(
    'a job that ran two periods ago and not in the last one runs the last one, then the current one',
    { timeout: 60_000 },
    async () => {
      const t = await createTestApp();
      const EVERY = 10_000;
      const job = 'deposit-expiry';
      const dbNow = async () => {
        const { rows } = (await t.handle.db.execute(
          sql`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS now`,
        )) as unknown as { rows: { now: string | number }[] };
        return Number(rows[0].now);
      };
      // start early in a period (by the database's clock), so this instance's first wake-up is inside it
      let now = await dbNow();
      if (now % EVERY > 1000) await new Promise((r) => setTimeout(r, EVERY - (now % EVERY) + 50));
      now = await dbNow();
      const current = now - (now % EVERY);
      const iso = (ms: number) => new Date(ms).toISOString();
      // the period before last ran and ended; the last one has no run (the instances were all late)
      await t.handle.db.insert(jobRuns).values({
        job,
        period: iso(current - 2 * EVERY),
        startedAt: new Date(current - 2 * EVERY + 100),
        finishedAt: new Date(current - 2 * EVERY + 300),
      });
      const app = await buildApp({
        db: t.handle.db,
        passwordHasher: fastHasher,
        static: false,
        jobs: true,
        jobEveryMs: { [job]: EVERY },
      });
      try {
        await app.ready();
        // the first wake-up is within a quarter period and a little (3.2 s)
        const deadline = Date.now() + 8000;
        let runs: { period: string; startedAt: Date; finishedAt: Date | null }[] = [];
        while (Date.now() < deadline) {
          runs = await t.handle.db
            .select({ period: jobRuns.period, startedAt: jobRuns.startedAt, finishedAt: jobRuns.finishedAt })
            .from(jobRuns)
            .where(and(eq(jobRuns.job, job), ne(jobRuns.period, '')));
          if (runs.filter((r) => r.finishedAt).length >= 3) break;
          await new Promise((r) => setTimeout(r, 200));
        }
        await app.scheduler.stop();
        const byPeriod = new Map(runs.map((r) => [r.period, r]));
        assert.deepEqual(
          [...byPeriod.keys()].sort(),
          [iso(current - 2 * EVERY), iso(current - EVERY), iso(current)],
          'the missed period and the current one ran, once each',
        );
        const late = byPeriod.get(iso(current - EVERY))!;
        assert.ok(late.finishedAt, 'the late run finished');
        assert.ok(late.startedAt.getTime() >= current, 'it ran late, in the current period');
        assert.ok(late.finishedAt <= byPeriod.get(iso(current))!.startedAt, 'before the current period ran');
      } finally {
        await app.close();
        await t.close();
      }
    },
  );
});

describe('areas served from a CDN (ASSET_ORIGINS)', () => {
  test("the site's CSP allows the CDN's scripts, styles, pictures and fonts, and nothing else changes", async () => {
    const t = await createTestApp({ assetOrigins: ['https://cdn.example.com'] });
    try {
      const csp = String((await t.app.inject({ method: 'POST', url: '/api/app' })).headers['content-security-policy']);
      for (const d of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
        assert.match(csp, new RegExp(`${d} [^;]*https://cdn\\.example\\.com`), d);
      assert.match(csp, /frame-ancestors 'self'/);
      assert.match(csp, /object-src 'none'/);
    } finally {
      await t.close();
    }
  });
});
