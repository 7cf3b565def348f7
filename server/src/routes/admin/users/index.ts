import type { FastifyPluginAsync } from 'fastify';
import { ok } from '#app/lib/envelope';
import { audit } from '#app/plugins/app/admin-auth';
import { adjustPlayerBalance, lockPlayer, playerDetail, searchPlayers, signOutPlayer, unlockPlayer } from '#app/plugins/app/admin/players';
import { EITHER_ROLE, MONEY_ROLE } from '#app/plugins/app/admin/roles';
import { completeIdempotent } from '#app/plugins/app/idempotency';
import { answers, noQuery, text } from '#app/routes/schemas';
import { idParams, pageQuery, type PageQuery } from '#app/routes/schemas';

/**
 * Players for operators: search, detail with wallets and recent ledger lines, balance adjustments (finance), lock and
 * unlock (finance), sign-out everywhere (finance, editor).
 */
const usersRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: PageQuery & { q?: string } }>(
    '/users',
    {
      config: { admin: ['finance', 'editor'] },
      schema: { querystring: { type: 'object', properties: { ...pageQuery, q: text(64) } }, response: answers() },
    },
    async (request) => ok(await searchPlayers(app.db, request.query)),
  );

  app.get<{ Params: { id: number } }>('/users/:id', { config: { admin: ['finance', 'editor'] }, schema: { params: idParams, querystring: noQuery, response: answers() } }, async (request) =>
    ok(await playerDetail(app.db, request.params.id)),
  );

  /**
   * A signed adjustment of the central wallet against the house account, in one transaction with its audit row.
   * A debit larger than the balance is refused (and the refusal audited). Accepts an Idempotency-Key header.
   */
  app.post<{ Params: { id: number }; Body: { amount: string | number; reason: string } }>(
    '/users/:id/adjust',
    {
      config: { admin: 'finance', idempotent: true },
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['amount', 'reason'],
          properties: { amount: { type: ['string', 'number'], maxLength: 32 }, reason: text(200) },
        },
        response: answers(),
      },
    },
    async (request) =>
      adjustPlayerBalance(
        app.db,
        request.params.id,
        request.body,
        (q, e) => audit(q, request, e),
        (tx, envelope) => completeIdempotent(tx, request, envelope),
      ),
  );

  const reasonBody = (required: boolean) =>
    ({ type: 'object', additionalProperties: false, ...(required ? { required: ['reason'] } : {}), properties: { reason: text(200) } }) as const;

  /** Locks the player: login refused, every session (login, games, launch tickets) ended in the same transaction. */
  app.post<{ Params: { id: number }; Body: { reason?: string } }>(
    '/users/:id/lock',
    { config: { admin: MONEY_ROLE }, schema: { params: idParams, body: reasonBody(true), response: answers() } },
    async (request) => lockPlayer(app.db, request.params.id, request.body, (q, e) => audit(q, request, e)),
  );

  app.post<{ Params: { id: number }; Body: { reason?: string } }>(
    '/users/:id/unlock',
    { config: { admin: MONEY_ROLE }, schema: { params: idParams, body: reasonBody(true), response: answers() } },
    async (request) => unlockPlayer(app.db, request.params.id, request.body, (q, e) => audit(q, request, e)),
  );

  /** Signs the player out on every device: login sessions, games at the venues and unused launch tickets end. */
  app.post<{ Params: { id: number }; Body: { reason?: string } }>(
    '/users/:id/signout',
    { config: { admin: EITHER_ROLE }, schema: { params: idParams, body: reasonBody(false), response: answers() } },
    async (request) => signOutPlayer(app.db, request.params.id, request.body ?? {}, (q, e) => audit(q, request, e)),
  );
};

export default usersRoutes;
