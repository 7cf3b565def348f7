import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { captchas, ledgerAccounts, users } from '#app/db/schema/index';
import { MSG } from '#app/lib/validators';
import {
  captchaId,
  createTestApp,
  json,
  post,
  register,
  TEST_CAPTCHA,
  uniqueName,
  type TestApp,
} from '#test/helpers/test-app';

describe('POST /api/register', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const valid = () => ({
    name: uniqueName('reg'),
    password: 'Secret#2024',
    confirmPass: 'Secret#2024',
    realname: '李四',
    paypassword: 'Pay#2024x',
    code: TEST_CAPTCHA,
  });

  test('checks the spec rules in order, each with its exact message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, MSG.usernameLength],
      [{ name: 'abc12' }, MSG.usernameLength],
      [{ name: 'abcdefghijklmnopq' }, MSG.usernameLength],
      [{ name: 'abc_123' }, MSG.usernameLength],
      [{ name: '张三丰张三丰' }, MSG.usernameLength],
      // name fails first even when everything else is wrong too
      [{ name: 'a', password: '', confirmPass: 'x', realname: '', paypassword: '', code: '' }, MSG.usernameLength],
      [{ password: '12345', confirmPass: '12345' }, MSG.passwordLength],
      [{ password: '', confirmPass: '', realname: '' }, MSG.passwordLength],
      [{ confirmPass: 'Secret#2025' }, MSG.passwordMismatch],
      [{ confirmPass: 'Secret#2025', realname: '' }, MSG.passwordMismatch],
      [{ realname: '李' }, MSG.realName],
      [{ realname: '   ' }, MSG.realName],
      [{ realname: '李', paypassword: '' }, MSG.realName],
      [{ paypassword: '12345' }, MSG.payPasswordLength],
      [{ paypassword: '12345', code: '' }, MSG.payPasswordLength],
      [{ code: '' }, MSG.captchaRequired],
      [{ code: '   ' }, MSG.captchaRequired],
    ];
    for (const [overrides, message] of cases) {
      const res = await post(t.app, '/api/register', { ...valid(), captcha_id: await captchaId(t.app), ...overrides });
      assert.equal(res.statusCode, 400, JSON.stringify(overrides));
      assert.deepEqual(json(res), { code: 400, message, data: null }, JSON.stringify(overrides));
    }
    const missing = await post(t.app, '/api/register', {});
    assert.deepEqual(json(missing), { code: 400, message: MSG.usernameLength, data: null });
  });

  test('a valid registration logs the player in with an empty central wallet', async () => {
    const body = { ...valid(), captcha_id: await captchaId(t.app) };
    const res = await post(t.app, '/api/register', body);
    assert.equal(res.statusCode, 200);
    const out = json(res);
    assert.equal(out.code, 200);
    assert.equal(out.message, '注册成功');
    assert.match(out.data.api_token, /^[A-Za-z0-9_-]{43}$/);

    const [user] = await t.handle.db.select().from(users).where(eq(users.username, body.name));
    assert.equal(user.realname, '李四');
    assert.equal(user.vip, 1);
    assert.match(user.passwordHash, /^scrypt\$/);
    assert.notEqual(user.passwordHash, user.payPasswordHash);
    assert.ok(!user.passwordHash.includes(body.password));
    const wallets = await t.handle.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, user.id));
    assert.deepEqual(
      wallets.map((w) => [w.kind, w.balanceFen]),
      [['central', 0]],
    );

    const info = json(await post(t.app, '/api/user', undefined, out.data.api_token));
    assert.equal(info.data.username, body.name);
    assert.equal(info.data.balance, '0.00');
  });

  test('a wrong captcha is refused and consumed', async () => {
    const id = await captchaId(t.app);
    const wrong = await post(t.app, '/api/register', { ...valid(), captcha_id: id, code: 'ZZZZ' });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(json(wrong), { code: 400, message: '验证码错误！', data: null });
    const retry = await post(t.app, '/api/register', { ...valid(), captcha_id: id });
    assert.equal(json(retry).message, '验证码错误！', 'the same captcha cannot be tried again');
  });

  test('the captcha is compared case-insensitively and works once', async () => {
    const id = await captchaId(t.app);
    const first = await post(t.app, '/api/register', { ...valid(), captcha_id: id, code: TEST_CAPTCHA.toLowerCase() });
    assert.equal(json(first).code, 200);
    const reused = await post(t.app, '/api/register', { ...valid(), captcha_id: id });
    assert.deepEqual(json(reused), { code: 400, message: '验证码错误！', data: null });
  });

  test('an expired, unknown or missing captcha is refused', async () => {
    const id = await captchaId(t.app);
    await t.handle.db
      .update(captchas)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(captchas.id, id));
    const expired = await post(t.app, '/api/register', { ...valid(), captcha_id: id });
    assert.equal(json(expired).message, '验证码错误！');
    const unknown = await post(t.app, '/api/register', { ...valid(), captcha_id: 'no-such-captcha' });
    assert.equal(json(unknown).message, '验证码错误！');
    const missing = await post(t.app, '/api/register', valid());
    assert.equal(json(missing).message, '验证码错误！');
  });

  test('a taken username (in any letter case) is a 409', async () => {
    const { body } = await register(t.app);
    const again = await register(t.app, { name: body.name });
    assert.equal(again.res.statusCode, 409);
    assert.deepEqual(json(again.res), { code: 409, message: '用户名已存在', data: null });
    const upper = await register(t.app, { name: 'DEMO888' });
    assert.equal(json(upper.res).message, '用户名已存在');
  });

  test('the most common passwords are refused', async () => {
    for (const pw of ['123456', 'password', '888888', 'Qwerty', 'abc123']) {
      const { res } = await register(t.app, { password: pw, confirmPass: pw });
      assert.equal(res.statusCode, 400, pw);
      assert.deepEqual(json(res), { code: 400, message: '密码过于简单，请更换一个更安全的密码', data: null });
    }
    const pay = await register(t.app, { paypassword: '666666' });
    assert.equal(json(pay.res).message, '支付密码过于简单，请更换一个更安全的支付密码');
  });

  test('pid is kept when it names an existing player and ignored otherwise', async () => {
    const referrer = await register(t.app);
    const [ref] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, referrer.body.name));
    const cases: [unknown, number | null][] = [
      [String(ref.id), ref.id],
      [ref.id, ref.id],
      ['999999999', null],
      ['abc', null],
      ['', null],
      [null, null],
      ['-1', null],
      ['1e3', null],
    ];
    for (const [pid, expected] of cases) {
      const { res, body } = await register(t.app, { pid });
      assert.equal(json(res).code, 200, `pid ${JSON.stringify(pid)}`);
      const [u] = await t.handle.db
        .select({ referrerId: users.referrerId })
        .from(users)
        .where(eq(users.username, body.name));
      assert.equal(u.referrerId, expected, `pid ${JSON.stringify(pid)}`);
    }
  });
});
