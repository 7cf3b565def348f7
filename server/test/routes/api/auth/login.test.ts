import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { authAttempts, sessions, users } from '#app/db/schema/index';
import { hashToken } from '#app/plugins/app/auth/sessions';
import { MSG } from '#app/lib/validators';
import {
  captchaId,
  createTestApp,
  json,
  login,
  post,
  register,
  TEST_CAPTCHA,
  uniqueName,
  type TestApp,
} from '#test/helpers/test-app';

describe('POST /api/login_pc', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('requires account and password, then the captcha, with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, MSG.loginRequired],
      [{ name: 'demo888' }, MSG.loginRequired],
      [{ password: 'demo888' }, MSG.loginRequired],
      [{ name: '', password: '', code: '' }, MSG.loginRequired],
      [{ name: 'demo888', password: 'demo888' }, MSG.captchaRequired],
      [{ name: 'demo888', password: 'demo888', code: ' ' }, MSG.captchaRequired],
    ];
    for (const [body, message] of cases) {
      const res = await post(t.app, '/api/login_pc', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.deepEqual(json(res), { code: 400, message, data: null });
    }
    const wrongCaptcha = await login(t.app, 'demo888', 'demo888', { code: 'QQQQ' });
    assert.deepEqual(json(wrongCaptcha), { code: 400, message: '验证码错误！', data: null });
  });

  test('the seeded demo player logs in (name in any case) and the token works', async () => {
    const res = await login(t.app, 'Demo888', 'demo888');
    assert.equal(res.statusCode, 200);
    const out = json(res);
    assert.equal(out.message, '登录成功');
    assert.match(out.data.api_token, /^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(out.data.api_token)));
    assert.ok(row, 'only the hash of the token is stored');
    const [u] = await t.handle.db.select().from(users).where(eq(users.username, 'demo888'));
    assert.equal(row.userId, u.id);
    assert.ok(u.lastLoginAt, 'last login is recorded');
    const balance = json(await post(t.app, '/api/balance', undefined, out.data.api_token));
    assert.equal(balance.data.balance, '8888.00');
  });

  test('a wrong password and an unknown account get the same answer', async () => {
    const wrong = await login(t.app, 'demo888', 'not-the-password');
    const unknown = await login(t.app, uniqueName('ghost'), 'whatever1');
    for (const res of [wrong, unknown]) {
      assert.equal(res.statusCode, 400);
      assert.deepEqual(json(res), { code: 400, message: '账号或密码错误', data: null });
    }
  });

  test('after 5 failures in 15 minutes the account is refused with 429, even with the right password', async () => {
    const { body } = await register(t.app);
    for (let i = 0; i < 5; i++) {
      assert.equal(json(await login(t.app, body.name, `wrong-${i}x`)).message, '账号或密码错误');
    }
    const blocked = await login(t.app, body.name, body.password);
    assert.equal(blocked.statusCode, 429);
    assert.deepEqual(json(blocked), { code: 429, message: '登录失败次数过多，请15分钟后再试', data: null });
    // Throttling is checked before the captcha: the captcha of a refused attempt is not spent.
    const id = await captchaId(t.app);
    await post(t.app, '/api/login_pc', {
      name: body.name,
      password: body.password,
      code: TEST_CAPTCHA,
      captcha_id: id,
    });
    const other = await post(t.app, '/api/register', {
      name: uniqueName('after'),
      password: 'Secret#2024',
      confirmPass: 'Secret#2024',
      realname: '王五',
      paypassword: 'Pay#2024x',
      code: TEST_CAPTCHA,
      captcha_id: id,
    });
    assert.equal(json(other).code, 200);

    // Failures older than the window no longer count.
    await t.handle.db
      .update(authAttempts)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(authAttempts.account, body.name.toLowerCase()));
    assert.equal(json(await login(t.app, body.name, body.password)).code, 200);
  });

  test('one address failing on many accounts is refused too', async () => {
    const ip = '203.0.113.9';
    const attempt = async (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login_pc',
        remoteAddress: ip,
        payload: { name, password: 'guess-123', code: TEST_CAPTCHA, captcha_id: await captchaId(t.app) },
      });
    for (let i = 0; i < 20; i++) assert.equal(json(await attempt(uniqueName('spray'))).code, 400);
    const res = await attempt(uniqueName('spray'));
    assert.equal(res.statusCode, 429);
    assert.equal(json(res).message, '登录失败次数过多，请15分钟后再试');
    // Another address is not affected.
    assert.equal(json(await login(t.app, 'demo888', 'demo888')).code, 200);
  });

  test('a successful login does not erase the failures it did not cause (issue 14)', async () => {
    const { body } = await register(t.app);
    for (let i = 0; i < 4; i++) await login(t.app, body.name, 'wrong-pass');
    assert.equal(
      json(await login(t.app, body.name, body.password)).code,
      200,
      'the right password within the limit gets in',
    );
    assert.equal(json(await login(t.app, body.name, 'wrong-pass')).message, '账号或密码错误');
    const blocked = await login(t.app, body.name, body.password);
    assert.equal(blocked.statusCode, 429, 'the four earlier failures still count: five from this address');
    assert.equal(json(blocked).message, '登录失败次数过多，请15分钟后再试');
  });
});
