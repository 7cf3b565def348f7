import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bets, ledgerEntries, rebates } from '#app/db/schema/index';
import { rebateJob } from '#app/jobs/rebate';
import type { RebateRunResult } from '#app/plugins/app/rewards/rebates';
import { checkInvariants } from '#app/db/ledger';
import { addBet, centralFen, newPlayer, sh, testClock, userRow } from '#test/helpers/rewards';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';

const runJob = async (t: TestApp, wall: string) =>
  (await rebateJob.run({ db: t.handle.db, now: sh(wall), log: () => {} })) as unknown as RebateRunResult;

describe('rebates (返水): job, /api/getfanshui, /api/dofanshui', () => {
  let t: TestApp;
  const clock = testClock('2026-11-21 10:00:00');
  let p: Awaited<ReturnType<typeof newPlayer>>;
  let other: Awaited<ReturnType<typeof newPlayer>>;

  before(async () => {
    t = await createTestApp({ rewardsNow: clock.now });
    p = await newPlayer(t.app, { vip: 2 }); // VIP2: 0.45 % on everything but lottery (0.35 %)
    other = await newPlayer(t.app, { vip: 1 }); // VIP1: 0.40 %
    const db = t.handle.db;
    // Shanghai day 2026-11-20
    await addBet(db, {
      userId: p.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: 600_000,
      settledAt: sh('2026-11-20 00:00:00'),
    });
    await addBet(db, {
      userId: p.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: 400_000,
      settledAt: sh('2026-11-20 23:59:59'),
    });
    await addBet(db, {
      userId: p.userId,
      platname: 'saba',
      category: 'sport',
      validFen: 33_333,
      settledAt: sh('2026-11-20 12:00:00'),
    });
    await addBet(db, {
      userId: p.userId,
      platname: 'vr',
      category: 'lottery',
      validFen: 100,
      settledAt: sh('2026-11-20 13:00:00'),
    }); // 0.35 fen: no record
    await addBet(db, {
      userId: p.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: 900_000,
      settledAt: null,
      status: 2,
    }); // unsettled
    await addBet(db, {
      userId: p.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: 900_000,
      settledAt: sh('2026-11-20 14:00:00'),
      status: 0,
    }); // invalid
    await addBet(db, {
      userId: p.userId,
      platname: 'ag',
      category: 'realbet',
      validFen: 700_000,
      settledAt: sh('2026-11-21 00:00:00'),
    }); // next day
    await addBet(db, {
      userId: other.userId,
      platname: 'ky',
      category: 'joker',
      validFen: 250_000,
      settledAt: sh('2026-11-20 18:00:00'),
    });
  });
  after(() => t.close());

  test('before the day is over (plus 5 minutes of grace) nothing is computed', async () => {
    const r = await runJob(t, '2026-11-21 00:04:59');
    assert.equal(r.records, 0);
    assert.equal((await t.handle.db.select().from(rebates)).length, 0);
  });

  test('the job turns a day of settled valid bets × VIP rate into unclaimed records, once', async () => {
    const r = await runJob(t, '2026-11-21 00:10:00');
    assert.deepEqual(r.days, ['2026-11-20']);
    assert.equal(r.records, 3);
    assert.equal(r.skippedUnderOneFen, 1);
    const rows = await t.handle.db.select().from(rebates).orderBy(rebates.id);
    const mine = rows.filter((x) => x.userId === p.userId).sort((a, b) => a.platname.localeCompare(b.platname));
    assert.deepEqual(
      mine.map((x) => [
        x.day,
        x.platname,
        x.gamename,
        x.category,
        x.validBetFen,
        String(x.ratePercent),
        x.amountFen,
        x.state,
      ]),
      [
        ['2026-11-20', 'ag', 'AG真人', 'realbet', 1_000_000, '0.45', 4_500, 0],
        ['2026-11-20', 'saba', '沙巴体育', 'sport', 33_333, '0.45', 149, 0], // 149.9985 fen, rounded down
      ],
    );
    const theirs = rows.find((x) => x.userId === other.userId)!;
    assert.equal(theirs.amountFen, 1_000); // 2500.00 × 0.40 %
    assert.equal(String(theirs.ratePercent), '0.40');
    // counted bets are marked; unsettled, invalid and next-day bets are not
    const unmarked = await t.handle.db
      .select()
      .from(bets)
      .where(and(eq(bets.userId, p.userId), isNull(bets.rebatedAt)));
    assert.equal(unmarked.length, 3);
    assert.ok(unmarked.every((b) => b.status !== 1 || b.settledAt!.getTime() >= sh('2026-11-21 00:00:00').getTime()));

    const again = await runJob(t, '2026-11-21 00:20:00');
    assert.equal(again.records, 0, 'a repeat run computes nothing');
    assert.equal((await t.handle.db.select().from(rebates)).length, 3);
  });

  test('two runs at once count each bet once', async () => {
    const q = await newPlayer(t.app, { vip: 1 });
    for (let i = 0; i < 20; i++) {
      await addBet(t.handle.db, {
        userId: q.userId,
        platname: i % 2 ? 'pp' : 'ae',
        category: 'concise',
        validFen: 10_000,
        settledAt: sh('2026-11-19 10:00:00'),
      });
    }
    const runs = await Promise.all([
      runJob(t, '2026-11-21 00:30:00'),
      runJob(t, '2026-11-21 00:30:00'),
      runJob(t, '2026-11-21 00:30:00'),
    ]);
    assert.equal(
      runs.reduce((s, r) => s + r.bets, 0),
      20,
    );
    const rows = await t.handle.db.select().from(rebates).where(eq(rebates.userId, q.userId));
    assert.deepEqual(rows.map((r) => [r.platname, r.validBetFen, r.amountFen]).sort(), [
      ['ae', 100_000, 400],
      ['pp', 100_000, 400],
    ]);
  });

  test('a straggler bet of a computed day joins its unclaimed record', async () => {
    await addBet(t.handle.db, {
      userId: other.userId,
      platname: 'ky',
      category: 'joker',
      validFen: 50_000,
      settledAt: sh('2026-11-20 23:00:00'),
    });
    const r = await runJob(t, '2026-11-21 01:00:00');
    assert.equal(r.records, 1);
    const [row] = await t.handle.db.select().from(rebates).where(eq(rebates.userId, other.userId));
    assert.equal(row.validBetFen, 300_000);
    assert.equal(row.amountFen, 1_200);
  });

  test('/api/getfanshui lists the records with the claimed and pending totals', async () => {
    const res = await post(t.app, '/api/getfanshui', { date: 1, page: 1, api_type: '', type: '' }, p.token);
    assert.equal(res.statusCode, 200);
    const body = json(res);
    assert.equal(body.code, 200);
    assert.equal(body.data.jisuan, '0.00');
    assert.equal(body.data.nojisuan, '46.49');
    assert.equal(body.data.list.total, 2);
    assert.equal(body.data.list.last_page, 1);
    assert.equal(body.data.list.current_page, 1);
    assert.equal(body.data.list.per_page, 10);
    const ag = body.data.list.data.find((r: any) => r.gamename === 'AG真人');
    assert.equal(ag.money, '45.00');
    assert.equal(ag.state, 0);
    assert.equal(ag.created_at, '2026-11-21 00:10:00');
    assert.equal(ag.updated_at, '');

    const venue = json(await post(t.app, '/api/getfanshui', { date: '4', api_type: 'saba' }, p.token));
    assert.deepEqual(
      venue.data.list.data.map((r: any) => r.money),
      ['1.49'],
    );
    const empty = json(await post(t.app, '/api/getfanshui', { date: 4, page: 2 }, p.token));
    assert.equal(empty.data.list.data.length, 0);
    assert.equal(empty.data.list.total, 2);
    assert.equal(
      json(await post(t.app, '/api/getfanshui', {}, p.token)).data.list.total,
      2,
      'defaults: last 30 days, page 1, all venues',
    );
    // the day after tomorrow, "today" holds nothing
    clock.set('2026-11-23 10:00:00');
    assert.equal(json(await post(t.app, '/api/getfanshui', { date: 1 }, p.token)).data.list.total, 0);
    assert.equal(json(await post(t.app, '/api/getfanshui', { date: 2 }, p.token)).data.list.total, 2);
    clock.set('2026-11-21 10:00:00');
  });

  test('/api/getfanshui refuses bad input with 400, and anonymous callers with 401', async () => {
    const cases: [unknown, string][] = [
      [{ date: 5 }, '参数错误：date 取值无效'],
      [{ date: 0 }, '参数错误：date 取值无效'],
      [{ date: 'x' }, '参数错误：date 取值无效'],
      [{ date: 1.5 }, '参数错误：date 取值无效'],
      [{ page: 0 }, '参数错误：page 超出范围'],
      [{ page: -1 }, '参数错误：page 超出范围'],
      [{ page: '1e3' }, '参数错误：page 格式不正确'],
      [{ page: 2.5 }, '参数错误：page 格式不正确'],
      [{ api_type: 5 }, '参数错误：api_type 格式不正确'],
      [{ api_type: 'nosuchvenue' }, '场馆不存在'],
      [{ api_type: 'x'.repeat(40) }, '参数错误：api_type 长度超出限制'],
    ];
    for (const [body, message] of cases) {
      const res = await post(t.app, '/api/getfanshui', body, p.token);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(json(res).message, message, JSON.stringify(body));
    }
    assert.equal((await post(t.app, '/api/getfanshui', {})).statusCode, 401);
    assert.equal((await post(t.app, '/api/dofanshui', {})).statusCode, 401);
  });

  test('/api/dofanshui pays every pending record once, adds 1x turnover and marks them claimed', async () => {
    clock.set('2026-11-21 10:11:12');
    const before = await centralFen(t.handle.db, p.userId);
    const turnoverBefore = (await userRow(t.handle.db, p.userId)).turnoverRequiredFen;
    const res = await post(t.app, '/api/dofanshui', undefined, p.token);
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).message, '领取成功，共 46.49 元');
    assert.equal(json(res).data.money, '46.49');
    assert.equal(await centralFen(t.handle.db, p.userId), before + 4_649);
    assert.equal((await userRow(t.handle.db, p.userId)).turnoverRequiredFen, turnoverBefore + 4_649);
    const rows = await t.handle.db.select().from(rebates).where(eq(rebates.userId, p.userId));
    assert.ok(rows.every((r) => r.state === 1 && r.updatedAt.getTime() === sh('2026-11-21 10:11:12').getTime()));
    const [entry] = await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'rebate'));
    assert.ok(entry);

    const again = await post(t.app, '/api/dofanshui', {}, p.token);
    assert.equal(again.statusCode, 400);
    assert.deepEqual(json(again), { code: 400, message: '暂无领取额度！', data: null });
    assert.equal(await centralFen(t.handle.db, p.userId), before + 4_649);

    const list = json(await post(t.app, '/api/getfanshui', { date: 4 }, p.token));
    assert.equal(list.data.jisuan, '46.49');
    assert.equal(list.data.nojisuan, '0.00');
    assert.ok(list.data.list.data.every((r: any) => r.state === 1 && r.updated_at === '2026-11-21 10:11:12'));
    assert.deepEqual(await checkInvariants(t.handle.db), []);
  });

  test("a player with nothing pending is refused; one player cannot claim another's records", async () => {
    const fresh = await newPlayer(t.app);
    const res = await post(t.app, '/api/dofanshui', {}, fresh.token);
    assert.equal(res.statusCode, 400);
    assert.equal(json(res).message, '暂无领取额度！');
    const [theirs] = await t.handle.db.select().from(rebates).where(eq(rebates.userId, other.userId));
    assert.equal(theirs.state, 0, "the other player's record is untouched");
  });

  test('simultaneous claims (double click) pay once', async () => {
    await addBet(t.handle.db, {
      userId: p.userId,
      platname: 'ky',
      category: 'joker',
      validFen: 1_000_000,
      settledAt: sh('2026-11-21 09:00:00'),
    });
    await runJob(t, '2026-11-22 00:10:00');
    const before = await centralFen(t.handle.db, p.userId);
    const results = await Promise.all(Array.from({ length: 8 }, () => post(t.app, '/api/dofanshui', {}, p.token)));
    const okCount = results.filter((r) => json(r).code === 200).length;
    assert.equal(okCount, 1);
    for (const r of results.filter((x) => json(x).code !== 200)) assert.equal(json(r).message, '暂无领取额度！');
    assert.equal(await centralFen(t.handle.db, p.userId), before + 4_500 + 3_150, 'the ag bet of 11-21 and the ky bet');
    assert.deepEqual(await checkInvariants(t.handle.db), []);
  });

  test('an Idempotency-Key retry replays the first answer and pays once', async () => {
    await addBet(t.handle.db, {
      userId: p.userId,
      platname: 'pp',
      category: 'concise',
      validFen: 200_000,
      settledAt: sh('2026-11-22 09:00:00'),
    });
    await runJob(t, '2026-11-23 00:10:00');
    const before = await centralFen(t.handle.db, p.userId);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/dofanshui',
        headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': 'rebate-claim-1' },
        payload: {},
      });
    const first = await send();
    const second = await send();
    assert.equal(json(first).code, 200);
    assert.deepEqual(json(second), json(first));
    assert.equal(second.headers['idempotent-replay'], 'true');
    assert.equal(await centralFen(t.handle.db, p.userId), before + 900);
    const [{ n }] = await t.handle.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'rebate'));
    assert.equal(n, 3);
    assert.deepEqual(await checkInvariants(t.handle.db), []);
  });
});
