import http, { type Server } from 'node:http';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { jobRuns, supportConversations } from '#app/db/schema/index';
import { globalPlugin } from '#app/lib/plugin';

/**
 * Prometheus metrics of one instance (prom-client), served by `listenMetrics` on their own port (METRICS_PORT,
 * default 127.0.0.1:9464) — never on the player site's or the console's origin:
 *
 * - h5_http_requests_total and h5_http_request_duration_seconds{method,route,status}: every answer, by the route's
 *   pattern (`/api/users/:id`, never the raw address), 'unmatched' for a 404 that matched no route;
 * - h5_db_pool_connections{state}: PostgreSQL connections in use, idle and requests waiting for one;
 * - h5_job_runs_total{job,outcome} and h5_job_duration_seconds{job}: the scheduled runs this instance made;
 * - h5_ledger_check_ok: the last scheduled ledger check (1 passed, 0 failed, -1 none yet), read from job_runs, so every
 *   instance reports the same; h5_support_open_conversations: open customer-service conversations (the database's);
 * - process metrics (CPU, memory, event-loop lag, GC) with prom-client's defaults.
 * Per-instance counters add up across instances in Prometheus (sum by (route, status)).
 */
export interface Metrics {
  registry: Registry;
  jobRun(job: string, outcome: 'ok' | 'failed', seconds: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export default globalPlugin(async function metrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'h5_' });

  const requests = new Counter({
    name: 'h5_http_requests_total',
    help: 'HTTP answers by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'h5_http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  // one labelled child per (method, route, status), made once: observing then costs no label hashing
  const children = new Map<string, { count: Counter.Internal; time: Histogram.Internal<string> }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = children.get(key);
    if (!child) {
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      child = { count: requests.labels(labels), time: latency.labels(labels) };
      children.set(key, child);
    }
    child.count.inc();
    child.time.observe(reply.elapsedTime / 1000);
    done();
  });

  const pool = (app.db as unknown as { $client: unknown }).$client;
  new Gauge({
    name: 'h5_db_pool_connections',
    help: 'PostgreSQL pool of this instance: connections in use, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!(pool instanceof pg.Pool)) return;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  const runs = new Counter({
    name: 'h5_job_runs_total',
    help: 'Scheduled job runs made by this instance, by outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobTime = new Histogram({
    name: 'h5_job_duration_seconds',
    help: 'Duration of the scheduled job runs made by this instance',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers: [registry],
  });

  new Gauge({
    name: 'h5_ledger_check_ok',
    help: 'The last scheduled ledger check: 1 passed, 0 found problems, -1 not run yet',
    registers: [registry],
    async collect() {
      const [last] = await app.db
        .select({ result: jobRuns.result, error: jobRuns.error })
        .from(jobRuns)
        .where(sql`${jobRuns.job} = 'ledger-check' AND ${jobRuns.finishedAt} IS NOT NULL`)
        .orderBy(desc(jobRuns.id))
        .limit(1);
      this.set(!last ? -1 : last.error === null && last.result?.ok === true ? 1 : 0);
    },
  });
  new Gauge({
    name: 'h5_support_open_conversations',
    help: 'Customer-service conversations waiting for or in the hands of an operator',
    registers: [registry],
    async collect() {
      const [row] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(supportConversations)
        .where(eq(supportConversations.state, 'open'));
      this.set(row?.n ?? 0);
    },
  });

  app.decorate('metrics', {
    registry,
    jobRun(job: string, outcome: 'ok' | 'failed', seconds: number) {
      runs.inc({ job, outcome });
      jobTime.observe({ job }, seconds);
    },
  } satisfies Metrics);
});

/** Serves GET /metrics of `app` on its own port (not the site's, not the console's). */
export async function listenMetrics(app: FastifyInstance, port: number, host: string): Promise<Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '/').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    app.metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': app.metrics.registry.contentType }).end(body),
      (err) => {
        app.log.error({ err }, 'metrics failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
