import type { FastifyRequest } from 'fastify';
import { LoginDataSchema, NoData } from '@h5/shared/contract';
import { ok } from '#app/lib/envelope';
import { MESSAGES } from '#app/lib/http-error';
import { logoff } from '#app/plugins/app/auth/end-sessions';
import { answers, emptyBody, optionalFields, raw, text, type RoutesPlugin } from '#app/routes/schemas';

const meta = (request: FastifyRequest) => ({
  ip: request.ip ?? '',
  userAgent: String(request.headers['user-agent'] ?? ''),
});

const tokenResponse = answers(LoginDataSchema);

/**
 * Register, login and logoff. Field presence and length are the shared validators' job (their
 * messages, in the spec's order), so the schemas only insist on types and sane sizes.
 */
const authRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        body: optionalFields(
            {
              name: text(),
              password: text(),
              confirmPass: text(),
              realname: text(),
              paypassword: text(),
              code: text(),
              captcha_id: text(64),
              pid: raw<string | number | null>({ type: ['string', 'integer', 'null'], maxLength: 32 }),
            },
            { additionalProperties: false },
        ),
        response: tokenResponse,
      },
    },
    async (request) => {
      const token = await app.accounts.register(request.body, meta(request));
      return ok({ api_token: token }, MESSAGES.registered);
    },
  );

  app.post(
    '/login_pc',
    {
      schema: {
        body: optionalFields({ name: text(64), password: text(), code: text(16), captcha_id: text(64) }, { additionalProperties: false }),
        response: tokenResponse,
      },
    },
    async (request) => {
      const token = await app.accounts.login(request.body, meta(request));
      return ok({ api_token: token }, MESSAGES.loggedIn);
    },
  );

  /** Always 200: the client clears its state whatever happens. The session ends with the games launched from it. */
  app.post('/logoff', { schema: { body: emptyBody, response: answers(NoData) } }, async (request) => {
    await logoff(app.db, request.headers.authorization);
    return ok(null, MESSAGES.loggedOut);
  });
};

export default authRoutes;
