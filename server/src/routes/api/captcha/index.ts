import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { envelope, optionalFields, refusal, type RoutesPlugin } from '#app/routes/schemas';

/** GET /api/captcha → {id, img}: a server-drawn captcha, single use, 5 minute life. */
const captchaRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/captcha',
    {
      schema: {
        querystring: Type.Object({}),
        response: {
          200: envelope(optionalFields({ id: Type.String(), img: Type.String() })),
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
