import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { ledgerPostings, users } from '#app/db/schema/index';
import {
  accountBalanceFen,
  centralAccountId,
  checkInvariants,
  post as postLedger,
  systemAccountId,
} from '#app/db/ledger';
import { json, post, register } from './test-app';

/** The payment password of players made by newPlayer. */
export const PAY_PASS = 'Pay#2024x';

/** A freshly registered player: token, id and name. */
export async function newPlayer(app: FastifyInstance) {
  const { res, body, token } = await register(app);
  assert.equal(res.statusCode, 200, res.body);
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${body.name.toLowerCase()}`);
  return { token: token!, id: row.id, name: body.name };
}

/** Credits a player's central wallet from the house through the ledger. */
export async function fund(db: Db, userId: number, fen: number): Promise<void> {
  await db.transaction(async (tx) => {
    await postLedger(tx, {
      kind: 'adjustment',
      memo: 'test funds',
      lines: [
        { accountId: await systemAccountId(tx, 'house'), amountFen: -fen },
        { accountId: await centralAccountId(tx, userId), amountFen: fen },
      ],
    });
  });
}

export const centralFen = async (db: Db, userId: number) => accountBalanceFen(db, await centralAccountId(db, userId));
/** A system account's balance: the sum of its postings (computed here, independent of the code under test). */
export async function systemFen(db: Db, kind: Parameters<typeof systemAccountId>[1]): Promise<number> {
  const id = await systemAccountId(db, kind);
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerPostings.amountFen}), 0)`.mapWith(Number) })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.accountId, id));
  return row.total;
}

export async function userRow(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function assertLedgerSound(db: Db): Promise<void> {
  assert.deepEqual(await checkInvariants(db), []);
}

export const adminPost = (app: FastifyInstance, url: string, token: string, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export const adminGet = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** Places a deposit order and answers its number. */
export async function recharge(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  const res = await post(app, '/api/recharge', payload, token);
  assert.equal(res.statusCode, 200, res.body);
  return json(res).message;
}

export const BANK_DEPOSIT = {
  paytype: 'bank',
  amount: '500',
  bank: '招商银行',
  bank_no: '6225880112345678',
  bank_owner: '李四',
  bank_address: '上海市浦东新区陆家嘴支行',
};
