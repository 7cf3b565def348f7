import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, authAttempts, siteSettings, users, withdrawals } from '#app/db/schema/index';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';
import { PAY_PASS, adminPost, assertLedgerSound, centralFen, fund, newPlayer, systemFen } from '#test/helpers/cashier';

type Player = Awaited<ReturnType<typeof newPlayer>>;

describe('withdrawals', () => {
  let t: TestApp;
  let finance: string;
  before(async () => {
    t = await createTestApp();
    finance = await createAdminSession(t.handle.db, 'finance');
  });
  after(() => t.close());

  /** A player with money, no turnover to do, and one bank card and one TRC20 and one ERC20 address. */
  async function richPlayer(fen = 10_000_00) {
    const p = await newPlayer(t.app);
    await fund(t.handle.db, p.id, fen);
    const n = String(p.id).padStart(8, '0');
    const bind = async (body: Record<string, unknown>) => {
      const res = await post(t.app, '/api/bindcard', { pay_pass: PAY_PASS, ...body }, p.token);
      assert.equal(json(res).code, 200, res.body);
      return json(res).data.id as number;
    };
    const bank = await bind({
      bank: '招商银行',
      bank_owner: '李四',
      bank_no: `62258801${n}`,
      bank_address: '上海分行',
    });
    const trc = await bind({
      bank: 'USDT',
      bank_owner: 'TRC20',
      bank_no: `TJRabPrwbZy45sbavfcjinPJC1${n.replace(/0/g, 'z')}`,
    });
    const erc = await bind({ bank: 'USDT', bank_owner: 'ERC20', bank_no: `0x52908400098527886E0F7030069857D2${n}` });
    return { ...p, bank, trc, erc };
  }
  const withdraw = (p: Player, body: Record<string, unknown>, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/withdraw',
      payload: body,
      headers: { authorization: `Bearer ${p.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    });
  const rowOf = async (no: string) =>
    (await t.handle.db.select().from(withdrawals).where(eq(withdrawals.outTradeNo, no)))[0];

  test('/api/getBetAmount answers the outstanding turnover requirement', async () => {
    const p = await newPlayer(t.app);
    assert.deepEqual(json(await post(t.app, '/api/getBetAmount', {}, p.token)), {
      code: 200,
      message: 'success',
      data: { bet_amount: '0.00' },
    });
    await t.handle.db.update(users).set({ turnoverRequiredFen: 123_45 }).where(eq(users.id, p.id));
    assert.equal(json(await post(t.app, '/api/getBetAmount', undefined, p.token)).data.bet_amount, '123.45');
    assert.equal((await post(t.app, '/api/getBetAmount')).statusCode, 401);
  });

  test('a bank withdrawal holds the money in withdrawal_pending and creates a pending record', async () => {
    const p = await richPlayer();
    const pendingBefore = await systemFen(t.handle.db, 'withdrawal_pending');
    const res = await withdraw(p, { amount: '1500.50', bank: p.bank, password: PAY_PASS });
    assert.equal(res.statusCode, 200, res.body);
    const body = json(res);
    assert.equal(body.message, '提交成功，等待后台审核');
    assert.match(body.data.out_trade_no, /^W\d{8}[2-9A-HJ-NP-Z]{16}$/);
    assert.equal(await centralFen(t.handle.db, p.id), 10_000_00 - 1500_50);
    assert.equal(await systemFen(t.handle.db, 'withdrawal_pending'), pendingBefore + 1500_50);
    const w = await rowOf(body.data.out_trade_no);
    assert.equal(w.state, 1);
    assert.equal(w.userId, p.id);
    assert.equal(w.cardId, p.bank);
    assert.equal(w.bank, '招商银行');
    assert.equal(w.amountFen, 1500_50);
    assert.equal(w.usdtAmount, null);
    // the card number is given as a string too
    assert.equal(json(await withdraw(p, { amount: 100, bank: String(p.bank), password: PAY_PASS })).code, 200);
    await assertLedgerSound(t.handle.db);
  });

  test('a USDT withdrawal records the USDT amount at withdrawusdtrate (rounded down) and the fee by protocol', async () => {
    const p = await richPlayer();
    const trc = json(await withdraw(p, { amount: 1000, bank: p.trc, password: PAY_PASS }));
    assert.equal(trc.code, 200);
    const a = await rowOf(trc.data.out_trade_no);
    assert.equal(a.cardType, 2);
    assert.equal(a.usdtAmount, '140.84'); // 1000 / 7.10 = 140.845… rounded down
    assert.equal(a.usdtFee, '1.00');
    assert.equal(Number(a.usdtRate), 7.1);
    const erc = json(await withdraw(p, { amount: 710, bank: p.erc, password: PAY_PASS }));
    const b = await rowOf(erc.data.out_trade_no);
    assert.equal(b.usdtAmount, '100.00');
    assert.equal(b.usdtFee, '5.00');
    // a fee larger than the equivalent is refused before anything moves
    await t.handle.db.update(siteSettings).set({ value: '20' }).where(eq(siteSettings.key, 'withdrawcashfee'));
    const before = await centralFen(t.handle.db, p.id);
    assert.deepEqual(json(await withdraw(p, { amount: 100, bank: p.erc, password: PAY_PASS })), {
      code: 400,
      message: '取款金额不足以支付USDT手续费',
      data: null,
    });
    assert.equal(await centralFen(t.handle.db, p.id), before);
    await t.handle.db.update(siteSettings).set({ value: '5.00' }).where(eq(siteSettings.key, 'withdrawcashfee'));
  });

  test('refusals in the spec order, each with its message, nothing moved', async () => {
    const p = await richPlayer(500_00);
    const other = await richPlayer();
    const ok = { amount: '200', bank: p.bank, password: PAY_PASS };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...ok, bank: undefined }, 400, '请选择您要提现到的银行卡'],
      [{ ...ok, bank: '' }, 400, '请选择您要提现到的银行卡'],
      [{ ...ok, bank: undefined, amount: 1, password: '' }, 400, '请选择您要提现到的银行卡'],
      [{ ...ok, amount: '99.99' }, 400, '单笔取款不能低于100元'],
      [{ ...ok, amount: 0 }, 400, '单笔取款不能低于100元'],
      [{ ...ok, amount: -200 }, 400, '单笔取款不能低于100元'],
      [{ ...ok, amount: '' }, 400, '单笔取款不能低于100元'],
      [{ ...ok, amount: 'NaN' }, 400, '单笔取款不能低于100元'],
      [{ ...ok, amount: 'Infinity' }, 400, '单笔取款不能低于100元'],
      [{ ...ok, amount: '2e2' }, 400, '单笔取款不能低于100元'],
      [{ ...ok, amount: '200.001' }, 400, '金额格式不正确'],
      [{ ...ok, amount: 200.001 }, 400, '金额格式不正确'],
      [{ ...ok, amount: '100000000.01' }, 400, '金额不能超过100000000元'],
      [{ ...ok, amount: '99999999999999999999' }, 400, '金额不能超过100000000元'],
      [{ ...ok, password: '' }, 400, '请输入您的支付密码'],
      [{ ...ok, password: undefined }, 400, '请输入您的支付密码'],
      [{ ...ok, bank: other.bank }, 404, '提现账户不存在，请重新选择'],
      [{ ...ok, bank: other.trc }, 404, '提现账户不存在，请重新选择'],
      [{ ...ok, bank: 99999999 }, 404, '提现账户不存在，请重新选择'],
      [{ ...ok, bank: 'abc' }, 404, '提现账户不存在，请重新选择'],
      [{ ...ok, bank: -1 }, 404, '提现账户不存在，请重新选择'],
      [{ ...ok, amount: '500.01' }, 400, '余额不足'],
      [{ ...ok, amount: 100000 }, 400, '余额不足'],
      [{ ...ok, password: 'Wrong#123' }, 400, '支付密码错误'],
      [{ ...ok, amount: { $gt: 0 } }, 400, '参数错误：amount 格式不正确'],
      [{ ...ok, bank: [p.bank] }, 400, '参数错误：bank 格式不正确'],
      [{ ...ok, bank: 1.5 }, 400, '参数错误：bank 格式不正确'],
      [{ ...ok, password: 123456 }, 400, '参数错误：password 格式不正确'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await withdraw(p, payload);
      assert.equal(res.statusCode, status, `${JSON.stringify(payload)}: ${res.body}`);
      assert.deepEqual(json(res), { code: status, message, data: null }, JSON.stringify(payload));
    }
    assert.equal(await centralFen(t.handle.db, p.id), 500_00);
    assert.equal(await centralFen(t.handle.db, other.id), 10_000_00);
    assert.equal((await t.handle.db.select().from(withdrawals).where(eq(withdrawals.userId, p.id))).length, 0);

    // an unbound card can no longer be used
    await post(t.app, '/api/delcard', { id: p.erc }, p.token);
    assert.equal(json(await withdraw(p, { ...ok, bank: p.erc })).message, '提现账户不存在，请重新选择');
    // not logged in
    assert.equal((await post(t.app, '/api/withdraw', ok)).statusCode, 401);
  });

  test('outstanding turnover blocks the withdrawal with the amount still needed', async () => {
    const p = await richPlayer();
    await t.handle.db.update(users).set({ turnoverRequiredFen: 123_00 }).where(eq(users.id, p.id));
    assert.deepEqual(json(await withdraw(p, { amount: 200, bank: p.bank, password: PAY_PASS })), {
      code: 400,
      message: '您还需完成 123.00 元打码量才能取款',
      data: null,
    });
    await t.handle.db.update(users).set({ turnoverRequiredFen: 0 }).where(eq(users.id, p.id));
    assert.equal(json(await withdraw(p, { amount: 200, bank: p.bank, password: PAY_PASS })).code, 200);
  });

  test('5 wrong payment passwords throttle withdrawals (429)', async () => {
    const p = await richPlayer();
    await t.handle.db.delete(authAttempts);
    for (let i = 0; i < 5; i++)
      assert.equal(
        json(await withdraw(p, { amount: 200, bank: p.bank, password: 'Wrong#123' })).message,
        '支付密码错误',
      );
    const res = await withdraw(p, { amount: 200, bank: p.bank, password: PAY_PASS });
    assert.equal(res.statusCode, 429);
    assert.equal(json(res).message, '支付密码错误次数过多，请15分钟后再试');
    assert.equal(await centralFen(t.handle.db, p.id), 10_000_00);
  });

  test('approval pays out to the house once; a second review is refused', async () => {
    const p = await richPlayer();
    const no = json(await withdraw(p, { amount: 3000, bank: p.bank, password: PAY_PASS })).data.out_trade_no;
    const houseBefore = await systemFen(t.handle.db, 'house');
    const pendingBefore = await systemFen(t.handle.db, 'withdrawal_pending');
    const res = await adminPost(t.app, `/admin/api/withdrawals/${no}/approve`, finance);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(json(res).data.state, 2);
    assert.equal(await systemFen(t.handle.db, 'house'), houseBefore + 3000_00);
    assert.equal(await systemFen(t.handle.db, 'withdrawal_pending'), pendingBefore - 3000_00);
    assert.equal(await centralFen(t.handle.db, p.id), 7000_00);
    const w = await rowOf(no);
    assert.equal(w.state, 2);
    assert.ok(w.reviewedAt && w.reviewedBy);
    for (const action of ['approve', 'reject']) {
      const again = await adminPost(t.app, `/admin/api/withdrawals/${no}/${action}`, finance, { reason: 'x' });
      assert.equal(again.statusCode, 409);
      assert.match(json(again).message, /^该取款订单已处理（由 finance\w+ 于 [\d: -]{19} 处理）$/);
    }
    assert.equal(await systemFen(t.handle.db, 'house'), houseBefore + 3000_00);
    assert.equal(await centralFen(t.handle.db, p.id), 7000_00);
    const audits = await t.handle.db.select().from(auditLog).where(eq(auditLog.target, no));
    assert.deepEqual(audits.map((a) => [a.action, a.ok]).sort(), [
      ['withdrawal.approve', false],
      ['withdrawal.approve', true],
      ['withdrawal.reject', false],
    ]);
    await assertLedgerSound(t.handle.db);
  });

  test('rejection returns the money to the central wallet with a reason', async () => {
    const p = await richPlayer();
    const no = json(await withdraw(p, { amount: 2500, bank: p.trc, password: PAY_PASS })).data.out_trade_no;
    assert.equal(await centralFen(t.handle.db, p.id), 7500_00);
    assert.equal(
      json(await adminPost(t.app, `/admin/api/withdrawals/${no}/reject`, finance, { reason: '' })).message,
      '请输入拒绝原因',
    );
    const res = await adminPost(t.app, `/admin/api/withdrawals/${no}/reject`, finance, { reason: '地址有误' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await centralFen(t.handle.db, p.id), 10_000_00);
    const w = await rowOf(no);
    assert.equal(w.state, 3);
    assert.equal(w.reason, '地址有误');
    assert.equal(json(await adminPost(t.app, `/admin/api/withdrawals/${no}/approve`, finance)).code, 409);
    assert.deepEqual(json(await adminPost(t.app, `/admin/api/withdrawals/WNOSUCH/approve`, finance)), {
      code: 404,
      message: '取款订单不存在',
      data: null,
    });
    await assertLedgerSound(t.handle.db);
  });

  test('approve and reject racing: exactly one wins and the money moves once', async () => {
    const p = await richPlayer();
    for (let i = 0; i < 4; i++) {
      const no = json(await withdraw(p, { amount: 100, bank: p.bank, password: PAY_PASS })).data.out_trade_no;
      const results = await Promise.all([
        adminPost(t.app, `/admin/api/withdrawals/${no}/approve`, finance),
        adminPost(t.app, `/admin/api/withdrawals/${no}/reject`, finance, { reason: '并发' }),
        adminPost(t.app, `/admin/api/withdrawals/${no}/approve`, finance),
      ]);
      assert.equal(results.filter((r) => r.statusCode === 200).length, 1, results.map((r) => r.body).join('\n'));
      assert.equal(results.filter((r) => r.statusCode === 409).length, 2);
    }
    const rows = await t.handle.db.select().from(withdrawals).where(eq(withdrawals.userId, p.id));
    const returned = rows.filter((r) => r.state === 3).length;
    assert.equal(await centralFen(t.handle.db, p.id), 10_000_00 - (4 - returned) * 100_00);
    await assertLedgerSound(t.handle.db);
  });

  test('the same Idempotency-Key twice moves money once and replays the first answer', async () => {
    const p = await richPlayer();
    const body = { amount: 1000, bank: p.bank, password: PAY_PASS };
    const a = await withdraw(p, body, 'wd-key-1');
    const b = await withdraw(p, body, 'wd-key-1');
    assert.equal(a.statusCode, 200);
    assert.equal(b.statusCode, 200);
    assert.deepEqual(json(b), json(a));
    assert.equal(b.headers['idempotent-replay'], 'true');
    assert.equal(await centralFen(t.handle.db, p.id), 9000_00);
    assert.equal((await t.handle.db.select().from(withdrawals).where(eq(withdrawals.userId, p.id))).length, 1);
    // the same key with another body is refused; a new key is a new withdrawal
    assert.equal(json(await withdraw(p, { ...body, amount: 500 }, 'wd-key-1')).code, 409);
    assert.equal(json(await withdraw(p, body, 'wd-key-2')).code, 200);
    assert.equal(await centralFen(t.handle.db, p.id), 8000_00);
    // in parallel with one key: one withdrawal at most
    const parallel = await Promise.all([
      withdraw(p, body, 'wd-key-3'),
      withdraw(p, body, 'wd-key-3'),
      withdraw(p, body, 'wd-key-3'),
    ]);
    assert.ok(parallel.some((r) => r.statusCode === 200));
    assert.equal(await centralFen(t.handle.db, p.id), 7000_00);
    await assertLedgerSound(t.handle.db);
  });

  test('parallel withdrawals against one balance never overdraw it', async () => {
    const p = await richPlayer(1000_00);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => withdraw(p, { amount: 300, bank: p.bank, password: PAY_PASS })),
    );
    const succeeded = results.filter((r) => r.statusCode === 200).length;
    assert.equal(succeeded, 3, results.map((r) => r.body).join('\n'));
    for (const r of results.filter((r) => r.statusCode !== 200))
      assert.deepEqual(json(r), { code: 400, message: '余额不足', data: null });
    assert.equal(await centralFen(t.handle.db, p.id), 100_00);
    const rows = await t.handle.db.select().from(withdrawals).where(eq(withdrawals.userId, p.id));
    assert.equal(rows.length, 3);
    await assertLedgerSound(t.handle.db);
  });
});
