// Real parallel HTTP requests against a listening server: many players fire transfers, withdrawals and red-packet
// claims at once against balances that cannot cover them all. Afterwards the ledger balances, no balance is
// negative, and every wallet equals what the successful calls say it should be. On PostgreSQL (DATABASE_URL, a pool
// of 30 connections) this is a real race; on PGlite (one connection) the same calls are serialised.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { cards, ledgerAccounts, redpacketClaims, redpacketRules, users, withdrawals } from '#app/db/schema/index';
import { centralAccountId, checkInvariants, post, systemAccountId } from '#app/db/ledger';
import { addDepositRow, newPlayer, testClock, sh } from '#test/helpers/rewards';
import { createTestApp, type TestApp } from '#test/helpers/test-app';

const PLAYERS = 10;
const START_FEN = 100_000; // 1000.00 each
const TRANSFER_FEN = 15_000; // 8 × 150.00 into the venue
const WITHDRAW_FEN = 30_000; // 3 × 300.00
const VENUE = 'ag';

describe(`many players, simultaneous transfers, withdrawals and red-packet claims (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let base: string;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const clock = testClock(`${today} 10:30:00`);

  before(async () => {
    t = await createTestApp({ rewardsNow: clock.now, poolSize: 30 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    await t.handle.db.insert(redpacketRules).values({
      startsAt: sh(`${today} 00:00:00`),
      endsAt: sh(`${today} 23:59:59`),
      rechargeFen: 10_000,
      dayFlow: 3,
      flowMultiple: '1',
      minPrizeFen: 100,
      maxPrizeFen: 500,
    });
  });

  after(async () => t?.close());

  test('the totals match what succeeded and the ledger balances', { timeout: 180_000 }, async () => {
    const db = t.handle.db;
    const house = await systemAccountId(db, 'house');
    const players = [];
    for (let i = 0; i < PLAYERS; i++) {
      const p = await newPlayer(t.app);
      const central = await centralAccountId(db, p.userId);
      await db.transaction((tx) =>
        post(tx, {
          kind: 'adjustment',
          memo: '并发测试资金',
          lines: [
            { accountId: house, amountFen: -START_FEN },
            { accountId: central, amountFen: START_FEN },
          ],
        }),
      );
      // a qualifying deposit record for today's red-packet draws (the money above is the balance)
      await addDepositRow(db, p.userId, 50_000, sh(`${today} 09:00:00`));
      const [card] = await db
        .insert(cards)
        .values({
          userId: p.userId,
          type: 1,
          bank: '中国工商银行',
          bankOwner: '测试',
          bankNo: `62220000${String(i).padStart(8, '0')}`,
          bankAddress: '北京',
        })
        .returning({ id: cards.id });
      players.push({ ...p, cardId: card.id });
    }

    const postJson = async (path: string, body: unknown, token: string) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { code: number; message: string; data: any } };
    };

    // the draws each player may take today (the best qualifying rule, ours or a seeded one)
    const info = await fetch(`${base}/api/userredpacket`, {
      headers: { authorization: `Bearer ${players[0].token}` },
    }).then((r) => r.json() as Promise<{ data: { max_times: number } }>);
    const maxDraws = Number(info.data.max_times);
    assert.ok(maxDraws >= 1, 'the players qualify for red-packet draws');

    type Kind = 'transfer' | 'withdraw' | 'redpacket';
    const calls: { player: (typeof players)[number]; kind: Kind; run: () => ReturnType<typeof postJson> }[] = [];
    for (const p of players) {
      for (let k = 0; k < 8; k++)
        calls.push({
          player: p,
          kind: 'transfer',
          run: () =>
            postJson('/api/transfer', { amount: '150.00', sourcetype: 'userbalance', targettype: VENUE }, p.token),
        });
      for (let k = 0; k < 3; k++)
        calls.push({
          player: p,
          kind: 'withdraw',
          run: () => postJson('/api/withdraw', { amount: '300.00', bank: p.cardId, password: 'y' }, p.token),
        });
      for (let k = 0; k < maxDraws + 2; k++)
        calls.push({ player: p, kind: 'redpacket', run: () => postJson('/api/douserredpacket', {}, p.token) });
    }
    // interleave the players and kinds, then fire everything at once
    calls.sort(() => Math.random() - 0.5);
    const results = await Promise.all(calls.map(async (c) => ({ ...c, res: await c.run() })));

    for (const r of results) assert.ok(r.res.status < 500, `${r.kind}: HTTP ${r.res.status} ${r.res.body.message}`);
    const refused = results.filter((r) => r.res.body.code !== 200);
    assert.ok(refused.length > 0, 'the demand exceeded the balances, so some calls were refused');

    for (const p of players) {
      const mine = results.filter((r) => r.player === p);
      const transfersOk = mine.filter((r) => r.kind === 'transfer' && r.res.body.code === 200).length;
      const withdrawOk = mine.filter((r) => r.kind === 'withdraw' && r.res.body.code === 200).length;
      const prizes = mine
        .filter((r) => r.kind === 'redpacket' && r.res.body.code === 200)
        .map((r) => Math.round(Number(r.res.body.data.redpacketmoney) * 100));
      assert.ok(prizes.length <= maxDraws, `at most ${maxDraws} draws (got ${prizes.length})`);

      const [claims] = await db
        .select({
          n: sql<number>`count(*)::int`,
          sum: sql<number>`coalesce(sum(${redpacketClaims.amountFen}), 0)::bigint`,
        })
        .from(redpacketClaims)
        .where(eq(redpacketClaims.userId, p.userId));
      assert.equal(Number(claims.n), prizes.length);
      assert.equal(
        Number(claims.sum),
        prizes.reduce((a, b) => a + b, 0),
      );
      const [wd] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(withdrawals)
        .where(eq(withdrawals.userId, p.userId));
      assert.equal(Number(wd.n), withdrawOk);

      const [central] = await db
        .select({ b: ledgerAccounts.balanceFen })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, p.userId), eq(ledgerAccounts.kind, 'central')));
      const [venue] = await db
        .select({ b: ledgerAccounts.balanceFen })
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.userId, p.userId),
            eq(ledgerAccounts.kind, 'venue'),
            eq(ledgerAccounts.platname, VENUE),
          ),
        );
      const expectedCentral =
        START_FEN - transfersOk * TRANSFER_FEN - withdrawOk * WITHDRAW_FEN + prizes.reduce((a, b) => a + b, 0);
      assert.equal(Number(central.b), expectedCentral, `central wallet of ${p.username}`);
      assert.equal(Number(venue?.b ?? 0), transfersOk * TRANSFER_FEN, `venue wallet of ${p.username}`);
      assert.ok(Number(central.b) >= 0);
    }

    const [negative] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.balanceFen} < 0`);
    assert.equal(Number(negative.n), 0);
    assert.deepEqual(await checkInvariants(db), []);
    const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    assert.ok(Number(u.n) >= PLAYERS);
  });
});
