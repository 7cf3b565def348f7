import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { authAttempts, cards } from '#app/db/schema/index';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';
import { PAY_PASS, newPlayer } from '#test/helpers/cashier';

const TRC = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const ERC = '0x52908400098527886E0F7030069857D2E4169EE7';
const bankCard = (n: number, extra: Record<string, unknown> = {}) => ({
  bank: '中国农业银行',
  bank_owner: '李四',
  bank_no: `62284800${String(n).padStart(10, '0')}`,
  bank_address: '北京市海淀区中关村支行',
  pay_pass: PAY_PASS,
  ...extra,
});
const usdtCard = (address: string, protocol = 'TRC20', extra: Record<string, unknown> = {}) => ({
  bank: 'USDT',
  bank_owner: protocol,
  bank_no: address,
  pay_pass: PAY_PASS,
  ...extra,
});
/** A valid TRC20 address made from a number. */
const trcOf = (n: number) => `T${'A'.repeat(33 - String(n).length)}${String(n).replace(/0/g, 'z')}`;

describe('cards', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof newPlayer>>;
  before(async () => {
    t = await createTestApp();
    p = await newPlayer(t.app);
  });
  after(() => t.close());

  const live = async (userId: number) =>
    t.handle.db
      .select()
      .from(cards)
      .where(and(eq(cards.userId, userId), isNull(cards.deletedAt)));

  test('binding a bank card, then /api/getcard lists it masked to the last 4', async () => {
    const res = await post(t.app, '/api/bindcard', bankCard(1), p.token);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(json(res).message, '绑定成功');
    const id = json(res).data.id;
    const list = json(await post(t.app, '/api/getcard', { type: 1 }, p.token));
    assert.equal(list.code, 200);
    assert.deepEqual(list.data, [
      {
        id,
        bank: '中国农业银行',
        bank_owner: '李四',
        bank_no: '**** **** 0001',
        bank_address: '北京市海淀区中关村支行',
        ico: '/assets/banks/abc.svg',
      },
    ]);
    assert.deepEqual(json(await post(t.app, '/api/getcard', { type: '2' }, p.token)).data, []);
    const [row] = await live(p.id);
    assert.equal(row.bankNo, '622848000000000001', 'the full number is stored');
  });

  test('binding USDT addresses by protocol (TRC reads as TRC20)', async () => {
    const a = await post(t.app, '/api/bindcard', usdtCard(TRC), p.token);
    assert.equal(json(a).code, 200, a.body);
    const b = await post(t.app, '/api/bindcard', usdtCard(ERC, 'erc20'), p.token);
    assert.equal(json(b).code, 200, b.body);
    const c = await post(t.app, '/api/bindcard', usdtCard(trcOf(7), 'TRC'), p.token);
    assert.equal(json(c).code, 200, c.body);
    const list = json(await post(t.app, '/api/getcard', { type: 2 }, p.token)).data;
    assert.deepEqual(
      list.map((c: Record<string, unknown>) => [c.bank, c.bank_owner, c.bank_no, c.bank_address, c.ico]),
      [
        ['USDT', 'TRC20', '**** **** RTv8', '', '/assets/banks/usdt.svg'],
        ['USDT', 'ERC20', '**** **** 9EE7', '', '/assets/banks/usdt.svg'],
        ['USDT', 'TRC20', '**** **** AAA7', '', '/assets/banks/usdt.svg'],
      ],
    );
    // deleting them keeps the next tests independent
    for (const card of list)
      assert.equal(json(await post(t.app, '/api/delcard', { id: card.id }, p.token)).message, '解绑成功');
  });

  test('bank card rules, in the page order, with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [bankCard(2, { bank_owner: '' }), '请输入姓名'],
      [bankCard(2, { bank: '' }), '请输入银行'],
      [bankCard(2, { bank_address: ' ' }), '请输入开户行地址'],
      [bankCard(2, { bank_no: '' }), '请输人银行卡号'],
      [bankCard(2, { pay_pass: '' }), '请输人支付密码'],
      [bankCard(2, { bank_no: '1234567' }), '请输人正确的卡号长度'],
      [bankCard(2, { bank_no: '1'.repeat(33) }), '请输人正确的卡号长度'],
      [bankCard(2, { pay_pass: '12345' }), '请输人支付密码长度'],
      [bankCard(2, { pay_pass: 'x'.repeat(19) }), '请输人支付密码长度'],
      [bankCard(2, { bank_no: '6228abcd12345678' }), '银行卡号只能包含数字'],
      [bankCard(2, { bank: '不存在银行' }), '请选择正确的银行'],
      [bankCard(2, { bank_owner: 5 }), '参数错误：bank_owner 格式不正确'],
      [bankCard(2, { pay_pass: 123456 }), '参数错误：pay_pass 格式不正确'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(t.app, '/api/bindcard', payload, p.token);
      assert.equal(res.statusCode, 400, `${message}: ${res.body}`);
      assert.equal(json(res).message, message);
    }
    assert.equal((await live(p.id)).length, 1);
  });

  test('USDT rules: address, protocol, password, then the address shape per protocol', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [usdtCard(''), '请输入USDT地址'],
      [usdtCard(TRC, ''), '请选择钱包协议'],
      [usdtCard(TRC, 'BEP20'), '请选择钱包协议'],
      [usdtCard(TRC, 'TRC20', { pay_pass: '' }), '请输人支付密码'],
      [usdtCard(ERC, 'TRC20'), '请输入正确的TRC20地址（以T开头，共34位）'],
      [usdtCard(TRC, 'ERC20'), '请输入正确的ERC20地址（以0x开头，共42位）'],
      [usdtCard('T123'), '请输入正确的TRC20地址（以T开头，共34位）'],
      [usdtCard(`${TRC.slice(0, -1)}0`), '请输入正确的TRC20地址（以T开头，共34位）'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(t.app, '/api/bindcard', payload, p.token);
      assert.equal(res.statusCode, 400, `${message}: ${res.body}`);
      assert.equal(json(res).message, message);
    }
  });

  test('a wrong payment password is refused; 5 wrong in 15 minutes throttle (429) even the right one', async () => {
    const q = await newPlayer(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await post(t.app, '/api/bindcard', bankCard(100, { pay_pass: 'Wrong#123' }), q.token);
      assert.deepEqual(json(res), { code: 400, message: '支付密码错误', data: null });
    }
    const blocked = await post(t.app, '/api/bindcard', bankCard(100), q.token);
    assert.equal(blocked.statusCode, 429);
    assert.deepEqual(json(blocked), { code: 429, message: '支付密码错误次数过多，请15分钟后再试', data: null });
    assert.equal((await live(q.id)).length, 0);
    // another player is not throttled
    assert.equal(json(await post(t.app, '/api/bindcard', bankCard(101), p.token)).code, 200);
    // the window passes
    await t.handle.db
      .update(authAttempts)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(and(eq(authAttempts.scope, 'pay'), eq(authAttempts.account, String(q.id))));
    assert.equal(json(await post(t.app, '/api/bindcard', bankCard(100), q.token)).code, 200);
    // the login limits are not fed by payment-password failures (their own scope)
    const failures = await t.handle.db.select().from(authAttempts).where(eq(authAttempts.state, 'failed'));
    assert.ok(failures.length >= 5 && failures.every((f) => f.scope === 'pay'));
  });

  test('at most 5 bank cards and 5 USDT addresses', async () => {
    const q = await newPlayer(t.app);
    for (let i = 0; i < 5; i++)
      assert.equal(json(await post(t.app, '/api/bindcard', bankCard(200 + i), q.token)).code, 200);
    const sixth = await post(t.app, '/api/bindcard', bankCard(299), q.token);
    assert.deepEqual(json(sixth), { code: 400, message: '最多只能绑定5张银行卡', data: null });
    for (let i = 0; i < 5; i++)
      assert.equal(json(await post(t.app, '/api/bindcard', usdtCard(trcOf(300 + i)), q.token)).code, 200);
    assert.deepEqual(json(await post(t.app, '/api/bindcard', usdtCard(trcOf(399)), q.token)), {
      code: 400,
      message: '最多只能绑定5个USDT地址',
      data: null,
    });
    // unbinding one frees a place
    const [first] = json(await post(t.app, '/api/getcard', { type: 1 }, q.token)).data;
    await post(t.app, '/api/delcard', { id: String(first.id) }, q.token);
    assert.equal(json(await post(t.app, '/api/bindcard', bankCard(299), q.token)).code, 200);
    assert.equal((await live(q.id)).length, 10);
  });

  test('parallel bindings never exceed 5', async () => {
    const q = await newPlayer(t.app);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(t.app, '/api/bindcard', bankCard(400 + i), q.token)),
    );
    const okCount = results.filter((r) => json(r).code === 200).length;
    assert.equal(okCount, 5, results.map((r) => r.body).join('\n'));
    assert.equal((await live(q.id)).length, 5);
  });

  test('a number bound by another player is refused; the same player is told it is already bound', async () => {
    const q = await newPlayer(t.app);
    assert.deepEqual(json(await post(t.app, '/api/bindcard', bankCard(1), q.token)), {
      code: 409,
      message: '该银行卡已被其他账户绑定',
      data: null,
    });
    assert.deepEqual(json(await post(t.app, '/api/bindcard', bankCard(1), p.token)), {
      code: 409,
      message: '您已绑定过该账户，无需重复绑定',
      data: null,
    });
    assert.equal(json(await post(t.app, '/api/bindcard', usdtCard(TRC), q.token)).code, 200);
    assert.deepEqual(json(await post(t.app, '/api/bindcard', usdtCard(TRC), p.token)), {
      code: 409,
      message: '该USDT地址已被其他账户绑定',
      data: null,
    });
    // an ERC20 address differing only in case is the same address
    assert.equal(json(await post(t.app, '/api/bindcard', usdtCard(ERC, 'ERC20'), q.token)).code, 200);
    assert.equal(json(await post(t.app, '/api/bindcard', usdtCard(ERC.toLowerCase(), 'ERC20'), p.token)).code, 409);
    // once unbound, the number is free again
    const [trc] = json(await post(t.app, '/api/getcard', { type: 2 }, q.token)).data;
    await post(t.app, '/api/delcard', { id: trc.id }, q.token);
    assert.equal(json(await post(t.app, '/api/bindcard', usdtCard(TRC), p.token)).code, 200);
  });

  test("/api/delcard removes only the caller's own live card", async () => {
    const q = await newPlayer(t.app);
    const mine = json(await post(t.app, '/api/bindcard', bankCard(500), q.token)).data.id;
    const theirs = (await live(p.id))[0].id;
    for (const id of [theirs, String(theirs), 999999, 0, -1, 1.5, 'abc', '', null]) {
      const res = await post(t.app, '/api/delcard', { id }, q.token);
      assert.ok(res.statusCode === 404 || res.statusCode === 400, `${id}: ${res.statusCode}`);
      assert.match(json(res).message, /银行卡不存在或已解绑|参数错误/);
    }
    assert.ok(
      (await live(p.id)).some((c) => c.id === theirs),
      "the other player's card is untouched",
    );
    assert.equal(json(await post(t.app, '/api/delcard', {}, q.token)).message, '银行卡不存在或已解绑');
    assert.equal(json(await post(t.app, '/api/delcard', { id: mine }, q.token)).message, '解绑成功');
    assert.equal(json(await post(t.app, '/api/delcard', { id: mine }, q.token)).code, 404, 'twice');
    const [row] = await t.handle.db.select().from(cards).where(eq(cards.id, mine));
    assert.ok(row.deletedAt, 'soft deleted');
    assert.deepEqual(json(await post(t.app, '/api/getcard', { type: 1 }, q.token)).data, []);
  });

  test('getcard: type required as 1 or 2; every route needs a session', async () => {
    for (const payload of [{}, { type: 3 }, { type: 0 }, { type: 'x' }, { type: '' }]) {
      const res = await post(t.app, '/api/getcard', payload, p.token);
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, '参数错误：type 取值无效');
    }
    assert.equal(json(await post(t.app, '/api/getcard', { type: [1] }, p.token)).message, '参数错误：type 格式不正确');
    for (const url of ['/api/getcard', '/api/bindcard', '/api/delcard'])
      assert.equal((await post(t.app, url, {})).statusCode, 401);
  });
});
