// Issue 14: every attempt limit holds under parallel requests. Real HTTP against a listening server (trust proxy on, so
// X-Forwarded-For names the address), production limits (`attempts: {}`), a password hasher that takes 150 ms per check
// (like scrypt) and counts the checks. On PostgreSQL (DATABASE_URL, a pool of 30) the bursts are real races.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { adminUsers, authAttempts, cards } from '#app/db/schema/index';
import type { PasswordHasher } from '#app/lib/passwords';
import { centralFen, fund, newPlayer, PAY_PASS } from '#test/helpers/cashier';
import { createTestApp, fastHasher, TEST_CAPTCHA, uniqueName, type TestApp } from '#test/helpers/test-app';

const LOGIN_LOCKED = '登录失败次数过多，请15分钟后再试';
const PAY_LOCKED = '支付密码错误次数过多，请15分钟后再试';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** scrypt-like cost (150 ms) and a count of every password check */
function slowCountingHasher(): PasswordHasher & { checks: number } {
  const h = {
    cost: fastHasher.cost,
    checks: 0,
    hash: (p: string) => fastHasher.hash(p),
    async verify(p: string, stored: string) {
      h.checks++;
      await sleep(150);
      return fastHasher.verify(p, stored);
    },
    async burn(p: string) {
      h.checks++;
      await sleep(150);
      return fastHasher.burn(p);
    },
  };
  return h;
}

type Answer = { status: number; body: { code: number; message: string; data: any } };

describe(`attempt limits under parallel requests (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let base: string;
  const hasher = slowCountingHasher();

  before(async () => {
    t = await createTestApp({ attempts: {}, trustProxy: true, passwordHasher: hasher, poolSize: 30 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t?.close());

  async function call(
    method: 'GET' | 'POST',
    path: string,
    ip: string,
    body?: unknown,
    token?: string,
  ): Promise<Answer> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  }
  /** captcha ids fetched from addresses of their own (so the captcha rate limit is not what a burst measures) */
  async function captchas(n: number, net: string): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push((await call('GET', '/api/captcha', `${net}.${1 + (i % 200)}`)).body.data.id);
    return ids;
  }
  /** the hasher's checks of wrong passwords in a burst whose right password is `right` (checked iff it got in) */
  const wrongChecks = (right: Answer) => hasher.checks - (right.status === 200 ? 1 : 0);
  const tally = (answers: Answer[]) => {
    const out: Record<string, number> = {};
    for (const a of answers) out[`${a.status} ${a.body.message}`] = (out[`${a.status} ${a.body.message}`] ?? 0) + 1;
    return out;
  };

  test(
    'player login: 30 wrong + the right one at once → at most 5 checked, the rest 429; the owner gets in from elsewhere after the slow-down',
    { timeout: 120_000 },
    async () => {
      const p = await newPlayer(t.app);
      const password = 'Secret#2024';
      const ids = await captchas(31, '198.51.100');
      const attacker = '203.0.113.10';
      hasher.checks = 0;
      const burst = await Promise.all(
        ids.map((id, i) =>
          call('POST', '/api/login_pc', attacker, {
            name: p.name,
            password: i === 30 ? password : `wrong-${i}-pass`,
            code: TEST_CAPTCHA,
            captcha_id: id,
          }),
        ),
      );
      const counts = tally(burst);
      // the limit is on wrong guesses: at most 5 are ever checked. The right one may be checked too when it happens to
      // be reserved before the lock (it then succeeds, and a success frees no slot a failure did not leave)
      assert.ok(
        wrongChecks(burst[30]) <= 5,
        `at most 5 wrong passwords were checked (${hasher.checks} checks): ${JSON.stringify(counts)}`,
      );
      assert.ok(burst.filter((a) => a.status === 400).length <= 5, JSON.stringify(counts));
      for (const a of burst) {
        if (a.status === 400) assert.equal(a.body.message, '账号或密码错误');
        else if (a.status === 429) assert.equal(a.body.code, 429);
        else assert.equal(a.status, 200, JSON.stringify(a.body));
      }
      assert.ok(
        burst.filter((a) => a.status === 429).length >= 26 - (burst[30].status === 200 ? 1 : 0),
        JSON.stringify(counts),
      );
      const right = burst[30];
      assert.ok(right.status === 429 || right.status === 200, JSON.stringify(right.body));

      // while locked, the right password from the attacker's address is refused, before any check
      hasher.checks = 0;
      const [again] = await captchas(1, '198.51.101');
      const locked = await call('POST', '/api/login_pc', attacker, {
        name: p.name,
        password,
        code: TEST_CAPTCHA,
        captcha_id: again,
      });
      assert.deepEqual(locked, { status: 429, body: { code: 429, message: LOGIN_LOCKED, data: null } });
      assert.equal(hasher.checks, 0);
      const rows = await t.handle.db
        .select()
        .from(authAttempts)
        .where(and(eq(authAttempts.scope, 'login'), eq(authAttempts.account, p.name.toLowerCase())));
      // at most 5 failures; one 'ok' row besides them only when the right password was checked and got in (a success
      // releases its slot, so a sixth wrong guess may then have been checked: wrongChecks above already bounds those)
      const byState = (s: string) => rows.filter((r) => r.state === s).length;
      assert.ok(
        byState('failed') <= 5 && byState('ok') === (right.status === 200 ? 1 : 0) && byState('pending') === 0,
        `at most 5 failed attempts were recorded, the right one only if it got in, all settled: ${JSON.stringify(rows.map((r) => r.state))}`,
      );

      // the owner, from another address: slowed down (a growing delay), never locked out
      const owner = '192.0.2.77';
      let answer: Answer | undefined;
      for (let i = 0; i < 4; i++) {
        const [id] = await captchas(1, '198.51.102');
        answer = await call('POST', '/api/login_pc', owner, {
          name: p.name,
          password,
          code: TEST_CAPTCHA,
          captcha_id: id,
        });
        if (answer.status !== 429) break;
        const m = /请(\d+)秒后刷新验证码再试/.exec(answer.body.message);
        assert.ok(m, `the owner is slowed down, not locked: ${answer.body.message}`);
        await sleep(Number(m[1]) * 1000 + 200);
      }
      assert.equal(answer?.status, 200, JSON.stringify(answer?.body));
      assert.equal(answer?.body.message, '登录成功');
    },
  );

  test(
    'payment password on /api/bindcard: 30 wrong + the right one at once → at most 5 checked, 429 after; the number is never told without the password',
    { timeout: 120_000 },
    async () => {
      const p = await newPlayer(t.app);
      const other = await newPlayer(t.app);
      const taken = '6222020000000777';
      assert.equal(
        (
          await call(
            'POST',
            '/api/bindcard',
            '192.0.2.1',
            { bank: '中国工商银行', bank_owner: '王五', bank_no: taken, bank_address: '北京', pay_pass: PAY_PASS },
            other.token,
          )
        ).status,
        200,
      );
      // the card bound elsewhere: with a wrong payment password the answer is about the password, not the number
      assert.deepEqual(
        (
          await call(
            'POST',
            '/api/bindcard',
            '192.0.2.2',
            { bank: '中国工商银行', bank_owner: '李四', bank_no: taken, bank_address: '北京', pay_pass: 'Wrong#1234' },
            p.token,
          )
        ).body,
        { code: 400, message: '支付密码错误', data: null },
      );
      await t.handle.db.delete(authAttempts).where(eq(authAttempts.scope, 'pay'));

      hasher.checks = 0;
      const burst = await Promise.all(
        Array.from({ length: 31 }, (_, i) =>
          call(
            'POST',
            '/api/bindcard',
            '203.0.113.20',
            {
              bank: '中国工商银行',
              bank_owner: '李四',
              bank_no: `62220200000${String(1000 + i)}`,
              bank_address: '北京',
              pay_pass: i === 30 ? PAY_PASS : `Wrong#${i}x`,
            },
            p.token,
          ),
        ),
      );
      const counts = tally(burst);
      assert.ok(
        wrongChecks(burst[30]) <= 5,
        `at most 5 wrong payment passwords were checked (${hasher.checks} checks): ${JSON.stringify(counts)}`,
      );
      for (const a of burst) {
        if (a.status === 429) assert.deepEqual(a.body, { code: 429, message: PAY_LOCKED, data: null });
        else if (a.status === 400) assert.equal(a.body.message, '支付密码错误');
        else assert.equal(a.status, 200);
      }
      assert.ok(
        burst.filter((a) => a.status === 429).length >= 26 - (burst[30].status === 200 ? 1 : 0),
        JSON.stringify(counts),
      );
      const bound = await t.handle.db.select().from(cards).where(eq(cards.userId, p.id));
      assert.equal(bound.length, burst[30].status === 200 ? 1 : 0);
      // locked: the right password is refused now, from any address (only the signed-in owner can type it)
      const locked = await call(
        'POST',
        '/api/bindcard',
        '192.0.2.99',
        {
          bank: '中国工商银行',
          bank_owner: '李四',
          bank_no: '6222020000009999',
          bank_address: '北京',
          pay_pass: PAY_PASS,
        },
        p.token,
      );
      assert.deepEqual(locked.body, { code: 429, message: PAY_LOCKED, data: null });
      // and a taken number still tells nothing while locked
      const probe = await call(
        'POST',
        '/api/bindcard',
        '192.0.2.99',
        { bank: '中国工商银行', bank_owner: '李四', bank_no: taken, bank_address: '北京', pay_pass: PAY_PASS },
        p.token,
      );
      assert.equal(probe.status, 429);
    },
  );

  test(
    'payment password on /api/withdraw: 30 wrong + the right one at once → at most 5 checked, no money moves on a refusal',
    { timeout: 120_000 },
    async () => {
      const p = await newPlayer(t.app);
      await fund(t.handle.db, p.id, 10_000_00);
      const card = await call(
        'POST',
        '/api/bindcard',
        '192.0.2.3',
        { bank: '招商银行', bank_owner: '李四', bank_no: '6225880000001234', bank_address: '上海', pay_pass: PAY_PASS },
        p.token,
      );
      assert.equal(card.status, 200);
      hasher.checks = 0;
      const burst = await Promise.all(
        Array.from({ length: 31 }, (_, i) =>
          call(
            'POST',
            '/api/withdraw',
            '203.0.113.30',
            { amount: 200, bank: card.body.data.id, password: i === 30 ? PAY_PASS : `Wrong#${i}x` },
            p.token,
          ),
        ),
      );
      const counts = tally(burst);
      assert.ok(
        wrongChecks(burst[30]) <= 5,
        `at most 5 wrong payment passwords were checked (${hasher.checks} checks): ${JSON.stringify(counts)}`,
      );
      assert.ok(
        burst.filter((a) => a.status === 429).length >= 26 - (burst[30].status === 200 ? 1 : 0),
        JSON.stringify(counts),
      );
      for (const a of burst.filter((x) => x.status === 429))
        assert.deepEqual(a.body, { code: 429, message: PAY_LOCKED, data: null });
      const right = burst[30];
      const withdrawn = right.status === 200 ? 1 : 0;
      assert.ok(right.status === 200 || right.status === 429, JSON.stringify(right.body));
      const after = await call(
        'POST',
        '/api/withdraw',
        '192.0.2.4',
        { amount: 200, bank: card.body.data.id, password: PAY_PASS },
        p.token,
      );
      assert.deepEqual(
        after.body,
        { code: 429, message: PAY_LOCKED, data: null },
        'locked: the right password is refused',
      );
      assert.equal(await centralFen(t.handle.db, p.id), 10_000_00 - withdrawn * 200_00);
    },
  );

  test(
    'back-office login: 30 wrong + the right one at once → at most 5 checked; the owner gets in from elsewhere after the slow-down',
    { timeout: 120_000 },
    async () => {
      const name = `ops_${Date.now().toString(36)}`;
      await t.handle.db
        .insert(adminUsers)
        .values({ username: name, passwordHash: await hasher.hash('Str0ng#Pass'), role: 'finance' });
      hasher.checks = 0;
      const burst = await Promise.all(
        Array.from({ length: 31 }, (_, i) =>
          call('POST', '/admin/api/login', '203.0.113.40', {
            username: name,
            password: i === 30 ? 'Str0ng#Pass' : `bad-${i}-password`,
          }),
        ),
      );
      const counts = tally(burst);
      assert.ok(
        wrongChecks(burst[30]) <= 5,
        `at most 5 wrong passwords were checked (${hasher.checks} checks): ${JSON.stringify(counts)}`,
      );
      assert.ok(
        burst.filter((a) => a.status === 429).length >= 26 - (burst[30].status === 200 ? 1 : 0),
        JSON.stringify(counts),
      );
      const right = burst[30];
      assert.ok(right.status === 429 || right.status === 200, JSON.stringify(right.body));
      // locked: refused before any check (the 32nd request of this address also meets the rate limit of 30 logins per 15 minutes)
      hasher.checks = 0;
      const locked = await call('POST', '/admin/api/login', '203.0.113.40', {
        username: name,
        password: 'Str0ng#Pass',
      });
      assert.equal(locked.status, 429);
      assert.ok([LOGIN_LOCKED, '请求过于频繁，请稍后再试'].includes(locked.body.message), locked.body.message);
      assert.equal(hasher.checks, 0);

      let answer: Answer | undefined;
      for (let i = 0; i < 4; i++) {
        answer = await call('POST', '/admin/api/login', '192.0.2.88', { username: name, password: 'Str0ng#Pass' });
        if (answer.status !== 429) break;
        const m = /请(\d+)秒后再试/.exec(answer.body.message);
        assert.ok(m, `the operator is slowed down, not locked: ${answer.body.message}`);
        await sleep(Number(m[1]) * 1000 + 200);
      }
      assert.equal(answer?.status, 200, JSON.stringify(answer?.body));
      assert.match(answer?.body.data.token, /^adm_/);
    },
  );

  test(
    'parallel right answers are not refused for nothing: 8 logins of one player at once all get in',
    { timeout: 60_000 },
    async () => {
      const p = await newPlayer(t.app);
      const ids = await captchas(8, '198.51.103');
      const all = await Promise.all(
        ids.map((id) =>
          call('POST', '/api/login_pc', '192.0.2.50', {
            name: p.name,
            password: 'Secret#2024',
            code: TEST_CAPTCHA,
            captcha_id: id,
          }),
        ),
      );
      assert.deepEqual(tally(all), { '200 登录成功': 8 });
    },
  );

  test(
    'per-address rate limits, 429 with the envelope: captcha 30 a minute, registration 20 an hour, back-office login 30 per 15 minutes',
    { timeout: 120_000 },
    async () => {
      const shots = await Promise.all(Array.from({ length: 36 }, () => call('GET', '/api/captcha', '203.0.113.50')));
      assert.equal(shots.filter((a) => a.status === 200).length, 30, JSON.stringify(tally(shots)));
      for (const a of shots.filter((x) => x.status !== 200))
        assert.deepEqual(a, {
          status: 429,
          body: { code: 429, message: '验证码获取过于频繁，请稍后再试', data: null },
        });
      assert.equal((await call('GET', '/api/captcha', '203.0.113.51')).status, 200, 'another address is not limited');

      const ids = await captchas(23, '198.51.104');
      const regs = await Promise.all(
        ids.map((id) =>
          call('POST', '/api/register', '203.0.113.60', {
            name: uniqueName('burst'),
            password: 'Secret#2024',
            confirmPass: 'Secret#2024',
            realname: '李四',
            paypassword: 'Pay#2024x',
            code: TEST_CAPTCHA,
            captcha_id: id,
          }),
        ),
      );
      assert.equal(regs.filter((a) => a.status === 200).length, 20, JSON.stringify(tally(regs)));
      for (const a of regs.filter((x) => x.status !== 200))
        assert.deepEqual(a, { status: 429, body: { code: 429, message: '注册过于频繁，请稍后再试', data: null } });

      await t.handle.db
        .update(adminUsers)
        .set({ passwordHash: await hasher.hash('admin888') })
        .where(inArray(adminUsers.username, ['admin']));
      const logins = await Promise.all(
        Array.from({ length: 34 }, () =>
          call('POST', '/admin/api/login', '203.0.113.70', { username: 'admin', password: 'admin888' }),
        ),
      );
      assert.equal(logins.filter((a) => a.status === 200).length, 30, JSON.stringify(tally(logins)));
      for (const a of logins.filter((x) => x.status !== 200))
        assert.deepEqual(a, { status: 429, body: { code: 429, message: '请求过于频繁，请稍后再试', data: null } });
    },
  );
});

describe('behind a listed proxy (TRUST_PROXY=<addresses>), a client cannot forge its address in X-Forwarded-For', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await createTestApp({ seed: false, attempts: {}, trustProxy: '127.0.0.1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t?.close());

  test('the address the proxy appended is the one counted, whatever the client put before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await fetch(`${base}/api/captcha`, { headers: { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.77` } });
      statuses.push(res.status);
    }
    assert.equal(statuses.filter((s) => s === 200).length, 30);
    assert.equal(statuses[30], 429);
    const rows = await t.handle.db.select().from(authAttempts).where(eq(authAttempts.scope, 'rate:captcha'));
    assert.ok(
      rows.every((r) => r.ip === '203.0.113.77'),
      'never a forged address',
    );
  });
});
