import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#app/db/client';
import { bets, deposits, users } from '#app/db/schema/index';
import { createUser } from '#app/db/players';
import { depositConfirmed } from '#app/plugins/app/wallet/events';
import { accountBalanceFen, centralAccountId, post, systemAccountId } from '#app/db/ledger';
import { fastHasher, uniqueName } from './test-app';

/** A Shanghai wall-clock time as a Date: `sh('2026-11-21 10:30:00')`. */
export const sh = (wall: string) => new Date(`${wall.replace(' ', 'T')}+08:00`);

/** A mutable clock for `rewardsNow`. */
export function testClock(start: string) {
  const clock = { at: sh(start), set: (wall: string) => (clock.at = sh(wall)), now: () => clock.at };
  return clock;
}

/** A player with a live session, straight in the database. */
export async function newPlayer(app: FastifyInstance, opts: { vip?: number } = {}) {
  const username = uniqueName('rw');
  const userId = await createUser(app.db, fastHasher, {
    username,
    password: 'x',
    payPassword: 'y',
    realname: '测试',
    vip: opts.vip,
  });
  const token = await app.sessions.create(app.db, userId, { ip: '127.0.0.1', userAgent: 'test' });
  return { userId, token, username };
}

let betSeq = 0;
/** A bet row as the venue engine would write it (settled by default). */
export async function addBet(
  db: Db,
  b: { userId: number; platname: string; category: string; validFen: number; settledAt: Date | null; status?: number },
) {
  const [row] = await db
    .insert(bets)
    .values({
      betNo: `T${Date.now().toString(36)}${(betSeq++).toString(36)}${randomBytes(2).toString('hex')}`,
      userId: b.userId,
      platname: b.platname,
      category: b.category,
      gameCode: 'test',
      betAmountFen: Math.max(1, b.validFen),
      validBetFen: b.validFen,
      status: b.status ?? 1,
      betTime: b.settledAt ?? new Date(),
      settledAt: b.settledAt,
    })
    .returning();
  return row;
}

/** A deposit row only (no money moved): enough for the red-packet rules, which read confirmed deposits. */
export async function addDepositRow(db: Db, userId: number, amountFen: number, confirmedAt: Date, state = 2) {
  const [row] = await db
    .insert(deposits)
    .values({
      depositNo: `D${randomBytes(8).toString('hex')}`,
      userId,
      paytype: 'bank',
      amountFen,
      state,
      reviewedAt: state === 2 ? confirmedAt : null,
      createdAt: confirmedAt,
    })
    .returning();
  return row;
}

/** What the cashier does on confirmation: credit, paysum, 1x turnover, then the deposit events (rewards handlers). */
export async function confirmDeposit(db: Db, userId: number, amountFen: number, at: Date) {
  return db.transaction(async (tx) => {
    const depositNo = `D${randomBytes(8).toString('hex')}`;
    const [d] = await tx
      .insert(deposits)
      .values({ depositNo, userId, paytype: 'bank', amountFen, state: 2, reviewedAt: at, createdAt: at })
      .returning();
    await post(tx, {
      kind: 'deposit',
      lines: [
        { accountId: await systemAccountId(tx, 'deposit_clearing'), amountFen: -amountFen },
        { accountId: await centralAccountId(tx, userId), amountFen },
      ],
    });
    await tx
      .update(users)
      .set({
        paysumFen: sql`${users.paysumFen} + ${amountFen}::bigint`,
        turnoverRequiredFen: sql`${users.turnoverRequiredFen} + ${amountFen}::bigint`,
      })
      .where(eq(users.id, userId));
    await depositConfirmed(tx, { depositId: d.id, depositNo, userId, amountFen, confirmedAt: at });
    return d;
  });
}

export async function centralFen(db: Db, userId: number) {
  return accountBalanceFen(db, await centralAccountId(db, userId));
}

export async function userRow(db: Db, userId: number) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  return u;
}
