import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, banks, payChannels, receivingAccounts } from '#app/db/schema/index';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';
import {
  BANK_DEPOSIT,
  PAY_PASS,
  adminGet,
  adminPost,
  assertLedgerSound,
  fund,
  newPlayer,
  recharge,
} from '#test/helpers/cashier';

describe('back office: cashier', () => {
  let t: TestApp;
  let finance: string;
  let editor: string;
  let superAdmin: string;
  before(async () => {
    t = await createTestApp();
    finance = await createAdminSession(t.handle.db, 'finance');
    editor = await createAdminSession(t.handle.db, 'editor');
    superAdmin = await createAdminSession(t.handle.db, 'super');
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const audits = async (action: string) => t.handle.db.select().from(auditLog).where(eq(auditLog.action, action));

  test('review routes need a finance (or super) admin; never a player token', async () => {
    const p = await newPlayer(t.app);
    for (const [method, url] of [
      ['GET', '/admin/api/deposits'],
      ['POST', '/admin/api/deposits/DX/confirm'],
      ['POST', '/admin/api/deposits/DX/reject'],
      ['GET', '/admin/api/withdrawals'],
      ['POST', '/admin/api/withdrawals/WX/approve'],
      ['POST', '/admin/api/withdrawals/WX/reject'],
    ] as const) {
      assert.equal((await call(method, url)).statusCode, 401, url);
      assert.equal((await call(method, url, p.token)).statusCode, 401, `${url} with a player token`);
      const res = await call(method, url, editor, method === 'POST' ? { reason: 'x' } : undefined);
      assert.equal(res.statusCode, 403, url);
      assert.equal(json(res).message, '没有权限执行此操作');
    }
    assert.equal((await adminGet(t.app, '/admin/api/deposits', superAdmin)).statusCode, 200);
  });

  test('GET /admin/api/deposits lists orders by state, paged, with the player', async () => {
    const p = await newPlayer(t.app);
    const a = await recharge(t.app, p.token, BANK_DEPOSIT);
    const b = await recharge(t.app, p.token, { paytype: 'usdt', amount: 720, catepay: 'ERC20' });
    await adminPost(t.app, `/admin/api/deposits/${a}/confirm`, finance);
    const all = json(await adminGet(t.app, '/admin/api/deposits', finance)).data;
    assert.equal(all.total, 2);
    assert.equal(all.data[0].deposit_no, b);
    assert.equal(all.data[0].username, p.name);
    assert.equal(all.data[0].amount, '720.00');
    assert.equal(all.data[0].usdt_amount, '100.00');
    assert.equal(all.data[0].catepay, 'ERC20');
    assert.equal(all.data[0].expired, false);
    const pending = json(await adminGet(t.app, '/admin/api/deposits?state=1&page=1', finance)).data;
    assert.deepEqual(
      pending.data.map((d: { deposit_no: string }) => d.deposit_no),
      [b],
    );
    const done = json(await adminGet(t.app, '/admin/api/deposits?state=2', finance)).data;
    assert.equal(done.data[0].bank_owner, '李四');
    assert.equal(json(await adminGet(t.app, '/admin/api/deposits?state=', finance)).data.total, 2);
    assert.equal(
      json(await adminGet(t.app, '/admin/api/deposits?page=2&per_page=1', finance)).data.data[0].deposit_no,
      a,
    );
    for (const q of ['state=4', 'state=x', 'page=0', 'per_page=1000']) {
      const res = await adminGet(t.app, `/admin/api/deposits?${q}`, finance);
      assert.equal(res.statusCode, 400, q);
      assert.match(json(res).message, /^参数错误/);
    }
  });

  test('GET /admin/api/withdrawals lists withdrawals with the full card number for the payer', async () => {
    const p = await newPlayer(t.app);
    await fund(t.handle.db, p.id, 1000_00);
    const card = json(
      await post(
        t.app,
        '/api/bindcard',
        {
          bank: '中国银行',
          bank_owner: '李四',
          bank_no: '6216600100001234567',
          bank_address: '北京分行',
          pay_pass: PAY_PASS,
        },
        p.token,
      ),
    ).data.id;
    const no = json(await post(t.app, '/api/withdraw', { amount: 400, bank: card, password: PAY_PASS }, p.token)).data
      .out_trade_no;
    const list = json(await adminGet(t.app, '/admin/api/withdrawals?state=1', finance)).data;
    assert.equal(list.total, 1);
    assert.equal(list.data[0].out_trade_no, no);
    assert.equal(list.data[0].bank_no, '6216600100001234567');
    assert.equal(list.data[0].amount, '400.00');
    assert.equal(list.data[0].username, p.name);
    await adminPost(t.app, `/admin/api/withdrawals/${no}/approve`, finance);
    assert.equal(json(await adminGet(t.app, '/admin/api/withdrawals?state=1', finance)).data.total, 0);
    assert.equal(json(await adminGet(t.app, '/admin/api/withdrawals?state=2', finance)).data.data[0].state, 2);
    await assertLedgerSound(t.handle.db);
  });

  test('the review queues filter by player (id or username), way, amount range and Shanghai days (issue 21)', async () => {
    const p = await newPlayer(t.app);
    const other = await newPlayer(t.app);
    const bank = await recharge(t.app, p.token, BANK_DEPOSIT); // 500.00
    const usdt = await recharge(t.app, p.token, { paytype: 'usdt', amount: 720, catepay: 'ERC20' });
    await recharge(t.app, other.token, BANK_DEPOSIT);
    const nos = async (q: string) => {
      const res = await adminGet(t.app, `/admin/api/deposits?${q}`, finance);
      assert.equal(res.statusCode, 200, `${q}: ${res.body}`);
      return json(res).data.data.map((d: { deposit_no: string }) => d.deposit_no);
    };
    assert.deepEqual(await nos(`player=${p.name}`), [usdt, bank]);
    assert.deepEqual(await nos(`player=${p.name.toUpperCase()}`), [usdt, bank], 'a username regardless of case');
    assert.deepEqual(await nos(`player=${p.id}`), [usdt, bank], 'an id');
    assert.deepEqual(await nos(`player=${p.name}&paytype=bank`), [bank]);
    assert.deepEqual(await nos(`player=${p.name}&paytype=usdt&state=1`), [usdt]);
    assert.deepEqual(await nos(`player=${p.name}&amount_min=600`), [usdt]);
    assert.deepEqual(await nos(`player=${p.name}&amount_max=500.00`), [bank]);
    assert.deepEqual(await nos(`player=${p.name}&amount_min=500&amount_max=720`), [usdt, bank]);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const tomorrow = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(
      new Date(Date.now() + 86_400_000),
    );
    assert.deepEqual(await nos(`player=${p.name}&from=${today}&to=${today}`), [usdt, bank]);
    assert.deepEqual(await nos(`player=${p.name}&from=${tomorrow}`), []);
    assert.deepEqual(await nos(`player=${p.name}&to=2020-01-01`), []);
    const counted = json(await adminGet(t.app, `/admin/api/deposits?player=${p.name}&per_page=1`, finance)).data;
    assert.equal(counted.total, 2, 'the total counts the filtered rows');
    assert.deepEqual(await nos('player=nobody_here'), []);
    for (const q of ['paytype=paypal', 'amount_min=abc', 'amount_max=1.234', 'from=2026-1-1', 'to=yesterday']) {
      const res = await adminGet(t.app, `/admin/api/deposits?${q}`, finance);
      assert.equal(res.statusCode, 400, q);
      assert.match(json(res).message, /^参数错误/);
    }

    // withdrawals: the same filters, and the card type
    await fund(t.handle.db, p.id, 1000_00);
    const card = json(
      await post(
        t.app,
        '/api/bindcard',
        {
          bank: '中国银行',
          bank_owner: '李四',
          bank_no: '6216600100007654321',
          bank_address: '北京分行',
          pay_pass: PAY_PASS,
        },
        p.token,
      ),
    ).data.id;
    const w = json(await post(t.app, '/api/withdraw', { amount: 300, bank: card, password: PAY_PASS }, p.token)).data
      .out_trade_no;
    const wnos = async (q: string) =>
      json(await adminGet(t.app, `/admin/api/withdrawals?${q}`, finance)).data.data.map(
        (d: { out_trade_no: string }) => d.out_trade_no,
      );
    assert.deepEqual(await wnos(`player=${p.id}`), [w]);
    assert.deepEqual(await wnos(`player=${p.name}&card_type=1&amount_min=300&amount_max=300&from=${today}`), [w]);
    assert.deepEqual(await wnos(`player=${p.name}&card_type=2`), []);
    assert.deepEqual(await wnos(`player=${other.name}`), []);
    assert.equal((await adminGet(t.app, '/admin/api/withdrawals?card_type=3', finance)).statusCode, 400);
    assert.equal((await adminGet(t.app, '/admin/api/deposits?player=x', editor)).statusCode, 403);
  });

  test('pay channels: list, read one, patch only the named fields, min ≤ max, positive amounts; audited', async () => {
    const list = json(await adminGet(t.app, '/admin/api/pay-channels', editor)).data;
    assert.deepEqual(
      list.map((c: { type: string }) => c.type),
      ['bank', 'usdt-trc20', 'usdt-erc20', 'wechat', 'alipay'],
    );
    assert.deepEqual(json(await adminGet(t.app, '/admin/api/pay-channels/wechat', finance)).data, {
      type: 'wechat',
      enabled: true,
      min_price: '100.00',
      max_price: '10000.00',
      sort: 4,
    });
    assert.equal((await adminGet(t.app, '/admin/api/pay-channels/paypal', finance)).statusCode, 404);

    const res = await call('PATCH', '/admin/api/pay-channels/wechat', finance, {
      min_price: '50.5',
      max_price: 20000,
      type: 'bank',
      minFen: 1,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(json(res).data, {
      type: 'wechat',
      enabled: true,
      min_price: '50.50',
      max_price: '20000.00',
      sort: 4,
    });
    assert.deepEqual(json(await post(t.app, '/api/getPayRange', { type: 'wechat' })).data, {
      min_price: '50.50',
      max_price: '20000.00',
    });
    const [bank] = await t.handle.db.select().from(payChannels).where(eq(payChannels.type, 'bank'));
    assert.equal(bank.minFen, 100_00, 'another channel untouched');

    const off = await call('PATCH', '/admin/api/pay-channels/wechat', finance, { enabled: false });
    assert.equal(json(off).data.enabled, false);
    assert.equal(json(await t.app.inject({ method: 'GET', url: '/api/get_pay_way' })).data.wechat, 0);
    await call('PATCH', '/admin/api/pay-channels/wechat', finance, { enabled: true });

    const bad: [unknown, string][] = [
      [{ min_price: 30000 }, '最低金额不能大于最高金额'],
      [{ min_price: 200, max_price: 100 }, '最低金额不能大于最高金额'],
      [{ min_price: 0 }, '金额必须大于0'],
      [{ max_price: -5 }, '金额必须大于0'],
      [{ max_price: '1.001' }, '金额格式不正确'],
      [{ max_price: '100000000.01' }, '金额不能超过100000000元'],
      [{ enabled: 'yes' }, '参数错误：enabled 格式不正确'],
    ];
    for (const [payload, message] of bad) {
      const r = await call('PATCH', '/admin/api/pay-channels/wechat', finance, payload);
      assert.equal(r.statusCode, 400, JSON.stringify(payload));
      assert.equal(json(r).message, message, JSON.stringify(payload));
    }
    assert.equal((await call('PATCH', '/admin/api/pay-channels/paypal', finance, { enabled: true })).statusCode, 404);
    const [wechat] = await t.handle.db.select().from(payChannels).where(eq(payChannels.type, 'wechat'));
    assert.deepEqual([wechat.minFen, wechat.maxFen], [50_50, 20_000_00]);
    const rows = await audits('pay_channel.update');
    assert.equal(rows.filter((r) => r.ok).length, 3);
    assert.deepEqual((rows[0].detail as { after: { min_price: string } }).after.min_price, '50.50');
  });

  test('receiving accounts: create, patch, delete, with shape checks; audited', async () => {
    const created = await adminPost(t.app, '/admin/api/receiving-accounts', finance, {
      channel: 'bank',
      bank_name: '招商银行',
      account_no: '6214830100009999',
      owner: '赵六',
      address: '杭州分行',
      sort: 0,
    });
    assert.equal(created.statusCode, 200, created.body);
    const id = json(created).data.id;
    const paybank = json(await post(t.app, '/api/getpaybank', {}, (await newPlayer(t.app)).token)).data;
    assert.equal(paybank[0].bank_no, '6214830100009999', 'sort 0 comes first');

    const patched = await call('PATCH', `/admin/api/receiving-accounts/${id}`, finance, {
      enabled: false,
      owner: '赵六六',
    });
    assert.equal(json(patched).data.enabled, false);
    assert.equal(json(patched).data.owner, '赵六六');
    assert.equal(json(patched).data.account_no, '6214830100009999');

    const bad: [unknown, string][] = [
      [{ channel: 'paypal', account_no: 'x' }, '收款通道不正确'],
      [{ channel: 'bank', account_no: '  ' }, '请输入收款账号'],
      [{ channel: 'bank', account_no: '123' }, '请输入银行名称'],
      [
        { channel: 'usdt-trc20', account_no: '0x52908400098527886E0F7030069857D2E4169EE7' },
        '请输入正确的TRC20地址（以T开头，共34位）',
      ],
      [
        { channel: 'usdt-erc20', account_no: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' },
        '请输入正确的ERC20地址（以0x开头，共42位）',
      ],
      [{ channel: 'wechat' }, '参数错误：account_no 不能为空'],
    ];
    for (const [payload, message] of bad) {
      const r = await adminPost(t.app, '/admin/api/receiving-accounts', finance, payload);
      assert.equal(r.statusCode, 400, JSON.stringify(payload));
      assert.equal(json(r).message, message);
    }
    assert.equal(
      json(await call('PATCH', `/admin/api/receiving-accounts/${id}`, finance, { account_no: '' })).message,
      '请输入收款账号',
    );
    assert.equal(
      (await call('PATCH', '/admin/api/receiving-accounts/999999', finance, { owner: 'x' })).statusCode,
      404,
    );

    const usdt = await adminPost(t.app, '/admin/api/receiving-accounts', finance, {
      channel: 'usdt-trc20',
      account_no: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    });
    assert.equal(usdt.statusCode, 200);
    assert.equal(
      (await call('DELETE', `/admin/api/receiving-accounts/${json(usdt).data.id}`, finance)).statusCode,
      200,
    );
    assert.equal(
      (await call('DELETE', `/admin/api/receiving-accounts/${json(usdt).data.id}`, finance)).statusCode,
      404,
    );
    assert.equal((await call('DELETE', '/admin/api/receiving-accounts/abc', finance)).statusCode, 400);
    const list = json(await adminGet(t.app, '/admin/api/receiving-accounts', finance)).data;
    assert.equal(list.length, 7);
    assert.equal((await audits('receiving_account.create')).filter((a) => a.ok).length, 2);
    assert.equal((await audits('receiving_account.delete')).filter((a) => a.ok).length, 1);
  });

  test('a pending order keeps paying info after its receiving account is deleted', async () => {
    const p = await newPlayer(t.app);
    const no = await recharge(t.app, p.token, { paytype: 'alipay', amount: 100 });
    const [acc] = await t.handle.db.select().from(receivingAccounts).where(eq(receivingAccounts.channel, 'alipay'));
    await adminPost(t.app, '/admin/api/receiving-accounts', finance, {
      channel: 'alipay',
      account_no: 'https://qr.alipay.com/new',
      sort: 9,
    });
    await call('DELETE', `/admin/api/receiving-accounts/${acc.id}`, finance);
    const info = json(await post(t.app, '/api/payinfo', { deposit_no: no }));
    assert.equal(info.data.cardlist.mch_id, 'https://qr.alipay.com/new');
  });

  test('banks: create, rename, disable, delete; duplicates refused; audited', async () => {
    // deciding which banks money may go to is finance's, not the editor's (issue 14)
    assert.equal(
      (await adminPost(t.app, '/admin/api/banks', editor, { bank_name: '北京银行', sort: 16 })).statusCode,
      403,
    );
    const created = await adminPost(t.app, '/admin/api/banks', finance, { bank_name: '北京银行', sort: 16 });
    assert.equal(created.statusCode, 200, created.body);
    const id = json(created).data.id;
    assert.ok(
      json(await post(t.app, '/api/banklist')).data.some((b: { bank_name: string }) => b.bank_name === '北京银行'),
    );
    assert.deepEqual(json(await adminPost(t.app, '/admin/api/banks', finance, { bank_name: '北京银行' })), {
      code: 409,
      message: '该银行已存在',
      data: null,
    });
    assert.equal(
      json(await adminPost(t.app, '/admin/api/banks', finance, { bank_name: ' ' })).message,
      '请输入银行名称',
    );
    assert.equal(json(await call('PATCH', `/admin/api/banks/${id}`, finance, { bank_name: '招商银行' })).code, 409);
    const renamed = await call('PATCH', `/admin/api/banks/${id}`, finance, {
      bank_name: '北京银行股份有限公司',
      enabled: false,
    });
    assert.deepEqual(json(renamed).data, { id, bank_name: '北京银行股份有限公司', sort: 16, enabled: false });
    assert.ok(
      !json(await post(t.app, '/api/banklist')).data.some((b: { bank_name: string }) =>
        b.bank_name.startsWith('北京银行'),
      ),
    );
    assert.equal((await call('DELETE', `/admin/api/banks/${id}`, finance)).statusCode, 200);
    assert.equal((await t.handle.db.select().from(banks).where(eq(banks.id, id))).length, 0);
    assert.equal((await call('DELETE', `/admin/api/banks/${id}`, finance)).statusCode, 404);
    assert.equal((await audits('bank.create')).length, 3, 'two refusals audited too');
    assert.equal((await audits('bank.update')).filter((a) => a.ok).length, 1);
    assert.equal((await audits('bank.delete')).filter((a) => a.ok).length, 1);
  });

  test('configuration routes refuse players and anonymous callers', async () => {
    const p = await newPlayer(t.app);
    for (const url of ['/admin/api/pay-channels', '/admin/api/receiving-accounts', '/admin/api/banks']) {
      assert.equal((await call('GET', url)).statusCode, 401);
      assert.equal((await call('GET', url, p.token)).statusCode, 401);
      assert.equal((await call('GET', url, editor)).statusCode, 200);
    }
  });
});
