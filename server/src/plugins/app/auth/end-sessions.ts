import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '#app/db/client';
import { sessions } from '#app/db/schema/index';
import { endVenueSessions } from '#app/plugins/app/venues/simulator/index';
import { bearerToken, hashToken } from './sessions';

/**
 * Why a player's sessions end. `logoff` is the player leaving on one device: only that login session and the games
 * launched from it end. Every other reason ends them all ("log off everywhere").
 */
export type EndReason = 'logoff' | 'password' | 'signout' | 'lock' | 'self-exclusion';

export interface EndedSessions {
  reason: EndReason;
  /** login sessions (api tokens) ended */
  sessions: number;
  /** game sessions at the venues (the simulator's `vsim` cookies) ended */
  venueSessions: number;
  /** launch tickets not yet used, ended */
  tickets: number;
}

/**
 * THE one place that ends a player's sessions: the login sessions (every api_token then gets 401), the game sessions
 * at the venues and the launch tickets not yet used — so a game never outlives the account's session. Runs inside the
 * caller's transaction (`q`), so the sessions end together with what caused it (the new password, the lock, the audit
 * row) or not at all. Every path that ends a player's sessions calls it: /api/logoff (`logoff` below), a login-password
 * change, the back office's sign-out and lock; a future self-exclusion calls it with 'self-exclusion'.
 *
 * `only.sessionId` (logoff): just that login session and the venue sessions and tickets launched from it.
 *
 * The venues: every seeded venue is the built-in simulator, whose records live in this database, so its sessions end
 * in the same transaction. A remote venue would be told after the commit (its provider's "kick player" call).
 */
export async function endPlayerSessions(
  q: Queryable,
  userId: number,
  reason: EndReason,
  only?: { sessionId: number },
): Promise<EndedSessions> {
  if (reason === 'logoff' && !only) throw new Error('a logoff ends one login session: pass its id');
  const ended = await q
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), only ? eq(sessions.id, only.sessionId) : undefined, isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  const venue = await endVenueSessions(q, userId, only?.sessionId);
  return { reason, sessions: ended.length, ...venue };
}

/**
 * POST /api/logoff: the login session of the `Authorization` header ends, with the games launched from it (the
 * player's sessions on other devices stay). Nothing happens for a missing, malformed, unknown or already ended token.
 */
export async function logoff(db: Db, authorization: string | undefined): Promise<EndedSessions | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  return db.transaction(async (tx) => {
    const [s] = await tx
      .select({ id: sessions.id, userId: sessions.userId })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    return s ? endPlayerSessions(tx, s.userId, 'logoff', { sessionId: s.id }) : null;
  });
}
