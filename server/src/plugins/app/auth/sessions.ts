import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../../../db/client';
import { ledgerAccounts, sessions } from '../../../db/schema/index';

/** server-behaviour.md: idle expiry 24 h, absolute 7 days; last_seen is refreshed at most once a minute. */
export const SESSION_IDLE = '24 hours';
export const SESSION_ABSOLUTE_MS = 7 * 24 * 3600 * 1000;

export interface AuthContext {
  sessionId: number;
  userId: number;
}
export interface AuthWithBalances extends AuthContext {
  centralFen: number;
  venueFen: number;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** `Authorization: Bearer <token>` → the token, or null when absent or not shaped like one of ours. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m && TOKEN_SHAPE.test(m[1]) ? m[1] : null;
}

const live = () =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, sql`now() - interval '24 hours'`));

export function createSessionStore(db: Db) {
  const central = alias(ledgerAccounts, 'central');

  // Prepared once: every authenticated request runs one of these two statements (named, so PostgreSQL parses and
  // plans each once per connection and the query builder does not run per request).
  const resolveQuery = db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), live()))
    .prepare('session_resolve');

  const balancesQuery = db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - interval '1 minute'`,
      centralFen: central.balanceFen,
      venueFen: sql<number>`(SELECT coalesce(sum(v.balance_fen), 0) FROM ledger_accounts v
        WHERE v.user_id = ${sessions.userId} AND v.kind = 'venue')`.mapWith(Number),
    })
    .from(sessions)
    .leftJoin(central, and(eq(central.userId, sessions.userId), eq(central.kind, 'central')))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), live()))
    .prepare('session_balances');

  async function touch(sessionId: number) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
  }

  return {
    /** Opens a session (inside the caller's transaction when given one) and returns the api_token. */
    async create(q: Queryable, userId: number, meta: { ip: string; userAgent: string }): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await q.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
        ip: meta.ip.slice(0, 64),
        userAgent: meta.userAgent.slice(0, 256),
      });
      return token;
    },

    /** One round trip: the live session's user id. */
    async resolve(token: string): Promise<AuthContext | null> {
      const [row] = await resolveQuery.execute({ hash: hashToken(token) });
      if (!row) return null;
      if (row.stale) await touch(row.sessionId);
      return { sessionId: row.sessionId, userId: row.userId };
    },

    /** The balance poll's hot path: session, central wallet and venue wallets in one round trip. */
    async resolveWithBalances(token: string): Promise<AuthWithBalances | null> {
      const [row] = await balancesQuery.execute({ hash: hashToken(token) });
      if (!row) return null;
      if (row.stale) await touch(row.sessionId);
      return { sessionId: row.sessionId, userId: row.userId, centralFen: row.centralFen ?? 0, venueFen: row.venueFen };
    },

    async revoke(token: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    },

    /** For a login-password change: every session of the user ends. */
    async revokeAllForUser(q: Queryable, userId: number): Promise<void> {
      await q
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
