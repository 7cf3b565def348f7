import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, unauthorized } from '#app/lib/http-error';
import { rules } from '#app/lib/validators';
import { addRouteHook, globalPlugin } from '#app/lib/plugin';
import {
  bearerToken,
  createSessionStore,
  type AuthContext,
  type AuthWithBalances,
  type SessionStore,
} from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'user': a live session is required; `request.auth` holds the user id (one query).
     * 'balances': the same plus the wallet balances, still one query (the balance poll).
     */
    auth?: 'user' | 'balances';
  }
  interface FastifyRequest {
    auth: AuthContext | AuthWithBalances | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

/** The authenticated player's id; throws the 401 envelope when the route did not authenticate. */
export function userId(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}

/** The authenticated player's id and login session id (a game launched is tied to that session). */
export function player(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return { userId: request.auth.userId, sessionId: request.auth.sessionId };
}

export function balances(request: FastifyRequest): AuthWithBalances {
  const auth = request.auth as AuthWithBalances | null;
  if (!auth || auth.centralFen === undefined) throw unauthorized();
  return auth;
}

export default globalPlugin(async function auth(app: FastifyInstance) {
  const store = createSessionStore(app.db);
  app.decorate('sessions', store);
  app.decorateRequest('auth', null);

  // onRequest of the player routes: an anonymous request is refused before its body is even parsed.
  addRouteHook(
    app,
    'onRequest',
    (config) => !!config.auth,
    async (request: FastifyRequest) => {
      const mode = request.routeOptions.config.auth;
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      const auth = mode === 'balances' ? await store.resolveWithBalances(token) : await store.resolve(token);
      if (!auth) {
        const minutes = await store.endedBySessionLimit(token);
        throw minutes === null ? unauthorized() : new HttpError(401, rules.sessionLimitMessage(minutes));
      }
      request.auth = auth;
    },
  );
});
