import { randomBytes } from 'node:crypto';
import { rawQuery, type Db } from '#app/db/client';

/**
 * Caps the chat's open long polls per scope (`ip:<address>` for visitors, `u:<user id>` for a player) across every
 * server instance, with nothing shared but the database (table `support_poll_slots`, migration 0013). A scope has `cap`
 * numbered slots; a poll claims one before it waits and frees it when it ends.
 *
 * A claim is ONE statement, outside any transaction: it picks at random one of the slots free in its snapshot (no row,
 * or a row past `expires_at`: a crashed server's) and inserts it. Two claims of one slot meet on the primary key: the
 * second waits for the first to commit, then finds a live row (`ON CONFLICT … WHERE expired` updates nothing) and tries
 * another slot. The key makes overshooting impossible however many instances claim at once, and nobody holds a lock
 * longer than one statement, so a burst from one address cannot tie up the pool waiting for it.
 */

/** How long after a poll's longest wait its slot stays claimed should it never be freed (the server died). */
export const SLOT_MARGIN_SECONDS = 15;

export interface PollSlot {
  scope: string;
  slot: number;
  holder: string;
}

export function createPollSlots(db: Db) {
  const raw = rawQuery(db);

  // `free`: the slots free in this statement's snapshot; `claimed`: the one it got (none when another claim won it).
  const CLAIM = `
    WITH free AS (
           SELECT n FROM generate_series(1, $2::int) AS n
            WHERE NOT EXISTS (SELECT 1 FROM support_poll_slots o WHERE o.scope = $1::varchar AND o.slot = n AND o.expires_at > now())),
         pick AS (SELECT n FROM free ORDER BY random() LIMIT 1),
         claimed AS (
           INSERT INTO support_poll_slots AS s (scope, slot, holder, expires_at)
           SELECT $1::varchar, n, $3::varchar, now() + make_interval(secs => $4::double precision) FROM pick
           ON CONFLICT (scope, slot) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
            WHERE s.expires_at <= now()
           RETURNING slot)
    SELECT (SELECT slot FROM claimed) AS slot, (SELECT count(*) FROM free) AS free`;

  return {
    /**
     * A slot of `scope` for `seconds` (the poll's wait plus SLOT_MARGIN_SECONDS), or null when all `cap` are taken.
     * Each lost race means another claim took a slot, so after `cap` of them every slot is taken: at most cap + 1 tries.
     */
    async claim(scope: string, cap: number, seconds: number): Promise<PollSlot | null> {
      const holder = randomBytes(16).toString('base64url');
      for (let attempt = 0; attempt <= cap; attempt++) {
        const [row] = await raw<{ slot: number | null; free: string | number }>('support_poll_slot_claim', CLAIM, [
          scope,
          cap,
          holder,
          seconds,
        ]);
        if (row.slot !== null) return { scope, slot: Number(row.slot), holder };
        if (Number(row.free) === 0) return null;
      }
      return null;
    },

    /** Frees a claimed slot (only while it is still this poll's). */
    async release(s: PollSlot): Promise<void> {
      await raw(
        'support_poll_slot_release',
        'DELETE FROM support_poll_slots WHERE scope = $1 AND slot = $2 AND holder = $3',
        [s.scope, s.slot, s.holder],
      );
    },

    /** Deletes slots expired for an hour (a crashed server's; housekeeping). */
    async purgeExpired(): Promise<number> {
      const rows = await raw<{ scope: string }>(
        'support_poll_slot_purge',
        `DELETE FROM support_poll_slots WHERE expires_at < now() - interval '1 hour' RETURNING scope`,
        [],
      );
      return rows.length;
    },
  };
}

export type PollSlots = ReturnType<typeof createPollSlots>;
