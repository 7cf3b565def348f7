import { hash, randomBytes } from 'node:crypto';
import { rawQuery, type Db, type Queryable } from '#app/db/client';
import { createBatchLoader } from '#app/lib/batch';
import { sessions } from '#app/db/schema/index';
import { rules } from '#app/lib/validators';
import { sessionLimitMinutes } from '#app/plugins/app/protection/store';

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

interface SessionRow {
  h: string;
  sid: string | number;
  uid: string | number;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * SQL: the login session row aliased `s` still works (not revoked, not past its absolute expiry, not idle). Every
 * lookup of a player's session uses it, and so does the venue simulator: a game session works only while the login
 * session it was launched from does.
 */
export const LIVE_SESSION_SQL = `s.revoked_at IS NULL AND s.expires_at > now() AND s.last_seen_at > now() - interval '${SESSION_IDLE}'`;

/** The token's SHA-256 in hex, as stored: `crypto.hash` (one call, no Hash object: about half the cost per request). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** `Authorization: Bearer <token>` → the token, or null when absent or not shaped like one of ours. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m && TOKEN_SHAPE.test(m[1]) ? m[1] : null;
}

export function createSessionStore(db: Db) {
  const raw = rawQuery(db);

  // Every authenticated request runs one of these two statements. The lookups of one event-loop turn share one
  // statement (`token_hash = ANY($1)`), named so PostgreSQL parses and plans it once per connection: under load the
  // session check costs a fraction of a round trip per request, and never a second one. The same statement refreshes
  // last_seen_at of the sessions not seen for a minute (the UPDATE of its CTE), so that costs no round trip either.
  const LIVE = LIVE_SESSION_SQL;
  const TOUCH = `touched AS (UPDATE sessions t SET last_seen_at = now() FROM found f
                    WHERE t.id = f.sid AND f.seen < now() - interval '1 minute' RETURNING t.id)`;
  const loadSessions = createBatchLoader(async (hashes: string[]) => {
    const rows = await raw<SessionRow>(
      'session_resolve_batch',
      `WITH found AS (SELECT s.token_hash AS h, s.id AS sid, s.user_id AS uid, s.last_seen_at AS seen
                        FROM sessions s WHERE s.token_hash = ANY($1::varchar[]) AND ${LIVE}),
            ${TOUCH}
       SELECT h, sid, uid FROM found`,
      [hashes],
    );
    return new Map(rows.map((r) => [r.h, r]));
  });
  const loadBalances = createBatchLoader(async (hashes: string[]) => {
    const rows = await raw<SessionRow & { central: string | number | null; venue: string | number }>(
      'session_balances_batch',
      `WITH found AS (SELECT s.token_hash AS h, s.id AS sid, s.user_id AS uid, s.last_seen_at AS seen
                        FROM sessions s WHERE s.token_hash = ANY($1::varchar[]) AND ${LIVE}),
            ${TOUCH}
       SELECT f.h, f.sid, f.uid, c.balance_fen AS central,
              (SELECT coalesce(sum(v.balance_fen), 0) FROM ledger_accounts v WHERE v.user_id = f.uid AND v.kind = 'venue') AS venue
         FROM found f
         LEFT JOIN ledger_accounts c ON c.user_id = f.uid AND c.kind = 'central'`,
      [hashes],
    );
    return new Map(rows.map((r) => [r.h, r]));
  });

  return {
    // Sessions end only through `endPlayerSessions` (./end-sessions.ts), which ends the player's games with them.

    /** Opens a session (inside the caller's transaction when given one) and returns the api_token. */
    async create(q: Queryable, userId: number, meta: { ip: string; userAgent: string }): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      // the player's own session-time limit (player protection) ends it sooner
      const limitMinutes = await sessionLimitMinutes(q, userId, new Date());
      const lifetime = Math.min(SESSION_ABSOLUTE_MS, limitMinutes ? limitMinutes * 60_000 : Infinity);
      await q.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + lifetime),
        ip: meta.ip.slice(0, 64),
        // a header may carry C1 bytes (latin1): kept visible as escapes, never as terminal controls (plain-text.ts)
        userAgent: rules.escapeUnsafeCharacters(meta.userAgent).slice(0, 256),
      });
      return token;
    },

    /**
     * Why a token that resolved to nothing stopped working, when it is the player's own session-time limit (player
     * protection): its minutes, so the 401 can say so. Asked only on the refusal path, never on a live request.
     */
    async endedBySessionLimit(token: string): Promise<number | null> {
      const [row] = await raw<{ minutes: string | number }>(
        'session_limit_ended',
        `SELECT round(extract(epoch FROM expires_at - created_at) / 60) AS minutes FROM sessions
          WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at <= now()
            AND expires_at - created_at BETWEEN interval '1 minute' AND interval '${SESSION_ABSOLUTE_MS / 1000 - 60} seconds'
            AND EXISTS (SELECT 1 FROM player_limits l WHERE l.user_id = sessions.user_id AND l.kind = 'session')`,
        [hashToken(token)],
      );
      return row ? Number(row.minutes) : null;
    },

    /** One round trip: the live session's user id. */
    async resolve(token: string): Promise<AuthContext | null> {
      const row = await loadSessions(hashToken(token));
      if (!row) return null;
      return { sessionId: Number(row.sid), userId: Number(row.uid) };
    },

    /** The balance poll's hot path: session, central wallet and venue wallets in one round trip. */
    async resolveWithBalances(token: string): Promise<AuthWithBalances | null> {
      const row = await loadBalances(hashToken(token));
      if (!row) return null;
      return {
        sessionId: Number(row.sid),
        userId: Number(row.uid),
        centralFen: Number(row.central ?? 0),
        venueFen: Number(row.venue),
      };
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
