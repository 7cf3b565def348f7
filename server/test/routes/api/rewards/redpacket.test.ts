import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { redpacketClaims, redpacketRules, siteSettings } from '#app/db/schema/index';
import { checkInvariants } from '#app/db/ledger';
import { addDepositRow, centralFen, newPlayer, sh, testClock, userRow } from '#test/helpers/rewards';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';

const NOT_ELIGIBLE = { code: 400, message: '您还未达到领取条件，快去完成吧！', data: null };

describe('red packets: /api/userredpacket, /api/douserredpacket, /api/redpacket', () => {
  let t: TestApp;
  const clock = testClock('2026-11-21 10:30:00');
  const info = async (token: string) =>
    json(
      await t.app.inject({ method: 'GET', url: '/api/userredpacket', headers: { authorization: `Bearer ${token}` } }),
    ).data;
  const claim = (token: string) => post(t.app, '/api/douserredpacket', undefined, token);

  before(async () => {
    t = await createTestApp({ rewardsNow: clock.now });
    const db = t.handle.db;
    await db.delete(redpacketRules);
    await db.insert(redpacketRules).values([
      // November 2026: 100 → 1 draw of 1–2 yuan (3x turnover); 1000 → 3 draws of 5–8 yuan (2.5x)
      {
        startsAt: sh('2026-11-01 00:00:00'),
        endsAt: sh('2026-11-30 23:59:59'),
        rechargeFen: 10_000,
        dayFlow: 1,
        flowMultiple: '3.00',
        minPrizeFen: 100,
        maxPrizeFen: 200,
      },
      {
        startsAt: sh('2026-11-01 00:00:00'),
        endsAt: sh('2026-11-30 23:59:59'),
        rechargeFen: 100_000,
        dayFlow: 3,
        flowMultiple: '2.50',
        minPrizeFen: 500,
        maxPrizeFen: 800,
      },
      // disabled, and over: never count, never shown
      {
        startsAt: sh('2026-11-01 00:00:00'),
        endsAt: sh('2026-11-30 23:59:59'),
        rechargeFen: 1_000,
        dayFlow: 10,
        flowMultiple: '1.00',
        minPrizeFen: 100,
        maxPrizeFen: 100,
        enabled: false,
      },
      {
        startsAt: sh('2026-10-01 00:00:00'),
        endsAt: sh('2026-10-31 23:59:59'),
        rechargeFen: 1_000,
        dayFlow: 5,
        flowMultiple: '1.00',
        minPrizeFen: 100,
        maxPrizeFen: 100,
      },
    ]);
  });
  after(() => t.close());

  test('only deposits confirmed from 12:00 the previous day up to 10:00 count', async () => {
    const p = await newPlayer(t.app);
    const db = t.handle.db;
    await addDepositRow(db, p.userId, 500_000, sh('2026-11-20 11:59:59')); // too early
    await addDepositRow(db, p.userId, 60_000, sh('2026-11-20 12:00:00')); // counts
    await addDepositRow(db, p.userId, 40_000, sh('2026-11-21 09:59:59')); // counts
    await addDepositRow(db, p.userId, 500_000, sh('2026-11-21 10:00:00')); // too late (tomorrow's)
    await addDepositRow(db, p.userId, 500_000, sh('2026-11-21 08:00:00'), 1); // pending: not confirmed
    await addDepositRow(db, p.userId, 500_000, sh('2026-11-21 08:00:00'), 3); // rejected
    const d = await info(p.token);
    assert.equal(d.recharge, '1000.00');
    assert.equal(d.max_times, 3);
    assert.equal(d.acquirednum, 0);
    assert.equal(d.sendnums, 3);
    assert.deepEqual(d.rules, [
      { start_time: '2026-11-01', end_time: '2026-11-30', day_flow: 1, flow_money: '3.00', recharge: '100.00' },
      { start_time: '2026-11-01', end_time: '2026-11-30', day_flow: 3, flow_money: '2.50', recharge: '1000.00' },
    ]);
    const poorer = await newPlayer(t.app);
    await addDepositRow(db, poorer.userId, 99_999, sh('2026-11-21 09:00:00'));
    assert.equal((await info(poorer.token)).max_times, 1, '999.99 meets only the 100 rule');
    const none = await newPlayer(t.app);
    await addDepositRow(db, none.userId, 9_999, sh('2026-11-21 09:00:00'));
    assert.deepEqual([(await info(none.token)).max_times, (await info(none.token)).sendnums], [0, 0]);
  });

  test('the draw window: 09:59:59 not started (410), 10:00 and 11:59:59 open, 12:00 ended (411)', async () => {
    const p = await newPlayer(t.app);
    await addDepositRow(t.handle.db, p.userId, 100_000, sh('2026-11-21 09:00:00'));
    clock.set('2026-11-21 09:59:59');
    let res = await claim(p.token);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(json(res), { code: 410, message: '活动尚未开始', data: null });

    const before = await centralFen(t.handle.db, p.userId);
    clock.set('2026-11-21 10:00:00');
    res = await claim(p.token);
    assert.equal(res.statusCode, 200);
    const first = json(res);
    assert.equal(first.code, 200);
    assert.match(first.data.redpacketmoney, /^[5-8]\.\d\d$/);
    assert.equal(first.message, `恭喜您抽中红包 ${first.data.redpacketmoney} 元`);
    const fen = Math.round(Number(first.data.redpacketmoney) * 100);
    assert.ok(fen >= 500 && fen <= 800);
    assert.equal(await centralFen(t.handle.db, p.userId), before + fen);
    assert.equal((await userRow(t.handle.db, p.userId)).turnoverRequiredFen, Math.ceil(fen * 2.5));

    clock.set('2026-11-21 11:59:59');
    assert.equal(json(await claim(p.token)).code, 200);

    clock.set('2026-11-21 12:00:00');
    res = await claim(p.token);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(json(res), { code: 411, message: '活动已结束', data: null });
    clock.set('2026-11-21 23:59:59');
    assert.equal(json(await claim(p.token)).code, 411);

    clock.set('2026-11-21 10:30:00');
    assert.equal(json(await claim(p.token)).code, 200);
    res = await claim(p.token);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(json(res), NOT_ELIGIBLE);
    const d = await info(p.token);
    assert.deepEqual([d.acquirednum, d.max_times, d.sendnums], [3, 3, 0]);

    const claims = await t.handle.db
      .select()
      .from(redpacketClaims)
      .where(eq(redpacketClaims.userId, p.userId))
      .orderBy(redpacketClaims.seq);
    assert.deepEqual(
      claims.map((c) => [c.day, c.seq, c.rechargeFen]),
      [
        ['2026-11-21', 1, 100_000],
        ['2026-11-21', 2, 100_000],
        ['2026-11-21', 3, 100_000],
      ],
    );
    const total = claims.reduce((s, c) => s + c.amountFen, 0);
    assert.equal(await centralFen(t.handle.db, p.userId), before + total);

    // the next day starts from zero, with that day's deposit window
    clock.set('2026-11-22 10:30:00');
    const next = await info(p.token);
    assert.deepEqual([next.acquirednum, next.max_times], [0, 0]);
    assert.deepEqual(json(await claim(p.token)), NOT_ELIGIBLE);
    clock.set('2026-11-21 10:30:00');
    assert.deepEqual(await checkInvariants(t.handle.db), []);
  });

  test('/api/redpacket lists the draws for the welfare centre', async () => {
    const p = await newPlayer(t.app);
    await addDepositRow(t.handle.db, p.userId, 12_345, sh('2026-11-21 08:09:10'));
    clock.set('2026-11-21 10:20:30');
    assert.equal(json(await claim(p.token)).code, 200);
    const res = await post(t.app, '/api/redpacket', { page: 1 }, p.token);
    assert.equal(res.statusCode, 200);
    const d = json(res).data;
    assert.equal(d.total, 1);
    assert.equal(d.last_page, 1);
    assert.equal(d.data.length, 1);
    const row = d.data[0];
    assert.equal(row.money, '123.45');
    assert.match(row.redpacketmoney, /^[12]\.\d\d$/);
    assert.equal(row.created_at, '2026-11-21 08:09:10');
    assert.equal(row.usetime, '2026-11-21 10:20:30');
    assert.equal(json(await post(t.app, '/api/redpacket', { page: 2 }, p.token)).data.data.length, 0);
    assert.equal(json(await post(t.app, '/api/redpacket', {}, p.token)).data.total, 1);
    const other = await newPlayer(t.app);
    assert.equal(
      json(await post(t.app, '/api/redpacket', { page: 1 }, other.token)).data.total,
      0,
      "only the caller's draws",
    );
    for (const bad of [{ page: 0 }, { page: 'x' }, { page: -3 }, { page: 1.5 }]) {
      const r = await post(t.app, '/api/redpacket', bad, p.token);
      assert.equal(r.statusCode, 400, JSON.stringify(bad));
      assert.match(json(r).message, /^参数错误：page/);
    }
    clock.set('2026-11-21 10:30:00');
  });

  test('a player without qualifying deposits is refused; a body or anonymous call too', async () => {
    const p = await newPlayer(t.app);
    assert.deepEqual(json(await claim(p.token)), NOT_ELIGIBLE);
    assert.equal((await post(t.app, '/api/douserredpacket', {})).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/userredpacket' })).statusCode, 401);
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/userredpacket?page=abc',
      headers: { authorization: `Bearer ${p.token}` },
    });
    assert.equal(r.statusCode, 400);
  });

  test('with redpacket_switch 0 the claim is refused: 红包已关闭', async () => {
    const p = await newPlayer(t.app);
    await addDepositRow(t.handle.db, p.userId, 100_000, sh('2026-11-21 09:00:00'));
    await t.handle.db.update(siteSettings).set({ value: '0' }).where(eq(siteSettings.key, 'redpacket_switch'));
    const res = await claim(p.token);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(json(res), { code: 400, message: '红包已关闭', data: null });
    await t.handle.db.update(siteSettings).set({ value: '1' }).where(eq(siteSettings.key, 'redpacket_switch'));
    assert.equal(json(await claim(p.token)).code, 200);
  });

  test('an Idempotency-Key retry replays the draw instead of drawing again', async () => {
    const p = await newPlayer(t.app);
    await addDepositRow(t.handle.db, p.userId, 100_000, sh('2026-11-21 09:00:00'));
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/douserredpacket',
        headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': 'rp-1' },
      });
    const a = json(await send());
    const b = json(await send());
    assert.equal(a.code, 200);
    assert.deepEqual(b, a);
    assert.equal((await info(p.token)).acquirednum, 1);
  });

  test('parallel claims never exceed max_times, for one player and for many at once', async () => {
    clock.set('2026-11-21 11:00:00');
    const players = await Promise.all(Array.from({ length: 6 }, () => newPlayer(t.app)));
    for (const [i, p] of players.entries())
      await addDepositRow(t.handle.db, p.userId, i % 2 ? 100_000 : 10_000, sh('2026-11-21 09:30:00'));
    const before = await Promise.all(players.map((p) => centralFen(t.handle.db, p.userId)));
    // 10 simultaneous claims per player, all interleaved
    const requests = players.flatMap((p) => Array.from({ length: 10 }, () => p)).sort(() => Math.random() - 0.5);
    const results = await Promise.all(requests.map(async (p) => ({ p, body: json(await claim(p.token)) })));
    for (const [i, p] of players.entries()) {
      const mine = results.filter((r) => r.p === p);
      const allowed = i % 2 ? 3 : 1;
      const won = mine.filter((r) => r.body.code === 200);
      assert.equal(won.length, allowed, `player ${i}`);
      for (const r of mine.filter((x) => x.body.code !== 200)) assert.deepEqual(r.body, NOT_ELIGIBLE);
      const claims = await t.handle.db.select().from(redpacketClaims).where(eq(redpacketClaims.userId, p.userId));
      assert.equal(claims.length, allowed);
      const paid = won.reduce((s, r) => s + Math.round(Number(r.body.data.redpacketmoney) * 100), 0);
      assert.equal(
        claims.reduce((s, c) => s + c.amountFen, 0),
        paid,
      );
      assert.equal(await centralFen(t.handle.db, p.userId), before[i] + paid);
    }
    const [{ n }] = await t.handle.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(redpacketClaims)
      .where(sql`${redpacketClaims.seq} > 3`);
    assert.equal(n, 0);
    assert.deepEqual(await checkInvariants(t.handle.db), []);
  });
});
