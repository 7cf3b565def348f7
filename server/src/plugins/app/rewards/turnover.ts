import { sql } from 'drizzle-orm';
import type { Tx } from '#app/db/client';
import { users } from '#app/db/schema/index';

/** Adds to the player's outstanding turnover requirement (打码量). Run after the ledger posting (lock order: ledger accounts, then the user row). */
export async function addTurnoverRequired(tx: Tx, userId: number, fen: number): Promise<void> {
  if (fen <= 0) return;
  await tx
    .update(users)
    .set({ turnoverRequiredFen: sql`${users.turnoverRequiredFen} + ${fen}::bigint` })
    .where(sql`${users.id} = ${userId}`);
}
