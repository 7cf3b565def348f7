// Issue 19: a game at a venue never outlives the account's session. For every way a player's sessions end (a new login
// password, a logoff, the back office's sign-out and lock), a real game session (the `vsim` cookie of a launched game)
// and an unused launch ticket stop working at once; and, should an ending ever be missed, the venue itself refuses a
// game whose login session is gone or whose player is locked. Real routes over app.inject; PGlite, or PostgreSQL with
// DATABASE_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { auditLog, sessions, users, venueSimSessions, venueSimTickets } from '#app/db/schema/index';
import { endPlayerSessions } from '#app/plugins/app/auth/end-sessions';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, login, post, type TestApp } from '#test/helpers/test-app';
import { assertLedgerSound, fund, newPlayer, openGame } from '#test/helpers/venues';
import { adminCall } from '#test/routes/admin/helpers';

const PASSWORD = 'Secret#2024'; // test/helpers/test-app register()
const SESSION_GONE = '游戏会话已过期，请返回大厅重新进入';

describe('endPlayerSessions: games at the venues end with the account’s sessions', () => {
  let t: TestApp;
  let finance: string;
  let editor: string;

  before(async () => {
    t = await createTestApp();
    finance = await createAdminSession(t.handle.db, 'finance', 'risk_desk');
    editor = await createAdminSession(t.handle.db, 'editor', 'cs_desk');
  });
  after(async () => {
    await assertLedgerSound(t.handle.db);
    await t.close();
  });

  const launch = async (token: string, platname = 'ag') => {
    const res = await post(t.app, '/api/getGameUrl', { plat_name: platname }, token);
    assert.equal(res.statusCode, 200, res.body);
    return json(res).data.url as string;
  };
  const state = (cookie: string, platname = 'ag') =>
    t.app.inject({ method: 'GET', url: `/venue/${platname}/api/state`, headers: { cookie } });
  const bet = (cookie: string, platname = 'ag') =>
    t.app.inject({
      method: 'POST',
      url: `/venue/${platname}/api/bet`,
      headers: { cookie },
      payload: { stake: '10', choice: 'banker' },
    });
  const play = (cookie: string, platname = 'ag') =>
    t.app.inject({ method: 'GET', url: `/venue/${platname}/play`, headers: { cookie } });
  const openTicket = (url: string) => {
    const u = new URL(url);
    return t.app.inject({ method: 'GET', url: u.pathname + u.search });
  };

  /**
   * A player with 500 yuan at AG, a game open there (its cookie answers the state and takes a bet) and a second launch
   * ticket not used yet.
   */
  async function seated() {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 50_000);
    assert.equal(
      (await post(t.app, '/api/transfer', { amount: '500.00', sourcetype: 'userbalance', targettype: 'ag' }, p.token))
        .statusCode,
      200,
    );
    const { cookie } = await openGame(t.app, await launch(p.token));
    assert.equal((await state(cookie)).statusCode, 200);
    const placed = await bet(cookie);
    assert.equal(placed.statusCode, 200, placed.body);
    const unusedTicket = await launch(p.token);
    return { ...p, cookie, unusedTicket };
  }

  /** The old cookie gets 401 (state, bet, the page) and the unused ticket opens nothing. */
  async function assertGameOver(s: { cookie: string; unusedTicket: string }) {
    for (const res of [await state(s.cookie), await bet(s.cookie)]) {
      assert.equal(res.statusCode, 401, res.body);
      assert.deepEqual(json(res), { code: 401, message: SESSION_GONE, data: null });
    }
    assert.equal((await play(s.cookie)).statusCode, 401);
    const opened = await openTicket(s.unusedTicket);
    assert.equal(opened.statusCode, 400);
    assert.match(opened.body, /游戏链接已失效/);
    assert.equal(opened.headers['set-cookie'], undefined);
  }

  const liveVenueSessions = async (userId: number) =>
    (
      await t.handle.db
        .select()
        .from(venueSimSessions)
        .where(and(eq(venueSimSessions.userId, userId), sql`${venueSimSessions.expiresAt} > now()`))
    ).length;
  const liveTickets = async (userId: number) =>
    (
      await t.handle.db
        .select()
        .from(venueSimTickets)
        .where(
          and(
            eq(venueSimTickets.userId, userId),
            isNull(venueSimTickets.usedAt),
            sql`${venueSimTickets.expiresAt} > now()`,
          ),
        )
    ).length;

  test('a new login password: every api_token, game session and unused ticket of the player ends', async () => {
    const s = await seated();
    const res = await post(t.app, '/api/editPassword', { password: PASSWORD, paypassword: 'NewPass#2025' }, s.token);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await post(t.app, '/api/user', {}, s.token)).statusCode, 401);
    await assertGameOver(s);
    assert.equal(await liveVenueSessions(s.userId), 0);
    assert.equal(await liveTickets(s.userId), 0);
  });

  test('a logoff ends this device’s session and the games launched from it; the player’s other device keeps its own', async () => {
    const s = await seated();
    // the same player on a second phone, with a game of its own
    const other = json(await login(t.app, s.name, PASSWORD)).data.api_token as string;
    const otherGame = await openGame(t.app, await launch(other, 'pp'));
    const otherTicket = await launch(other, 'pp');

    const res = await post(t.app, '/api/logoff', {}, s.token);
    assert.deepEqual(json(res), { code: 200, message: '退出成功', data: null });
    assert.equal((await post(t.app, '/api/user', {}, s.token)).statusCode, 401);
    await assertGameOver(s);

    assert.equal((await post(t.app, '/api/user', {}, other)).statusCode, 200);
    assert.equal((await state(otherGame.cookie, 'pp')).statusCode, 200);
    assert.equal((await openTicket(otherTicket)).statusCode, 302);
    // a second logoff, an unknown or a malformed token: still 200, nothing else ends
    for (const auth of [s.token, 'A'.repeat(43), 'nonsense'])
      assert.equal((await post(t.app, '/api/logoff', {}, auth)).statusCode, 200);
    assert.equal((await state(otherGame.cookie, 'pp')).statusCode, 200);
  });

  test('the back office signs the player out everywhere (editor or finance); audited; the player may log in again', async () => {
    const s = await seated();
    const other = json(await login(t.app, s.name, PASSWORD)).data.api_token as string;
    const res = await adminCall(t.app, 'POST', `/admin/api/users/${s.userId}/signout`, editor, {
      reason: '玩家反映手机丢失',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(json(res).message, '已将该玩家在所有设备上登出，其游戏会话已全部结束');
    assert.deepEqual(json(res).data, { user_id: s.userId, ended: { sessions: 2, venue_sessions: 1, tickets: 1 } });
    for (const token of [s.token, other]) assert.equal((await post(t.app, '/api/user', {}, token)).statusCode, 401);
    await assertGameOver(s);

    const [row] = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.signout'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.equal(row.actor, 'cs_desk');
    assert.equal(row.target, `user:${s.userId}`);
    assert.deepEqual(row.detail, {
      username: s.name,
      reason: '玩家反映手机丢失',
      ended: { sessions: 2, venue_sessions: 1, tickets: 1 },
    });

    // no reason needed; an unknown player is a 404
    assert.equal((await adminCall(t.app, 'POST', `/admin/api/users/${s.userId}/signout`, finance)).statusCode, 200);
    assert.equal((await adminCall(t.app, 'POST', '/admin/api/users/99999999/signout', finance, {})).statusCode, 404);
    // signing out is not locking
    const again = await login(t.app, s.name, PASSWORD);
    assert.equal(again.statusCode, 200);
    assert.equal((await openGame(t.app, await launch(json(again).data.api_token))).location, '/venue/ag/play');
  });

  test('the back office locks the player (finance): sessions and games end, login is refused until unlocked', async () => {
    const s = await seated();
    // an editor may not lock (money and risk decisions are finance's)
    assert.equal(
      (await adminCall(t.app, 'POST', `/admin/api/users/${s.userId}/lock`, editor, { reason: '疑似盗号' })).statusCode,
      403,
    );
    assert.equal((await state(s.cookie)).statusCode, 200, 'a refused lock changes nothing');
    assert.equal(
      (await adminCall(t.app, 'POST', `/admin/api/users/${s.userId}/lock`, finance, {})).statusCode,
      400,
      'a reason is required',
    );

    const res = await adminCall(t.app, 'POST', `/admin/api/users/${s.userId}/lock`, finance, { reason: '疑似盗号' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(json(res).message, '已锁定该玩家，其登录和游戏会话已全部结束');
    assert.equal(json(res).data.locked, 1);
    assert.deepEqual(json(res).data.ended, { sessions: 1, venue_sessions: 1, tickets: 1 });
    assert.equal((await post(t.app, '/api/user', {}, s.token)).statusCode, 401);
    await assertGameOver(s);
    const [row] = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.lock'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.equal(row.actor, 'risk_desk');
    assert.deepEqual(row.detail, {
      username: s.name,
      reason: '疑似盗号',
      ended: { sessions: 1, venue_sessions: 1, tickets: 1 },
    });

    // locked twice is a 409; the detail and the list show it
    assert.equal(
      (await adminCall(t.app, 'POST', `/admin/api/users/${s.userId}/lock`, finance, { reason: '再次' })).statusCode,
      409,
    );
    const detail = json(await adminCall(t.app, 'GET', `/admin/api/users/${s.userId}`, finance)).data;
    assert.equal(detail.locked, 1);
    assert.equal(detail.lock_reason, '疑似盗号');
    assert.match(detail.locked_at, /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    assert.equal(json(await adminCall(t.app, 'GET', `/admin/api/users?q=${s.userId}`, finance)).data.data[0].locked, 1);

    // login: a wrong password says nothing about the lock; the right one is refused with the lock's message
    const wrong = await login(t.app, s.name, 'Wrong#2024x');
    assert.equal(wrong.statusCode, 400);
    assert.equal(json(wrong).message, '账号或密码错误');
    const refused = await login(t.app, s.name, PASSWORD);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(json(refused), { code: 403, message: '该账号已被锁定，请联系在线客服', data: null });
    const live = await t.handle.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, s.userId), isNull(sessions.revokedAt)));
    assert.equal(live.length, 0, 'no session was created');

    // unlocking (finance, with a reason) gives the account back
    assert.equal(
      (await adminCall(t.app, 'POST', `/admin/api/users/${s.userId}/unlock`, editor, { reason: '核实本人' }))
        .statusCode,
      403,
    );
    const unlocked = await adminCall(t.app, 'POST', `/admin/api/users/${s.userId}/unlock`, finance, {
      reason: '核实本人',
    });
    assert.equal(unlocked.statusCode, 200, unlocked.body);
    assert.equal(
      (await adminCall(t.app, 'POST', `/admin/api/users/${s.userId}/unlock`, finance, { reason: '再次' })).statusCode,
      409,
    );
    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.unlock'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.equal((audit.detail as { lock_reason: string }).lock_reason, '疑似盗号');
    const back = await login(t.app, s.name, PASSWORD);
    assert.equal(back.statusCode, 200);
    const game = await openGame(t.app, await launch(json(back).data.api_token));
    assert.equal((await state(game.cookie)).statusCode, 200);
    assert.equal(
      (await adminCall(t.app, 'POST', '/admin/api/users/99999999/lock', finance, { reason: 'x' })).statusCode,
      404,
    );
  });

  test('defence in depth: the venue refuses a game whose login session is gone or whose player is locked, even when nothing ended it', async () => {
    // the login session revoked behind endPlayerSessions' back (as a missed path would): game and ticket refused
    const a = await seated();
    await t.handle.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.userId, a.userId));
    assert.equal(await liveVenueSessions(a.userId), 1, 'the venue session itself was not ended');
    await assertGameOver(a);

    // the login session past its idle time
    const b = await seated();
    await t.handle.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '25 hours'` })
      .where(eq(sessions.userId, b.userId));
    await assertGameOver(b);

    // the player locked without ending anything
    const c = await seated();
    await t.handle.db
      .update(users)
      .set({ lockedAt: sql`now()` })
      .where(eq(users.id, c.userId));
    await assertGameOver(c);
  });

  test('endPlayerSessions runs in the caller’s transaction: rolled back, nothing ends', async () => {
    const s = await seated();
    await assert.rejects(
      t.handle.db.transaction(async (tx) => {
        const ended = await endPlayerSessions(tx, s.userId, 'self-exclusion');
        assert.deepEqual(ended, { reason: 'self-exclusion', sessions: 1, venueSessions: 1, tickets: 1 });
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    assert.equal((await state(s.cookie)).statusCode, 200);
    assert.equal((await post(t.app, '/api/user', {}, s.token)).statusCode, 200);
    await t.handle.db.transaction((tx) => endPlayerSessions(tx, s.userId, 'self-exclusion'));
    await assertGameOver(s);
  });
});
