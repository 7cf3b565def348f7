import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { auditLog, bets, deposits, protectionLog, sessions } from '#app/db/schema/index';
import { createAdminSession } from '#test/helpers/admin';
import { BANK_DEPOSIT } from '#test/helpers/cashier';
import { testClock } from '#test/helpers/rewards';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';
import { assertLedgerSound, fund, newPlayer, walletFen } from '#test/helpers/venues';

const HOUR = 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** A Shanghai wall-clock text of an instant (what the clock helper takes). */
const wall = (ms: number) => {
  const d = new Date(ms + 8 * HOUR);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};
/** The next Shanghai midnight after `ms`, as the refusal writes it. */
const nextMidnight = (ms: number) => {
  const d = new Date(ms + 8 * HOUR);
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1));
  return `${m.getUTCFullYear()}-${pad(m.getUTCMonth() + 1)}-${pad(m.getUTCDate())} 00:00`;
};

describe('player protection: limits, time-out, self-exclusion (issue 22)', () => {
  let t: TestApp;
  // the clock of the 24-hour delays and the periods starts at the real time (orders are stamped by the database)
  const clock = testClock(wall(Date.now()));
  const advance = (ms: number) => clock.set(wall(clock.at.getTime() + ms));
  before(async () => {
    t = await createTestApp({ rewardsNow: clock.now });
  });
  // each test starts at the real time: the database stamps the orders and transfers that the periods count
  beforeEach(() => clock.set(wall(Date.now())));
  after(async () => {
    await assertLedgerSound(t.handle.db);
    await t.close();
  });

  const limit = (token: string, body: Record<string, unknown>) => post(t.app, '/api/protection/limit', body, token);
  const view = async (token: string) => json(await post(t.app, '/api/protection', {}, token)).data;
  const deposit = (token: string, amount: string) => post(t.app, '/api/recharge', { ...BANK_DEPOSIT, amount }, token);
  const transfer = (token: string, amount: string, into = true) =>
    post(
      t.app,
      '/api/transfer',
      into
        ? { amount, sourcetype: 'userbalance', targettype: 'ag' }
        : { amount, sourcetype: 'ag', targettype: 'userbalance' },
      token,
    );

  test('every call needs a session; bad input is a Chinese 400 and changes nothing', async () => {
    for (const url of [
      '/api/protection',
      '/api/protection/limit',
      '/api/protection/timeout',
      '/api/protection/history',
    ])
      assert.equal((await post(t.app, url, {})).statusCode, 401, url);
    const p = await newPlayer(t.app);
    for (const [body, message] of [
      [{ kind: 'bonus', period: 'day', value: '100' }, '请选择限额类型'],
      [{ kind: 'deposit', period: 'year', value: '100' }, '请选择限额周期'],
      [{ kind: 'deposit', period: 'day', value: '10.5' }, '限额必须是1到10000000之间的整数（元）'],
      [{ kind: 'deposit', period: 'day', value: '0' }, '限额必须是1到10000000之间的整数（元）'],
      [{ kind: 'loss', period: 'week', value: '1e9' }, '限额必须是1到10000000之间的整数（元）'],
      [{ kind: 'session', value: '7' }, '请选择单次登录时长'],
      [{ kind: 'reality', value: '' }, '请选择提醒间隔'],
    ] as const) {
      const res = await limit(p.token, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(json(res).message, message);
    }
    for (const [url, body, message] of [
      ['/api/protection/timeout', { choice: '3d', confirm: 1 }, '请选择暂停时长'],
      ['/api/protection/timeout', { choice: '24h' }, '请确认您已了解设置后不能提前取消'],
      ['/api/protection/exclusion', { choice: '24h', confirm: 1 }, '请选择自我排除时长'],
    ] as const) {
      const res = await post(t.app, url, body, p.token);
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, message);
    }
    const state = await view(p.token);
    assert.equal(state.deposit.day.value, null);
    assert.equal(state.block, null);
    assert.equal(state.reality_check_minutes, 60);
  });

  test('a daily deposit limit applies at once; an order past it is refused with the limit, what is left and the reset', async () => {
    const p = await newPlayer(t.app);
    const set = await limit(p.token, { kind: 'deposit', period: 'day', value: '1000' });
    assert.equal(json(set).message, '设置成功，已立即生效');
    assert.equal(json(set).data.deposit.day.value, 1000_00);
    assert.equal((await deposit(p.token, '600')).statusCode, 200);
    const over = await deposit(p.token, '500');
    assert.equal(over.statusCode, 400);
    assert.equal(
      json(over).message,
      `已超出您设置的每日存款限额1000.00元，本期还可存款400.00元，将于${nextMidnight(clock.at.getTime())}重置`,
    );
    assert.equal((await deposit(p.token, '400')).statusCode, 200);
    const orders = await t.handle.db.select().from(deposits).where(eq(deposits.userId, p.userId));
    assert.deepEqual(orders.map((o) => o.amountFen).sort(), [400_00, 600_00]);
  });

  test('a period resets at the Shanghai calendar boundary: the next day the daily limit is whole again, and counts anew', async () => {
    const p = await newPlayer(t.app);
    await limit(p.token, { kind: 'deposit', period: 'day', value: '1000' });
    assert.equal((await deposit(p.token, '1000')).statusCode, 200);
    assert.equal((await deposit(p.token, '100')).statusCode, 400);
    // those orders were placed yesterday (Shanghai): today's allowance is whole again
    await t.handle.db.execute(
      sql`UPDATE deposits SET created_at = created_at - interval '1 day' WHERE user_id = ${p.userId}`,
    );
    assert.equal((await deposit(p.token, '1000')).statusCode, 200);
    const over = await deposit(p.token, '100');
    assert.match(json(over).message, /本期还可存款0\.00元/);
  });

  test('raising a limit waits 24 hours (pending, cancellable); lowering is at once; a new day starts afresh', async () => {
    const p = await newPlayer(t.app);
    await limit(p.token, { kind: 'deposit', period: 'day', value: '1000' });
    assert.equal((await deposit(p.token, '1000')).statusCode, 200);
    const raised = json(await limit(p.token, { kind: 'deposit', period: 'day', value: '5000' }));
    const due = wall(clock.at.getTime() + 24 * HOUR);
    assert.equal(raised.message, `已提交，将于${due}生效（放宽或取消限额需等待24小时）`);
    assert.deepEqual(raised.data.deposit.day, { value: 1000_00, pending: { value: 5000_00, at: due } });
    // not yet: still the old limit
    assert.equal((await deposit(p.token, '100')).statusCode, 400);
    const cancelled = await post(t.app, '/api/protection/cancel', { kind: 'deposit', period: 'day' }, p.token);
    assert.equal(json(cancelled).message, '已撤销待生效的修改');
    assert.equal(json(cancelled).data.deposit.day.pending, null);
    const again = await post(t.app, '/api/protection/cancel', { kind: 'deposit', period: 'day' }, p.token);
    assert.equal(again.statusCode, 409);
    assert.equal(json(again).message, '没有待生效的修改');
    // removal waits too, then applies
    await limit(p.token, { kind: 'deposit', period: 'day', value: null });
    advance(24 * HOUR - 1000);
    assert.equal((await view(p.token)).deposit.day.value, 1000_00);
    advance(1000);
    assert.deepEqual((await view(p.token)).deposit.day, { value: null, pending: null });
    // lowering (or setting where there is none) is at once
    await limit(p.token, { kind: 'deposit', period: 'month', value: '800' });
    await limit(p.token, { kind: 'deposit', period: 'month', value: '300' });
    assert.equal((await view(p.token)).deposit.month.value, 300_00);
    const history = json(await post(t.app, '/api/protection/history', {}, p.token)).data;
    assert.deepEqual(
      history.data.map((h: { action: string }) => h.action),
      ['limit.deposit', 'limit.deposit', 'limit.deposit', 'limit.deposit.cancel', 'limit.deposit', 'limit.deposit'],
    );
    assert.equal(history.data[0].actor, 'player');
    assert.deepEqual(history.data[0].before.value, 800_00);
    assert.deepEqual(history.data[0].after.value, 300_00);
  });

  test('a loss limit counts transfers into venues minus transfers back in the period', async () => {
    const p = await newPlayer(t.app);
    await fund(t.handle.db, p.userId, 1000_00);
    await limit(p.token, { kind: 'loss', period: 'day', value: '100' });
    assert.equal(json(await transfer(p.token, '80')).code, 200);
    const over = await transfer(p.token, '30');
    assert.equal(over.statusCode, 400);
    assert.match(json(over).message, /^已超出您设置的每日亏损限额100\.00元，本期还可转入游戏20\.00元，将于.+重置$/);
    assert.equal(json(await transfer(p.token, '50', false)).code, 200);
    assert.equal(json(await transfer(p.token, '70')).code, 200); // in 150, back 50: net 100
    assert.equal((await transfer(p.token, '1')).statusCode, 400);
    assert.equal(await walletFen(t.handle.db, p.userId, 'ag'), 100_00);
    assert.equal(await walletFen(t.handle.db, p.userId), 900_00);
  });

  test('a time-out blocks deposits, transfers in, game launch, promotions, red packets and rebates, but not withdrawals or transfers out', async () => {
    const p = await newPlayer(t.app);
    await fund(t.handle.db, p.userId, 500_00);
    assert.equal(json(await transfer(p.token, '100')).code, 200);
    const res = await post(t.app, '/api/protection/timeout', { choice: '24h', confirm: 1 }, p.token);
    const until = wall(clock.at.getTime() + 24 * HOUR).slice(0, 16);
    assert.equal(json(res).message, `已设置暂停娱乐至${wall(clock.at.getTime() + 24 * HOUR)}`);
    const refusal = `您已设置暂停娱乐至${until}，期间不能存款、转入游戏、进入游戏、申请活动和领取红包或返水`;
    for (const [url, body] of [
      ['/api/recharge', BANK_DEPOSIT],
      ['/api/transfer', { amount: '10', sourcetype: 'userbalance', targettype: 'ag' }],
      ['/api/getGameUrl', { plat_name: 'ag' }],
      ['/api/doactivityapply', { activityid: 1 }],
      ['/api/douserredpacket', {}],
      ['/api/dofanshui', {}],
    ] as const) {
      const r = await post(t.app, url, body, p.token);
      assert.equal(r.statusCode, 403, url);
      assert.equal(json(r).message, refusal, url);
    }
    // money comes back and can leave: transfer out works, a withdrawal is judged by its own rules only
    assert.equal(json(await transfer(p.token, '100', false)).code, 200);
    const w = await post(t.app, '/api/withdraw', { amount: '100', card_id: 999, pay_pass: 'x' }, p.token);
    assert.notEqual(json(w).message, refusal);
    assert.equal(await walletFen(t.handle.db, p.userId), 500_00);
    // it cannot be shortened: a shorter or equal time-out is refused; a self-exclusion (longer) is taken
    const shorter = await post(t.app, '/api/protection/timeout', { choice: '24h', confirm: 1 }, p.token);
    assert.equal(shorter.statusCode, 409);
    assert.equal(json(shorter).message, '您已处于暂停或自我排除期间，不能再次设置');
    // after it ends, everything is open again
    advance(24 * HOUR);
    assert.equal((await deposit(p.token, '100')).statusCode, 200);
  });

  test('operators can read a player’s protection but never change or lift it: refused for every role, audited', async () => {
    const p = await newPlayer(t.app);
    await post(t.app, '/api/protection/timeout', { choice: '7d', confirm: 1 }, p.token);
    for (const role of ['finance', 'editor', 'super'] as const) {
      const admin = await createAdminSession(t.handle.db, role);
      const headers = { authorization: `Bearer ${admin}`, 'x-h5-console': '1' };
      const read = await t.app.inject({ method: 'GET', url: `/admin/api/users/${p.userId}/protection`, headers });
      assert.equal(read.statusCode, 200);
      assert.equal(json(read).data.block.kind, 'timeout');
      assert.ok(json(read).data.history.data.some((h: { action: string }) => h.action === 'timeout'));
      for (const [method, url] of [
        ['DELETE', `/admin/api/users/${p.userId}/protection`],
        ['PATCH', `/admin/api/users/${p.userId}/protection`],
        ['POST', `/admin/api/users/${p.userId}/protection/lift`],
      ] as const) {
        const r = await t.app.inject({ method, url, headers, payload: { ends_at: '2020-01-01' } });
        assert.equal(r.statusCode, 403, `${role} ${method} ${url}`);
        assert.equal(json(r).message, '玩家自行设置的限额、暂停和自我排除不能由后台修改或提前解除');
      }
    }
    const audited = await t.handle.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} LIKE 'user.protection.%' AND ${auditLog.target} = ${`user:${p.userId}`}`);
    assert.equal(audited.length, 9);
    assert.ok(audited.every((a) => a.ok === false));
    const logged = await t.handle.db.select().from(protectionLog).where(eq(protectionLog.userId, p.userId));
    assert.equal(logged.filter((l) => l.actor.startsWith('admin:')).length, 9);
    // and the time-out still holds
    assert.equal((await deposit(p.token, '100')).statusCode, 403);
  });

  test('a self-exclusion ends only when the player asks, 24 hours after asking', async () => {
    const p = await newPlayer(t.app);
    const start = clock.at.getTime();
    await post(t.app, '/api/protection/exclusion', { choice: '6m', confirm: 1 }, p.token);
    const early = await post(t.app, '/api/protection/reopen', {}, p.token);
    assert.equal(early.statusCode, 409);
    assert.equal(json(early).message, '自我排除期尚未结束，不能提前恢复');
    advance(200 * 24 * HOUR); // past the six months
    const closed = await deposit(p.token, '100');
    assert.equal(closed.statusCode, 403);
    assert.match(json(closed).message, /^您的自我排除期已结束，请在“理性娱乐”页面申请恢复/);
    const asked = await post(t.app, '/api/protection/reopen', {}, p.token);
    assert.equal(json(asked).message, `已收到恢复申请，将于${wall(clock.at.getTime() + 24 * HOUR)}恢复`);
    advance(23 * HOUR);
    assert.equal((await post(t.app, '/api/getGameUrl', { plat_name: 'ag' }, p.token)).statusCode, 403);
    advance(HOUR);
    assert.equal(json(await post(t.app, '/api/getGameUrl', { plat_name: 'ag' }, p.token)).code, 200);
    assert.ok(clock.at.getTime() - start > 180 * 24 * HOUR);
  });

  test('a session-time limit ends the session that passed it, and the 401 says why', async () => {
    const p = await newPlayer(t.app);
    // this session began 40 minutes ago
    await t.handle.db.execute(
      sql`UPDATE sessions SET created_at = now() - interval '40 minutes' WHERE user_id = ${p.userId}`,
    );
    assert.equal(json(await limit(p.token, { kind: 'session', value: 30 })).code, 200);
    const res = await post(t.app, '/api/protection', {}, p.token);
    assert.equal(res.statusCode, 401);
    assert.equal(json(res).message, '您已达到设置的单次登录时长（30分钟），请休息一下再登录');
    // a new session lasts at most the limit
    const token = await t.app.sessions.create(t.app.db, p.userId, { ip: '127.0.0.1', userAgent: 'test' });
    assert.equal((await post(t.app, '/api/protection', {}, token)).statusCode, 200);
    const [row] = await t.handle.db
      .select({ life: sql<number>`extract(epoch FROM ${sessions.expiresAt} - ${sessions.createdAt})`.mapWith(Number) })
      .from(sessions)
      .where(sql`${sessions.userId} = ${p.userId} AND ${sessions.revokedAt} IS NULL AND ${sessions.expiresAt} > now()`);
    assert.ok(Math.abs(row.life - 1800) < 5, String(row.life));
  });

  test('a burst of parallel deposits cannot pass a limit together', async () => {
    const p = await newPlayer(t.app);
    await limit(p.token, { kind: 'deposit', period: 'week', value: '1000' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => deposit(p.token, '300')));
    assert.equal(answers.filter((r) => r.statusCode === 200).length, 3);
    assert.equal(answers.filter((r) => r.statusCode === 400).length, 5);
    const [{ total }] = await t.handle.db
      .select({ total: sql<number>`sum(${deposits.amountFen})`.mapWith(Number) })
      .from(deposits)
      .where(eq(deposits.userId, p.userId));
    assert.equal(total, 900_00);
  });

  test('a burst of parallel transfers into a venue cannot pass a loss limit together', async () => {
    const p = await newPlayer(t.app);
    await fund(t.handle.db, p.userId, 1000_00);
    await limit(p.token, { kind: 'loss', period: 'month', value: '100' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => transfer(p.token, '30')));
    assert.equal(answers.filter((r) => json(r).code === 200).length, 3);
    assert.equal(await walletFen(t.handle.db, p.userId, 'ag'), 90_00);
    assert.equal(await walletFen(t.handle.db, p.userId), 910_00);
  });

  test('the reality check tells the time since sign-in and the net result of the bets since', async () => {
    const p = await newPlayer(t.app);
    await t.handle.db.execute(
      sql`UPDATE sessions SET created_at = now() - interval '65 minutes' WHERE user_id = ${p.userId}`,
    );
    // before the session: not counted; since: a lost 50.00 and a settled 30.00 stake that paid 80.00
    await t.handle.db.insert(bets).values([
      {
        betNo: `R${p.userId}a`,
        userId: p.userId,
        platname: 'ag',
        category: 'realbet',
        gameCode: 'x',
        betAmountFen: 999_00,
        betTime: new Date(Date.now() - 2 * HOUR),
      },
      {
        betNo: `R${p.userId}b`,
        userId: p.userId,
        platname: 'ag',
        category: 'realbet',
        gameCode: 'x',
        betAmountFen: 50_00,
        settledAt: new Date(),
      },
      {
        betNo: `R${p.userId}c`,
        userId: p.userId,
        platname: 'ag',
        category: 'realbet',
        gameCode: 'x',
        betAmountFen: 30_00,
        winLossFen: 80_00,
        settledAt: new Date(),
      },
    ]);
    const r = json(await post(t.app, '/api/protection/reality', {}, p.token)).data;
    assert.equal(r.minutes, 65);
    assert.equal(r.net, 0);
    assert.equal(r.bets, 2);
    await t.handle.db.insert(bets).values({
      betNo: `R${p.userId}d`,
      userId: p.userId,
      platname: 'ag',
      category: 'realbet',
      gameCode: 'x',
      betAmountFen: 20_00,
    });
    assert.equal(json(await post(t.app, '/api/protection/reality', {}, p.token)).data.net, -20_00);
  });
});
