import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '#app/lib/envelope';
import { HttpError } from '#app/lib/http-error';
import { rules } from '#app/lib/validators';
import { betRow, gameNameOf, simulatorState } from '#app/plugins/app/venues/simulator/game-state';
import { SIM_MESSAGES, SESSION_TTL_MS, type VenueSession } from '#app/plugins/app/venues/simulator/index';
import { renderGamePage, renderMessagePage } from '#app/plugins/app/venues/simulator/pages';
import { answers, document, noQuery, optionalFields, raw, text, type RoutesPlugin } from '#app/routes/schemas';

/**
 * The venue simulator's own HTTP surface (not part of /api): the launch URL exchanges a one-time ticket for a session
 * cookie scoped to /venue/<platname>, the game page, and the JSON API the page bets through.
 */

const COOKIE = 'vsim';
/** The pages answer HTML (sent as text, never serialised); a refusal thrown on the way is the envelope. */
const htmlPage = { '2xx': document('text/html'), '4xx': answers()['4xx'], '5xx': answers()['5xx'] };
const platParams = Type.Object({ platname: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }) });

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce?: string;
  }
}

function cookieValue(request: { headers: FastifyRequest['headers'] }, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

const venueRoutes: RoutesPlugin = async (app) => {
  const sim = app.venues.simulator;

  // Game pages run one inline script, allowed by a per-response nonce (the site's CSP allows none).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.cspNonce) {
      reply.header(
        'content-security-policy',
        `default-src 'self'; script-src 'nonce-${request.cspNonce}'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'`,
      );
    }
    return payload;
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  async function sessionOf(request: {
    params: { platname: string };
    headers: FastifyRequest['headers'];
  }): Promise<VenueSession | null> {
    return sim.session(request.params.platname, cookieValue(request, COOKIE));
  }
  async function requireSession(request: {
    params: { platname: string };
    headers: FastifyRequest['headers'];
  }): Promise<VenueSession> {
    const s = await sessionOf(request);
    if (!s) throw new HttpError(401, SIM_MESSAGES.sessionExpired);
    return s;
  }

  app.get(
    '/:platname/launch',
    { schema: { params: platParams, querystring: optionalFields({ ticket: text(128) }), response: htmlPage } },
    async (request, reply) => {
      const { platname } = request.params;
      const opened = request.query.ticket ? await sim.exchangeTicket(platname, request.query.ticket) : null;
      if (!opened) return html(reply, 400, renderMessagePage(SIM_MESSAGES.ticketInvalid));
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${COOKIE}=${opened.token}; Path=/venue/${platname}; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}${secure}`,
      );
      // the ticket leaves the address bar at once
      return reply.code(302).header('cache-control', 'no-store').redirect(`/venue/${platname}/play`);
    },
  );

  app.get(
    '/:platname/play',
    { schema: { params: platParams, querystring: noQuery, response: htmlPage } },
    async (request, reply) => {
      const s = await sessionOf(request);
      if (!s) return html(reply, 401, renderMessagePage(SIM_MESSAGES.sessionExpired));
      const gameName = await gameNameOf(app.db, s);
      request.cspNonce = randomBytes(16).toString('base64');
      return html(
        reply,
        200,
        renderGamePage({
          platname: s.platname,
          venueName: s.venueName,
          kind: s.kind,
          gameName,
          nonce: request.cspNonce,
        }),
      );
    },
  );

  app.get(
    '/:platname/api/state',
    { schema: { params: platParams, querystring: noQuery, response: answers() } },
    async (request) => {
      return ok(await simulatorState(app.venues, await requireSession(request)));
    },
  );

  app.post(
    '/:platname/api/bet',
    {
      schema: {
        params: platParams,
        body: Type.Object({
          stake: raw<string | number>({ type: ['string', 'number'], maxLength: 40 }),
          choice: text(16),
          match_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
        }),
        response: answers(),
      },
    },
    async (request) => {
      const s = await requireSession(request);
      const problem = rules.checkMoneyAmount(request.body.stake);
      if (problem) throw new HttpError(400, problem === rules.MSG.amountRequired ? SIM_MESSAGES.stakeRange : problem);
      const d = rules.readAmount(request.body.stake)!;
      const stakeFen = Number(d.units * 10n ** BigInt(2 - d.scale));
      const bet = await sim.placeBet(s, { stakeFen, choice: request.body.choice, matchId: request.body.match_id });
      const st = await simulatorState(app.venues, s);
      return ok({ bet: { ...betRow(bet), detail: bet.detail }, balance: st.balance, history: st.history });
    },
  );
};

export default venueRoutes;
