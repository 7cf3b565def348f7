import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, deposits, ledgerEntries, payChannels } from '#app/db/schema/index';
import { findJob } from '#app/jobs/index';
import { onDepositConfirmed } from '#app/plugins/app/wallet/events';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';
import {
  BANK_DEPOSIT,
  adminPost,
  assertLedgerSound,
  centralFen,
  newPlayer,
  recharge,
  systemFen,
  userRow,
} from '#test/helpers/cashier';

const depositOf = async (t: TestApp, depositNo: string) =>
  (await t.handle.db.select().from(deposits).where(eq(deposits.depositNo, depositNo)))[0];

describe('deposits', () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof newPlayer>>;
  let finance: string;
  const confirmed: { depositNo: string; amountFen: number }[] = [];
  before(async () => {
    t = await createTestApp();
    player = await newPlayer(t.app);
    finance = await createAdminSession(t.handle.db, 'finance');
    onDepositConfirmed('test-recorder', async (_tx, d) => {
      confirmed.push({ depositNo: d.depositNo, amountFen: d.amountFen });
    });
  });
  after(async () => {
    onDepositConfirmed('test-recorder', async () => {});
    await t.close();
  });

  test('a bank deposit creates a pending order and answers its number in message', async () => {
    const res = await post(t.app, '/api/recharge', BANK_DEPOSIT, player.token);
    assert.equal(res.statusCode, 200);
    const body = json(res);
    assert.equal(body.code, 200);
    assert.match(body.message, /^D\d{8}[2-9A-HJ-NP-Z]{20}$/);
    assert.deepEqual(body.data, { deposit_no: body.message });
    const d = await depositOf(t, body.message);
    assert.equal(d.userId, player.id);
    assert.equal(d.state, 1);
    assert.equal(d.amountFen, 500_00);
    assert.equal(d.paytype, 'bank');
    assert.equal(d.bankOwner, '李四');
    assert.equal(d.bank, '招商银行');
    assert.equal(d.bankNo, '6225880112345678');
    assert.ok(d.receivingAccountId);
    // nothing moved yet
    assert.equal(await centralFen(t.handle.db, player.id), 0);
    await t.handle.db.delete(deposits);
  });

  test('every pay type: wxpay (and wechat), alipay, usdt with its protocol', async () => {
    for (const [payload, paytype, catepay] of [
      [{ paytype: 'wxpay', amount: 100 }, 'wxpay', ''],
      [{ paytype: 'wechat', amount: '100.5' }, 'wxpay', ''],
      [{ paytype: 'alipay', amount: 10000 }, 'alipay', ''],
      [{ paytype: 'usdt', amount: '720', catepay: 'TRC20' }, 'usdt', 'TRC20'],
      [{ paytype: 'usdt', amount: 100.25, catepay: 'erc20' }, 'usdt', 'ERC20'],
    ] as const) {
      const no = await recharge(t.app, player.token, payload);
      const d = await depositOf(t, no);
      assert.equal(d.paytype, paytype);
      assert.equal(d.catepay, catepay);
      assert.equal(d.bank, '', 'bank fields stay empty for other ways');
      await t.handle.db.delete(deposits).where(eq(deposits.depositNo, no));
    }
    const no = await recharge(t.app, player.token, { paytype: 'usdt', amount: '720', catepay: 'TRC20' });
    const d = await depositOf(t, no);
    assert.equal(d.usdtAmount, '100.00');
    assert.equal(Number(d.usdtRate), 7.2);
    await t.handle.db.delete(deposits);
  });

  test('bank deposits need every bank field, in the page order, with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...BANK_DEPOSIT, bank_owner: '' }, '请输入存款人姓名'],
      [{ ...BANK_DEPOSIT, bank_owner: '   ' }, '请输入存款人姓名'],
      [{ ...BANK_DEPOSIT, bank: undefined }, '请输入银行类型'],
      [{ ...BANK_DEPOSIT, bank_no: '' }, '请输入银行卡号'],
      [{ ...BANK_DEPOSIT, bank_address: '' }, '请输入银行开户行地址'],
      [{ ...BANK_DEPOSIT, bank_owner: '', bank: '' }, '请输入存款人姓名'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(t.app, '/api/recharge', payload, player.token);
      assert.deepEqual(json(res), { code: 400, message, data: null }, JSON.stringify(payload));
    }
  });

  test('the amount must lie within the channel range, with the range in the message', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...BANK_DEPOSIT, amount: '99.99' }, '请输入金额在100-50000之间！'],
      [{ ...BANK_DEPOSIT, amount: '50000.01' }, '请输入金额在100-50000之间！'],
      [{ ...BANK_DEPOSIT, amount: 0 }, '请输入金额在100-50000之间！'],
      [{ ...BANK_DEPOSIT, amount: -500 }, '请输入金额在100-50000之间！'],
      [{ ...BANK_DEPOSIT, amount: '' }, '请输入金额在100-50000之间！'],
      [{ ...BANK_DEPOSIT, amount: 'abc' }, '请输入金额在100-50000之间！'],
      [{ ...BANK_DEPOSIT, amount: '1e3' }, '请输入金额在100-50000之间！'],
      [{ ...BANK_DEPOSIT, amount: '1000000000000' }, '请输入金额在100-50000之间！'],
      [{ ...BANK_DEPOSIT, amount: '100.001' }, '金额格式不正确'],
      [{ paytype: 'wxpay', amount: '10000.01' }, '请输入金额在100-10000之间！'],
      [{ paytype: 'alipay', amount: 50 }, '请输入金额在100-10000之间！'],
      [{ paytype: 'usdt', catepay: 'TRC20', amount: '100000.01' }, '请输入金额在100-100000之间！'],
    ];
    for (const [payload, message] of bad) {
      const res = await post(t.app, '/api/recharge', payload, player.token);
      assert.deepEqual(json(res), { code: 400, message, data: null }, JSON.stringify(payload));
    }
    // the bounds themselves are inside
    for (const amount of ['100', '50000', 50000.0]) await recharge(t.app, player.token, { ...BANK_DEPOSIT, amount });
    await t.handle.db.delete(deposits);
    // an edited range is the one applied
    await t.handle.db.update(payChannels).set({ minFen: 200_50, maxFen: 300_00 }).where(eq(payChannels.type, 'alipay'));
    assert.equal(
      json(await post(t.app, '/api/recharge', { paytype: 'alipay', amount: 200 }, player.token)).message,
      '请输入金额在200.50-300之间！',
    );
    await t.handle.db
      .update(payChannels)
      .set({ minFen: 100_00, maxFen: 10_000_00 })
      .where(eq(payChannels.type, 'alipay'));
  });

  test('unknown ways, missing protocols, closed channels and bad types are refused', async () => {
    const cases: [unknown, number, string][] = [
      [{ paytype: 'paypal', amount: 100 }, 400, '支付方式不存在'],
      [{ amount: 100 }, 400, '支付方式不存在'],
      [{ paytype: 'manual', amount: 100 }, 400, '人工充值请联系在线客服'],
      [{ paytype: 'usdt', amount: 100 }, 400, '请选择钱包协议'],
      [{ paytype: 'usdt', amount: 100, catepay: 'TRC' }, 400, '请选择钱包协议'],
      [{ paytype: 'bank', amount: { $gt: 0 } }, 400, '参数错误：amount 格式不正确'],
      [{ paytype: 'bank', amount: [100] }, 400, '参数错误：amount 格式不正确'],
      [{ paytype: 'bank', amount: true }, 400, '参数错误：amount 格式不正确'],
      [{ paytype: 1, amount: 100 }, 400, '参数错误：paytype 格式不正确'],
      [{ ...BANK_DEPOSIT, bank_owner: 'x'.repeat(65) }, 400, '参数错误：bank_owner 长度超出限制'],
      [[1, 2], 400, '请求格式错误'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(t.app, '/api/recharge', payload, player.token);
      assert.equal(res.statusCode, status, JSON.stringify(payload));
      assert.equal(json(res).message, message, JSON.stringify(payload));
    }
    await t.handle.db.update(payChannels).set({ enabled: false }).where(eq(payChannels.type, 'wechat'));
    assert.deepEqual(json(await post(t.app, '/api/recharge', { paytype: 'wxpay', amount: 100 }, player.token)), {
      code: 400,
      message: '该支付方式暂未开放',
      data: null,
    });
    await t.handle.db.update(payChannels).set({ enabled: true });
    assert.equal((await post(t.app, '/api/recharge', { paytype: 'wxpay', amount: 100 })).statusCode, 401);
    assert.equal((await t.handle.db.select().from(deposits)).length, 0);
  });

  test('at most 5 open orders per player; expired ones do not count', async () => {
    const other = await newPlayer(t.app);
    for (let i = 0; i < 5; i++) await recharge(t.app, other.token, { paytype: 'alipay', amount: 100 + i });
    const res = await post(t.app, '/api/recharge', { paytype: 'alipay', amount: 100 }, other.token);
    assert.deepEqual(json(res), {
      code: 409,
      message: '您有5笔未完成的充值订单，请完成支付或等待订单过期后再试',
      data: null,
    });
    assert.equal(res.statusCode, 409);
    // another player is not affected
    await recharge(t.app, player.token, { paytype: 'alipay', amount: 100 });
    // one order past its hour frees a place even before the job runs
    const [oldest] = await t.handle.db.select().from(deposits).where(eq(deposits.userId, other.id)).limit(1);
    await t.handle.db
      .update(deposits)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(deposits.id, oldest.id));
    await recharge(t.app, other.token, { paytype: 'alipay', amount: 100 });
    await t.handle.db.delete(deposits);
  });

  test('/api/payinfo answers the order, where to pay and a QR image, without a session', async () => {
    const usdt = await recharge(t.app, player.token, { paytype: 'usdt', amount: '720', catepay: 'TRC20' });
    const res = await post(t.app, '/api/payinfo', { deposit_no: usdt });
    assert.equal(res.statusCode, 200);
    const body = json(res);
    assert.equal(body.message, 'usdtpay');
    assert.equal(body.data.deposit_no, usdt);
    assert.equal(body.data.info.amount, '720.00');
    assert.equal(body.data.info.paytype, 'usdt');
    assert.equal(body.data.info.usdt_amount, '100.00');
    assert.match(body.data.info.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal(body.data.cardlist.content, 'TRC20');
    assert.match(body.data.cardlist.mch_id, /^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    assert.match(body.data.cardlist.payimg, /^data:image\/svg\+xml;base64,/);
    assert.match(Buffer.from(body.data.cardlist.payimg.split(',')[1], 'base64').toString(), /^<svg/);
    // never who placed it
    const text = JSON.stringify(body);
    assert.ok(!text.includes(player.name) && !text.includes('李四') && !text.includes(`"user_id"`), text);

    const erc = json(
      await post(t.app, '/api/payinfo', {
        deposit_no: await recharge(t.app, player.token, { paytype: 'usdt', amount: 100, catepay: 'ERC20' }),
      }),
    );
    assert.equal(erc.data.cardlist.content, 'ERC20');
    assert.match(erc.data.cardlist.mch_id, /^0x[0-9a-f]{40}$/);

    for (const [paytype, message, prefix] of [
      ['wxpay', 'wxpay', 'wxp://'],
      ['alipay', 'alipay', 'https://qr.alipay.com/'],
    ] as const) {
      const info = json(
        await post(t.app, '/api/payinfo', {
          deposit_no: await recharge(t.app, player.token, { paytype, amount: 100 }),
        }),
      );
      assert.equal(info.message, message);
      assert.ok(info.data.cardlist.mch_id.startsWith(prefix));
      assert.match(info.data.cardlist.payimg, /^data:image\/svg\+xml;base64,/);
    }
    const bank = json(
      await post(t.app, '/api/payinfo', { deposit_no: await recharge(t.app, player.token, BANK_DEPOSIT) }),
    );
    assert.equal(bank.message, 'bank');
    assert.equal(bank.data.info.paytype, 'bank');
    assert.equal(bank.data.cardlist.content, '中国工商银行');
    await t.handle.db.delete(deposits);
  });

  test('/api/payinfo: unknown numbers are 404, bad input 400', async () => {
    for (const deposit_no of ['D20240101AAAAAAAAAAAAAAAAAAAA', 'x', "' OR 1=1 --"]) {
      const res = await post(t.app, '/api/payinfo', { deposit_no });
      assert.equal(res.statusCode, 404);
      assert.deepEqual(json(res), { code: 404, message: '订单不存在', data: null });
    }
    for (const [payload, message] of [
      [{}, '参数错误：deposit_no 不能为空'],
      [{ deposit_no: 123 }, '参数错误：deposit_no 格式不正确'],
      [{ deposit_no: 'D'.repeat(65) }, '参数错误：deposit_no 长度超出限制'],
    ] as const) {
      const res = await post(t.app, '/api/payinfo', payload);
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, message);
    }
  });

  test('deposit numbers are unique and random', async () => {
    const nos = new Set<string>();
    for (let i = 0; i < 5; i++) nos.add(await recharge(t.app, player.token, { paytype: 'alipay', amount: 100 }));
    assert.equal(nos.size, 5);
    const tails = [...nos].map((n) => n.slice(9));
    assert.equal(new Set(tails.map((s) => s.slice(0, 4))).size > 1, true, 'no shared prefix beyond the date');
    await t.handle.db.delete(deposits);
  });

  test('confirming credits the central wallet, paysum and turnover once, through the ledger, audited', async () => {
    const before = await userRow(t.handle.db, player.id);
    const clearingBefore = await systemFen(t.handle.db, 'deposit_clearing');
    const no = await recharge(t.app, player.token, { ...BANK_DEPOSIT, amount: '1234.56' });
    const res = await adminPost(t.app, `/admin/api/deposits/${no}/confirm`, finance);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(json(res).data.state, 2);
    assert.equal(await centralFen(t.handle.db, player.id), 1234_56);
    assert.equal(await systemFen(t.handle.db, 'deposit_clearing'), clearingBefore - 1234_56);
    const after = await userRow(t.handle.db, player.id);
    assert.equal(after.paysumFen, before.paysumFen + 1234_56);
    assert.equal(after.turnoverRequiredFen, before.turnoverRequiredFen + 1234_56);
    const d = await depositOf(t, no);
    assert.equal(d.state, 2);
    assert.ok(d.reviewedAt && d.reviewedBy);
    assert.deepEqual(confirmed.at(-1), { depositNo: no, amountFen: 1234_56 });
    const entries = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'deposit'), eq(ledgerEntries.memo, no)));
    assert.equal(entries.length, 1);
    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.confirm'), eq(auditLog.target, no)));
    assert.equal(audit.ok, true);
    assert.equal(audit.detail.amount, '1234.56');

    // again: refused, nothing more moves
    const again = await adminPost(t.app, `/admin/api/deposits/${no}/confirm`, finance);
    assert.equal(again.statusCode, 409);
    // the second reviewer is told who confirmed it and when
    assert.match(
      json(again).message,
      /^该订单已确认入账（由 finance\w+ 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 处理）$/,
    );
    assert.equal(await centralFen(t.handle.db, player.id), 1234_56);
    assert.equal((await userRow(t.handle.db, player.id)).paysumFen, before.paysumFen + 1234_56);
    // and it cannot be rejected afterwards
    assert.equal(json(await adminPost(t.app, `/admin/api/deposits/${no}/reject`, finance, { reason: 'x' })).code, 409);
    // the refusals are audited as such
    const refused = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, no), eq(auditLog.ok, false)));
    assert.equal(refused.length, 2);
    await assertLedgerSound(t.handle.db);
  });

  test('two confirmations in parallel credit exactly once', async () => {
    const p = await newPlayer(t.app);
    for (let round = 0; round < 5; round++) {
      const no = await recharge(t.app, p.token, { paytype: 'alipay', amount: 200 });
      const results = await Promise.all([
        adminPost(t.app, `/admin/api/deposits/${no}/confirm`, finance),
        adminPost(t.app, `/admin/api/deposits/${no}/confirm`, finance),
        adminPost(t.app, `/admin/api/deposits/${no}/confirm`, finance),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      assert.deepEqual(codes, [200, 409, 409], results.map((r) => r.body).join('\n'));
      assert.equal(await centralFen(t.handle.db, p.id), (round + 1) * 200_00);
    }
    const row = await userRow(t.handle.db, p.id);
    assert.equal(row.paysumFen, 1000_00);
    assert.equal(row.turnoverRequiredFen, 1000_00);
    await assertLedgerSound(t.handle.db);
  });

  test('rejecting needs a reason, moves no money, and closes the order', async () => {
    const p = await newPlayer(t.app);
    const no = await recharge(t.app, p.token, BANK_DEPOSIT);
    for (const [payload, message] of [
      [{}, '参数错误：reason 不能为空'],
      [{ reason: '  ' }, '请输入拒绝原因'],
      [{ reason: 5 }, '参数错误：reason 格式不正确'],
    ] as const) {
      assert.equal(json(await adminPost(t.app, `/admin/api/deposits/${no}/reject`, finance, payload)).message, message);
    }
    const res = await adminPost(t.app, `/admin/api/deposits/${no}/reject`, finance, { reason: '未收到款项' });
    assert.equal(res.statusCode, 200);
    const d = await depositOf(t, no);
    assert.equal(d.state, 3);
    assert.equal(d.reason, '未收到款项');
    assert.equal(await centralFen(t.handle.db, p.id), 0);
    const late = json(await adminPost(t.app, `/admin/api/deposits/${no}/confirm`, finance));
    assert.equal(late.code, 409);
    assert.match(late.message, /^该订单已被拒绝或已过期（由 finance\w+ 于 [\d: -]{19} 处理）$/);
    assert.equal(await centralFen(t.handle.db, p.id), 0);
    assert.equal((await userRow(t.handle.db, p.id)).paysumFen, 0);
    const res404 = await adminPost(t.app, `/admin/api/deposits/DNOSUCHORDER/confirm`, finance);
    assert.deepEqual(json(res404), { code: 404, message: '订单不存在', data: null });
    await assertLedgerSound(t.handle.db);
  });

  test('an order older than one hour cannot be confirmed; the expiry job closes it as expired, repeatably', async () => {
    const p = await newPlayer(t.app);
    const fresh = await recharge(t.app, p.token, { paytype: 'wxpay', amount: 100 });
    const old = await recharge(t.app, p.token, { paytype: 'wxpay', amount: 300 });
    await t.handle.db
      .update(deposits)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(deposits.depositNo, old));
    assert.deepEqual(json(await adminPost(t.app, `/admin/api/deposits/${old}/confirm`, finance)), {
      code: 409,
      message: '订单已超过1小时未确认，已失效',
      data: null,
    });
    assert.equal(await centralFen(t.handle.db, p.id), 0);

    const job = findJob('deposit-expiry')!;
    assert.equal(job.everyMs, 60_000);
    const run = (now = new Date()) => job.run({ db: t.handle.db, now, log: () => {} });
    const first = await run();
    assert.ok((first.expired as number) >= 1);
    const d = await depositOf(t, old);
    assert.equal(d.state, 3);
    assert.equal(d.reason, 'expired');
    assert.equal((await depositOf(t, fresh)).state, 1, 'a fresh order stays open');
    assert.deepEqual(await run(), { expired: 0 }, 'a second run changes nothing');
    // a clock two hours ahead expires the fresh one too
    assert.deepEqual(await run(new Date(Date.now() + 2 * 3600_000)), { expired: 1 });
    assert.equal((await depositOf(t, fresh)).state, 3);
    assert.equal(
      json(await adminPost(t.app, `/admin/api/deposits/${old}/confirm`, finance)).message,
      '该订单已被拒绝或已过期',
    );
    // the transaction record shows it as rejected
    const rec = json(await post(t.app, '/api/gettransrecord', { type: 1 }, p.token)).data.data;
    assert.deepEqual(
      rec.map((r: { state: number }) => r.state),
      [3, 3],
    );
    await assertLedgerSound(t.handle.db);
  });

  test('the same Idempotency-Key on /api/recharge creates one order', async () => {
    const p = await newPlayer(t.app);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/recharge',
        payload: { paytype: 'alipay', amount: 150 },
        headers: { authorization: `Bearer ${p.token}`, 'idempotency-key': 'rc-1' },
      });
    const a = await send();
    const b = await send();
    assert.equal(json(a).message, json(b).message);
    assert.equal(b.headers['idempotent-replay'], 'true');
    assert.equal((await t.handle.db.select().from(deposits).where(eq(deposits.userId, p.id))).length, 1);
  });
});
