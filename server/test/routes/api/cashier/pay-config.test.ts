import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { payChannels, receivingAccounts } from '#app/db/schema/index';
import { seed } from '#app/db/seed/index';
import { createTestApp, fastHasher, json, post, type TestApp } from '#test/helpers/test-app';
import { newPlayer } from '#test/helpers/cashier';

describe('pay configuration', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp();
    token = (await newPlayer(t.app)).token;
  });
  after(() => t.close());

  test('GET /api/get_pay_way answers the four flags from the channels', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get_pay_way' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json(res), { code: 200, message: 'success', data: { card: 1, usdt: 1, wechat: 1, alipay: 1 } });

    await t.handle.db.update(payChannels).set({ enabled: false }).where(eq(payChannels.type, 'usdt-trc20'));
    assert.equal(json(await t.app.inject({ method: 'GET', url: '/api/get_pay_way' })).data.usdt, 1, 'ERC20 still on');
    await t.handle.db.update(payChannels).set({ enabled: false }).where(eq(payChannels.type, 'usdt-erc20'));
    await t.handle.db.update(payChannels).set({ enabled: false }).where(eq(payChannels.type, 'bank'));
    assert.deepEqual(json(await t.app.inject({ method: 'GET', url: '/api/get_pay_way' })).data, {
      card: 0,
      usdt: 0,
      wechat: 1,
      alipay: 1,
    });
    await t.handle.db.update(payChannels).set({ enabled: true });
  });

  test("POST /api/getPayRange answers each channel's range as two-decimal strings", async () => {
    const expected: Record<string, [string, string]> = {
      bank: ['100.00', '50000.00'],
      wechat: ['100.00', '10000.00'],
      alipay: ['100.00', '10000.00'],
      'usdt-erc20': ['100.00', '100000.00'],
      'usdt-trc20': ['100.00', '100000.00'],
    };
    for (const [type, [min, max]] of Object.entries(expected)) {
      const res = await post(t.app, '/api/getPayRange', { type }, token);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(json(res).data, { min_price: min, max_price: max }, type);
    }
  });

  test('getPayRange refuses unknown, missing and mistyped types with a 400', async () => {
    for (const payload of [{ type: 'paypal' }, { type: '' }, {}, { type: 'BANK' }, { type: '__proto__' }]) {
      const res = await post(t.app, '/api/getPayRange', payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(json(res), { code: 400, message: '支付方式不存在', data: null });
    }
    for (const type of [1, ['bank'], { a: 1 }, 'x'.repeat(100)]) {
      const res = await post(t.app, '/api/getPayRange', { type });
      assert.equal(res.statusCode, 400);
      assert.match(json(res).message, /^参数错误：type/);
    }
  });

  test('POST /api/getpaybank lists the enabled receiving bank accounts (session required)', async () => {
    assert.equal((await post(t.app, '/api/getpaybank')).statusCode, 401);
    const res = await post(t.app, '/api/getpaybank', undefined, token);
    assert.equal(res.statusCode, 200);
    const rows = json(res).data as {
      bank_no: string;
      bank_owner: string;
      bank_address: string;
      bank_data: { bank_name: string };
    }[];
    assert.equal(rows.length, 2);
    assert.deepEqual(Object.keys(rows[0]).sort(), ['bank_address', 'bank_data', 'bank_no', 'bank_owner']);
    assert.equal(rows[0].bank_data.bank_name, '中国工商银行');
    assert.match(rows[0].bank_no, /^\d{16,19}$/);

    await t.handle.db
      .update(receivingAccounts)
      .set({ enabled: false })
      .where(eq(receivingAccounts.bankName, '中国工商银行'));
    const after = json(await post(t.app, '/api/getpaybank', {}, token)).data;
    assert.equal(after.length, 1);
    assert.equal(after[0].bank_data.bank_name, '中国建设银行');
    await t.handle.db.update(receivingAccounts).set({ enabled: true });
  });

  test('POST /api/banklist lists about 15 banks by name', async () => {
    const res = await post(t.app, '/api/banklist', {}, token);
    assert.equal(res.statusCode, 200);
    const rows = json(res).data as { bank_name: string }[];
    assert.equal(rows.length, 15);
    assert.deepEqual(rows[0], { bank_name: '中国工商银行' });
    assert.ok(rows.some((r) => r.bank_name === '招商银行'));
  });

  test('the seed is idempotent and keeps operator edits', async () => {
    await t.handle.db.update(payChannels).set({ maxFen: 12_345_00 }).where(eq(payChannels.type, 'wechat'));
    await seed(t.handle.db, { demo: true, hasher: fastHasher });
    const [wechat] = await t.handle.db.select().from(payChannels).where(eq(payChannels.type, 'wechat'));
    assert.equal(wechat.maxFen, 12_345_00);
    assert.equal((await t.handle.db.select().from(receivingAccounts)).length, 6);
    assert.equal(json(await post(t.app, '/api/banklist')).data.length, 15);
  });
});
