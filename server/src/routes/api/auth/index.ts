import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '#app/lib/envelope';
import { MESSAGES } from '#app/lib/http-error';
import type { LoginBody, RegisterBody } from '#app/plugins/app/accounts/index';
import { logoff } from '#app/plugins/app/auth/end-sessions';
import { answers, emptyBody, refusal, text } from '#app/routes/schemas';

const meta = (request: FastifyRequest) => ({
  ip: request.ip ?? '',
  userAgent: String(request.headers['user-agent'] ?? ''),
});

const tokenResponse = {
  200: {
    type: 'object',
    properties: {
      code: { type: 'integer' },
      message: { type: 'string' },
      data: { type: 'object', properties: { api_token: { type: 'string' } } },
    },
  },
  '4xx': refusal,
  '5xx': refusal,
} as const;

/**
 * Register, login and logoff. Field presence and length are the shared validators' job (their
 * messages, in the spec's order), so the schemas only insist on types and sane sizes.
 */
const authRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: RegisterBody }>(
    '/register',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            name: text(),
            password: text(),
            confirmPass: text(),
            realname: text(),
            paypassword: text(),
            code: text(),
            captcha_id: text(64),
            pid: { type: ['string', 'integer', 'null'], maxLength: 32 },
          },
        },
        response: tokenResponse,
      },
    },
    async (request) => {
      const token = await app.accounts.register(request.body, meta(request));
      return ok({ api_token: token }, MESSAGES.registered);
    },
  );

  app.post<{ Body: LoginBody }>(
    '/login_pc',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { name: text(64), password: text(), code: text(16), captcha_id: text(64) },
        },
        response: tokenResponse,
      },
    },
    async (request) => {
      const token = await app.accounts.login(request.body, meta(request));
      return ok({ api_token: token }, MESSAGES.loggedIn);
    },
  );

  /** Always 200: the client clears its state whatever happens. The session ends with the games launched from it. */
  app.post('/logoff', { schema: { body: emptyBody, response: answers() } }, async (request) => {
    await logoff(app.db, request.headers.authorization);
    return ok(null, MESSAGES.loggedOut);
  });
};

export default authRoutes;
