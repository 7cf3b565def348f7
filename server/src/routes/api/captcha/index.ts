import type { FastifyPluginAsync } from 'fastify';
import { ok } from '#app/lib/envelope';
import { envelope, refusal } from '#app/routes/schemas';

/** GET /api/captcha → {id, img}: a server-drawn captcha, single use, 5 minute life. */
const captchaRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/captcha',
    {
      schema: {
        querystring: { type: 'object', properties: {} },
        response: {
          200: envelope({ type: 'object', properties: { id: { type: 'string' }, img: { type: 'string' } } }),
          '4xx': refusal,
          '5xx': refusal,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await app.captchas.issue(request.ip));
    },
  );
};

export default captchaRoutes;
