import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '#app/db/migrate';
import { globalPlugin } from '#app/lib/plugin';
import { noQuery, refusal } from '#app/routes/schemas';

/**
 * An instance's life behind a load balancer:
 *
 * - `GET /healthz`: the process answers (liveness). `GET /readyz`: the database answers, every migration of this
 *   build is applied, and the instance is not draining (readiness); 503 with the reason otherwise.
 * - Every answer carries `X-Request-Id`: the proxy's (nginx passes `$request_id`, see deploy/nginx.conf) when it is
 *   a plain token of at most 64 characters, else a new UUID; the JSON log lines of the request carry it as `reqId`.
 * - `drain()` (SIGTERM, server.ts): /readyz turns 503; the listening socket closes, so new connections are refused
 *   and the proxy sends them to another instance (a refused connection carried no request, so nginx retries even a
 *   POST); every answer from then on says `Connection: close`, so the proxy drops each kept-alive connection after
 *   its request instead of sending another on it; waiting chat polls answer at once; the scheduled jobs stop after
 *   their current run. It resolves when no connection is left or at the deadline. Idle kept-alive connections are
 *   closed by the proxy (its upstream keepalive_timeout is shorter than the server's 5 s): the server closes none
 *   itself before the deadline, so it never races a request the proxy is sending on one.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the proxy's id when it is sane, else a UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: {
      readonly draining: boolean;
      /** stops taking connections and waits (at most `ms`) for the open ones to end */
      drain(ms: number, also?: Server[]): Promise<void>;
    };
  }
}

const MIGRATIONS: number = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'))
  .entries.length;

const connectionsOf = (server: net.Server) =>
  new Promise<number>((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n)));

const statusSchema = {
  type: 'object',
  properties: { status: { type: 'string' }, reason: { type: 'string' } },
  required: ['status'],
} as const;

export default globalPlugin(async function lifecycle(app: FastifyInstance) {
  let draining = false;

  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (draining) reply.header('connection', 'close');
    done();
  });

  app.get(
    '/healthz',
    {
      schema: { querystring: noQuery, response: { 200: statusSchema, '4xx': refusal, '5xx': refusal } },
      logLevel: 'warn',
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        querystring: noQuery,
        response: { 200: statusSchema, 503: statusSchema, '4xx': refusal, '5xx': refusal },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (draining) return reply.code(503).send({ status: 'draining', reason: '实例正在停止' });
      try {
        const r = (await app.db.execute(
          sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { n: number }[] };
        const applied = Number(r.rows[0]?.n ?? 0);
        if (applied < MIGRATIONS)
          return reply.code(503).send({ status: 'migrating', reason: `数据库迁移未完成 (${applied}/${MIGRATIONS})` });
      } catch (err) {
        app.log.warn({ err }, 'readiness: database unreachable');
        return reply.code(503).send({ status: 'database', reason: '数据库不可用' });
      }
      return { status: 'ready' };
    },
  );

  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    async drain(ms: number, also: Server[] = []) {
      if (draining) return;
      draining = true;
      const deadline = Date.now() + ms;
      // net.Server's own close: stops accepting without closing the idle kept-alive connections (http.Server#close
      // would close those too, racing a request the proxy may be sending on one)
      for (const s of [app.server, ...also]) if (s.listening) net.Server.prototype.close.call(s);
      app.support?.notifier.close();
      const jobs = app.scheduler?.stop();
      while (Date.now() < deadline && (await connectionsOf(app.server)) > 0)
        await new Promise((r) => setTimeout(r, 50));
      await Promise.race([jobs, new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]);
    },
  });
});
