import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { adminOf, audit } from '#app/plugins/app/admin-auth';
import { approveAdjustment, listAdjustments, rejectAdjustment } from '#app/plugins/app/admin/adjustments';
import {
  adjustPlayerBalance,
  lockPlayer,
  playerDetail,
  playerLedger,
  playerLedgerCsv,
  searchPlayers,
  signOutPlayer,
  unlockPlayer,
} from '#app/plugins/app/admin/players';
import { EITHER_ROLE, MONEY_ROLE } from '#app/plugins/app/admin/roles';
import { completeIdempotent } from '#app/plugins/app/idempotency';
import {
  answers,
  refusal,
  document,
  idParams,
  noBody,
  noQuery,
  optionalFields,
  pageQuery,
  raw,
  text,
  type RoutesPlugin,
} from '#app/routes/schemas';

/**
 * Players for operators: search, detail with wallets and recent ledger lines, balance adjustments (finance), lock and
 * unlock (finance), sign-out everywhere (finance, editor).
 */
const usersRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/users',
    {
      config: { admin: ['finance', 'editor'] },
      schema: { querystring: Type.Object({ ...pageQuery, q: Type.Optional(text(64)) }), response: answers() },
    },
    async (request) => ok(await searchPlayers(app.db, request.query)),
  );

  app.get(
    '/users/:id',
    {
      config: { admin: ['finance', 'editor'] },
      schema: { params: idParams, querystring: noQuery, response: answers() },
    },
    async (request) =>
      ok(
        await playerDetail(app.db, request.params.id, {
          fullCardNumbers: adminOf(request).role !== 'editor',
        }),
      ),
  );

  /**
   * A signed adjustment of the central wallet against the house account, in one transaction with its audit row.
   * A debit larger than the balance is refused (and the refusal audited). Accepts an Idempotency-Key header.
   */
  app.post(
    '/users/:id/adjust',
    {
      config: { admin: 'finance', idempotent: true },
      schema: {
        params: idParams,
        body: Type.Object(
          { amount: raw<string | number>({ type: ['string', 'number'], maxLength: 32 }), reason: text(200) },
          { additionalProperties: false },
        ),
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
        adminOf(request).adminId,
      ),
  );

  const reasonBody = (required: boolean) =>
    required
      ? Type.Object({ reason: text(200) }, { additionalProperties: false })
      : optionalFields({ reason: text(200) }, { additionalProperties: false });

  /** Locks the player: login refused, every session (login, games, launch tickets) ended in the same transaction. */
  app.post(
    '/users/:id/lock',
    { config: { admin: MONEY_ROLE }, schema: { params: idParams, body: reasonBody(true), response: answers() } },
    async (request) => lockPlayer(app.db, request.params.id, request.body, (q, e) => audit(q, request, e)),
  );

  app.post(
    '/users/:id/unlock',
    { config: { admin: MONEY_ROLE }, schema: { params: idParams, body: reasonBody(true), response: answers() } },
    async (request) => unlockPlayer(app.db, request.params.id, request.body, (q, e) => audit(q, request, e)),
  );

  /** A player's ledger postings, every wallet, newest first (finance: money). */
  app.get(
    '/users/:id/ledger',
    {
      config: { admin: MONEY_ROLE },
      schema: {
        params: idParams,
        querystring: Type.Object(pageQuery, { additionalProperties: false }),
        response: answers(),
      },
    },
    async (request) =>
      ok(await playerLedger(app.db, request.params.id, { page: request.query.page, perPage: request.query.per_page })),
  );

  /** The same as CSV (the newest 10,000 postings), a download: `Content-Disposition: attachment`. */
  app.get(
    '/users/:id/ledger.csv',
    {
      config: { admin: MONEY_ROLE },
      schema: {
        params: idParams,
        querystring: noQuery,
        response: { 200: document('CSV of the postings'), '4xx': refusal, '5xx': refusal },
      },
    },
    async (request, reply) => {
      const { filename, body } = await playerLedgerCsv(app.db, request.params.id);
      await audit(app.db, request, { action: 'user.ledger.export', target: `user:${request.params.id}` });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="ledger-${request.params.id}.csv"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .send(body);
    },
  );

  /** Adjustments above the approval amount: the queue, and another finance admin's approval or rejection. */
  app.get(
    '/adjustments',
    {
      config: { admin: MONEY_ROLE },
      schema: {
        querystring: Type.Object(
          {
            ...pageQuery,
            state: Type.Optional(
              raw<'pending' | 'approved' | 'rejected'>({ type: 'string', enum: ['pending', 'approved', 'rejected'] }),
            ),
          },
          { additionalProperties: false },
        ),
        response: answers(),
      },
    },
    async (request) => ok(await listAdjustments(app.db, request.query)),
  );

  app.post(
    '/adjustments/:id/approve',
    { config: { admin: MONEY_ROLE }, schema: { params: idParams, body: noBody, response: answers() } },
    async (request) =>
      approveAdjustment(app.db, request.params.id, adminOf(request).adminId, (q, e) => audit(q, request, e)),
  );

  app.post(
    '/adjustments/:id/reject',
    { config: { admin: MONEY_ROLE }, schema: { params: idParams, body: reasonBody(true), response: answers() } },
    async (request) =>
      rejectAdjustment(app.db, request.params.id, adminOf(request).adminId, request.body, (q, e) =>
        audit(q, request, e),
      ),
  );

  /** Signs the player out on every device: login sessions, games at the venues and unused launch tickets end. */
  app.post(
    '/users/:id/signout',
    { config: { admin: EITHER_ROLE }, schema: { params: idParams, body: reasonBody(false), response: answers() } },
    async (request) => signOutPlayer(app.db, request.params.id, request.body, (q, e) => audit(q, request, e)),
  );
};

export default usersRoutes;
