import { CaptchaSchema } from '@h5/shared/contract';
import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { answers, type RoutesPlugin } from '#app/routes/schemas';

/** GET /api/captcha → {id, img}: a server-drawn captcha, single use, 5 minute life. */
const captchaRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/captcha',
    {
      schema: {
        querystring: Type.Object({}),
        response: answers(CaptchaSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await app.captchas.issue(request.ip));
    },
  );
};

export default captchaRoutes;
