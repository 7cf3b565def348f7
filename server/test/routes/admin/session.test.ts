import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { adminSessions, adminUsers, auditLog, authAttempts } from '#app/db/schema/index';
import { hashAdminToken } from '#app/plugins/app/admin-auth';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, login, type TestApp } from '#test/helpers/test-app';
import { adminCall, adminLogin } from './helpers';

const EXPIRED = { code: 401, message: '管理员登录已过期，请重新登录', data: null };

describe('back office: login, sessions, roles', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('the demo admin logs in and gets an adm_ token, stored only as its SHA-256', async () => {
    const res = await adminLogin(t.app, 'admin', 'admin888');
    assert.equal(res.statusCode, 200);
    const body = json(res);
    assert.equal(body.code, 200);
    assert.equal(body.message, '登录成功');
    assert.match(body.data.token, /^adm_[A-Za-z0-9_-]{43}$/);
    assert.equal(body.data.role, 'super');
    assert.equal(body.data.username, 'admin');
    assert.match(body.data.expires_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [row] = await t.handle.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashAdminToken(body.data.token)));
    assert.ok(row, 'session stored by hash');
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3600_000;
    assert.ok(Math.abs(hours - 12) < 0.01, `absolute expiry ${hours} h`);
    const me = json(await adminCall(t.app, 'GET', '/admin/api/me', body.data.token));
    assert.equal(me.code, 200);
    assert.equal(me.data.username, 'admin');
    assert.equal(me.data.role, 'super');
    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.login'), eq(auditLog.ok, true)));
    assert.equal(audit.actor, 'admin');
  });

  test('wrong password, unknown account and missing fields are refused with Chinese messages', async () => {
    for (const [username, password] of [
      ['admin', 'wrong-password'],
      ['nobody_here', 'whatever123'],
    ]) {
      const res = await adminLogin(t.app, username, password, '10.0.0.9');
      assert.equal(res.statusCode, 400);
      assert.deepEqual(json(res), { code: 400, message: '账号或密码错误', data: null });
    }
    const failed = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.login'), eq(auditLog.ok, false)));
    assert.ok(failed.length >= 2, 'failed logins are audited');
    for (const payload of [{}, { username: 'admin' }, { username: '', password: 'x' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload });
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, '请输入管理员账号和密码');
    }
    for (const payload of [{ username: 123, password: 'x' }, { username: 'a'.repeat(100), password: 'x' }, [1, 2]]) {
      const res = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: payload as object });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
    }
    await t.handle.db.delete(authAttempts);
  });

  test('five failures lock that account for that address for 15 minutes (429) before any password check, even with the right password', async () => {
    await t.handle.db
      .insert(adminUsers)
      .values({ username: 'locked_op', passwordHash: await t.app.passwords.hash('Str0ng#Pass'), role: 'editor' });
    for (let i = 0; i < 5; i++)
      assert.equal((await adminLogin(t.app, 'locked_op', `bad-${i}-password`, '10.1.0.7')).statusCode, 400);
    const res = await adminLogin(t.app, 'LOCKED_OP', 'Str0ng#Pass', '10.1.0.7');
    assert.equal(res.statusCode, 429);
    assert.deepEqual(json(res), { code: 429, message: '登录失败次数过多，请15分钟后再试', data: null });
    // the window passes
    await t.handle.db.update(authAttempts).set({ createdAt: sql`now() - interval '16 minutes'` });
    assert.equal((await adminLogin(t.app, 'locked_op', 'Str0ng#Pass', '10.1.0.7')).statusCode, 200);
  });

  test('failures from many addresses slow the account down (growing delay) but never lock the owner out (issue 14)', async () => {
    await t.handle.db
      .insert(adminUsers)
      .values({ username: 'slowed_op', passwordHash: await t.app.passwords.hash('Str0ng#Pass'), role: 'editor' });
    for (let i = 0; i < 5; i++)
      assert.equal((await adminLogin(t.app, 'slowed_op', `bad-${i}-password`, `10.1.1.${i}`)).statusCode, 400);
    const res = await adminLogin(t.app, 'SLOWED_OP', 'Str0ng#Pass', '10.1.1.99');
    assert.equal(res.statusCode, 429);
    assert.match(json(res).message, /^该账号登录失败次数较多，请\d+秒后再试$/);
    await new Promise((r) => setTimeout(r, 1100));
    assert.equal(
      (await adminLogin(t.app, 'slowed_op', 'Str0ng#Pass', '10.1.1.99')).statusCode,
      200,
      'the owner gets in after the delay',
    );
    await t.handle.db.delete(authAttempts);
  });

  test('twenty failures from one address block that address for every admin account', async () => {
    for (let i = 0; i < 20; i++) await adminLogin(t.app, `ghost${i}`, 'nope-nope-nope', '10.2.0.1');
    const res = await adminLogin(t.app, 'admin', 'admin888', '10.2.0.1');
    assert.equal(res.statusCode, 429);
    assert.equal((await adminLogin(t.app, 'admin', 'admin888', '10.2.0.2')).statusCode, 200);
    await t.handle.db.delete(authAttempts);
  });

  test('player login failures on an address do not count against admins', async () => {
    for (let i = 0; i < 20; i++) await login(t.app, `player${i}x`, 'wrongpass', {});
    assert.equal((await adminLogin(t.app, 'admin', 'admin888')).statusCode, 200);
    await t.handle.db.delete(authAttempts);
  });

  test('a disabled admin cannot log in, and its live sessions stop working', async () => {
    const token = await createAdminSession(t.handle.db, 'editor', 'soon_disabled');
    await t.handle.db
      .update(adminUsers)
      .set({ passwordHash: await t.app.passwords.hash('Edit0r#Pass') })
      .where(eq(adminUsers.username, 'soon_disabled'));
    assert.equal((await adminCall(t.app, 'GET', '/admin/api/me', token)).statusCode, 200);
    await t.handle.db.update(adminUsers).set({ enabled: false }).where(eq(adminUsers.username, 'soon_disabled'));
    assert.deepEqual(json(await adminCall(t.app, 'GET', '/admin/api/me', token)), EXPIRED);
    const res = await adminLogin(t.app, 'soon_disabled', 'Edit0r#Pass');
    assert.equal(res.statusCode, 403);
    assert.equal(json(res).message, '该管理员账号已停用');
  });

  test('logout revokes the session and is audited', async () => {
    const token = json(await adminLogin(t.app, 'admin', 'admin888')).data.token as string;
    const res = await adminCall(t.app, 'POST', '/admin/api/logout', token);
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).message, '退出成功');
    const [row] = await t.handle.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashAdminToken(token)));
    assert.ok(row.revokedAt);
    assert.deepEqual(json(await adminCall(t.app, 'GET', '/admin/api/me', token)), EXPIRED);
    assert.equal((await adminCall(t.app, 'POST', '/admin/api/logout', token)).statusCode, 401);
    const [audit] = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'admin.logout'));
    assert.equal(audit.target, `session:${row.id}`);
  });

  test('idle for more than 30 minutes or older than 12 hours: 401; 29 minutes idle still works', async () => {
    const idle = json(await adminLogin(t.app, 'admin', 'admin888')).data.token as string;
    await t.handle.db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(adminSessions.tokenHash, hashAdminToken(idle)));
    const me = json(await adminCall(t.app, 'GET', '/admin/api/me', idle));
    assert.equal(me.code, 200);
    assert.equal(me.data.idle_timeout_minutes, 30);
    await t.handle.db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '30 minutes 1 second'` })
      .where(eq(adminSessions.tokenHash, hashAdminToken(idle)));
    assert.deepEqual(json(await adminCall(t.app, 'GET', '/admin/api/me', idle)), EXPIRED);
    const old = json(await adminLogin(t.app, 'admin', 'admin888')).data.token as string;
    await t.handle.db
      .update(adminSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(adminSessions.tokenHash, hashAdminToken(old)));
    assert.deepEqual(json(await adminCall(t.app, 'GET', '/admin/api/me', old)), EXPIRED);
  });

  test('a request marked X-H5-Background (the console refreshing a queue) does not restart the idle clock', async () => {
    const token = json(await adminLogin(t.app, 'admin', 'admin888')).data.token as string;
    const seen = async () =>
      (
        await t.handle.db
          .select()
          .from(adminSessions)
          .where(eq(adminSessions.tokenHash, hashAdminToken(token)))
      )[0].lastSeenAt;
    await t.handle.db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(adminSessions.tokenHash, hashAdminToken(token)));
    const before = await seen();
    const bg = await adminCall(t.app, 'GET', '/admin/api/me', token, undefined, { 'x-h5-background': '1' });
    assert.equal(bg.statusCode, 200);
    assert.deepEqual(await seen(), before, 'a background request leaves the clock alone');
    assert.equal((await adminCall(t.app, 'GET', '/admin/api/me', token)).statusCode, 200);
    assert.ok((await seen()).getTime() > before.getTime() + 28 * 60_000, 'the admin at work restarts it');
  });

  test('a player api_token never works on /admin/api, an admin token never works on /api', async () => {
    const player = json(await login(t.app, 'demo888', 'demo888')).data.api_token as string;
    assert.ok(player);
    for (const [method, url] of [
      ['GET', '/admin/api/me'],
      ['GET', '/admin/api/users'],
      ['PATCH', '/admin/api/settings'],
    ] as const) {
      const res = await adminCall(t.app, method, url, player, method === 'PATCH' ? { site_state: 0 } : undefined);
      assert.equal(res.statusCode, 401, url);
      assert.deepEqual(json(res), EXPIRED);
    }
    const admin = json(await adminLogin(t.app, 'admin', 'admin888')).data.token as string;
    for (const url of ['/api/user', '/api/balance']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${admin}` } });
      assert.equal(res.statusCode, 401, url);
      assert.equal(json(res).message, '登录已过期，请重新登录');
    }
    // nor the admin token without its prefix
    const bare = admin.slice(4);
    assert.equal((await adminCall(t.app, 'GET', '/admin/api/me', bare)).statusCode, 401);
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/user', headers: { authorization: `Bearer ${bare}` } }))
        .statusCode,
      401,
    );
  });

  test('roles: finance cannot edit settings, editor cannot adjust balances or read the ledger, only super manages admins', async () => {
    const finance = await createAdminSession(t.handle.db, 'finance');
    const editor = await createAdminSession(t.handle.db, 'editor');
    const FORBIDDEN = { code: 403, message: '没有权限执行此操作', data: null };
    const cases: [string, 'GET' | 'POST' | 'PATCH', string, unknown?][] = [
      [finance, 'PATCH', '/admin/api/settings', { site_state: 0 }],
      [finance, 'POST', '/admin/api/banners', { src: '/assets/x.svg' }],
      [finance, 'PATCH', '/admin/api/venues/ag', { enabled: false }],
      [editor, 'POST', '/admin/api/users/1/adjust', { amount: '10', reason: 'x' }],
      [editor, 'GET', '/admin/api/ledger/check'],
      [editor, 'GET', '/admin/api/audit'],
      [finance, 'GET', '/admin/api/admins'],
      [editor, 'POST', '/admin/api/admins', { username: 'newbie', password: 'Secret#2024x', role: 'super' }],
      [finance, 'GET', '/admin/api/jobs'],
    ];
    for (const [token, method, url, payload] of cases) {
      const res = await adminCall(t.app, method, url, token, payload);
      assert.equal(res.statusCode, 403, `${method} ${url}`);
      assert.deepEqual(json(res), FORBIDDEN);
    }
    const denied = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'access.denied'));
    assert.equal(denied.length, cases.length, 'every refused call is audited');
    assert.equal(
      denied.every((d) => d.ok === false),
      true,
    );
    // what they may do
    assert.equal((await adminCall(t.app, 'GET', '/admin/api/settings', finance)).statusCode, 200);
    assert.equal((await adminCall(t.app, 'GET', '/admin/api/ledger/check', finance)).statusCode, 200);
    assert.equal((await adminCall(t.app, 'PATCH', '/admin/api/settings', editor, { title: '星耀' })).statusCode, 200);
  });

  test('an unknown back-office path is a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/nothing-here' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(json(res), { code: 404, message: '接口不存在', data: null });
  });
});
