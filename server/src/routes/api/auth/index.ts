import type { FastifyRequest } from 'fastify';
import { LoginDataSchema, NoData } from '@h5/shared/contract';
import type { LoginPayload, RegisterPayload } from '@h5/shared/types';
import type { Static } from 'typebox';
import { ok } from '#app/lib/envelope';
import { MESSAGES } from '#app/lib/http-error';
import { logoff } from '#app/plugins/app/auth/end-sessions';
import { answers, emptyBody, optionalFields, raw, text, type RoutesPlugin } from '#app/routes/schemas';

const meta = (request: FastifyRequest) => ({
  ip: request.ip ?? '',
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/**
 * The bodies as this server accepts them: every field optional and bounded (the shared validators name what is missing,
 * in the spec's order, with their own messages) and unknown fields dropped. What the pages send, the contract's
 * `RegisterPayload` and `LoginPayload` plus `captcha_id`, must always fit (checked by the compiler below).
 */
const registerBody = optionalFields(
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
);
const loginBody = optionalFields(
  { name: text(64), password: text(), code: text(16), captcha_id: text(64) },
  { additionalProperties: false },
);
/** true when every body of type Sent passes as Accepted and none of its fields would be dropped */
type Fits<Sent, Accepted> = [Sent] extends [Accepted]
  ? [Exclude<keyof Sent, keyof Accepted>] extends [never]
    ? true
    : false
  : false;
type Assert<T extends true> = T;
type _PagesRegisterBody = Assert<Fits<RegisterPayload & { captcha_id: string }, Static<typeof registerBody>>>;
type _PagesLoginBody = Assert<Fits<LoginPayload & { captcha_id: string }, Static<typeof loginBody>>>;

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
        body: registerBody,
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
        body: loginBody,
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
