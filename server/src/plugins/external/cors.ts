import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '#app/lib/plugin';

/** CORS for the configured origins only (CORS_ORIGINS); with none configured, no CORS header is ever sent. */
export default globalPlugin(async function cors(app: FastifyInstance, opts: { origins: string[] }) {
  const allowed = new Set(opts.origins);
  if (allowed.size === 0) return;

  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    reply.header('vary', 'Origin');
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'Authorization, Content-Type, Idempotency-Key')
        .header('access-control-max-age', '600')
        .send();
    }
  });
  // Preflights must reach the hook above: give them a route to match.
  app.options('/api/*', async (_req, reply) => reply.code(204).send());
});
