import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { cards, deposits, transfers, withdrawals } from '#app/db/schema/index';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';
import { newPlayer } from '#test/helpers/cashier';

const DAY = 24 * 3600 * 1000;
const SHANGHAI = 8 * 3600 * 1000;
const startOfShanghaiDay = (ms: number) => Math.floor((ms + SHANGHAI) / DAY) * DAY - SHANGHAI;
const shanghaiText = (d: Date) => new Date(d.getTime() + SHANGHAI).toISOString().replace('T', ' ').slice(0, 19);

describe('/api/gettransrecord', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof newPlayer>>;
  let other: Awaited<ReturnType<typeof newPlayer>>;
  const today = startOfShanghaiDay(Date.now());
  /** instants relative to today's Shanghai midnight */
  const at = {
    now: new Date(Date.now() - 1000),
    sixDaysAgoMidnight: new Date(today - 6 * DAY),
    justBefore7Days: new Date(today - 6 * DAY - 1000),
    tenDaysAgo: new Date(today - 10 * DAY + 5 * 3600_000),
    twentyDaysAgo: new Date(today - 20 * DAY + 5 * 3600_000),
    fortyDaysAgo: new Date(today - 40 * DAY),
  };
  before(async () => {
    t = await createTestApp();
    p = await newPlayer(t.app);
    other = await newPlayer(t.app);
    const db = t.handle.db;
    let n = 0;
    const dep = (userId: number, createdAt: Date, paytype = 'bank', state = 1) => ({
      depositNo: `DTEST${String(n++).padStart(8, '0')}`,
      userId,
      paytype,
      amountFen: 100_00 + n,
      state,
      createdAt,
    });
    await db
      .insert(deposits)
      .values([
        dep(p.id, at.now, 'usdt', 2),
        dep(p.id, at.sixDaysAgoMidnight, 'wxpay', 3),
        dep(p.id, at.justBefore7Days, 'alipay'),
        dep(p.id, at.tenDaysAgo),
        dep(p.id, at.twentyDaysAgo),
        dep(p.id, at.fortyDaysAgo),
        dep(other.id, at.now),
      ]);
    const [bankCard, usdtCard] = await db
      .insert(cards)
      .values([
        { userId: p.id, type: 1, bank: '招商银行', bankOwner: '李四', bankNo: '6225880100000001' },
        { userId: p.id, type: 2, bank: 'USDT', bankOwner: 'TRC20', bankNo: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' },
      ])
      .returning();
    await db.insert(withdrawals).values([
      {
        outTradeNo: 'WTEST1',
        userId: p.id,
        cardId: bankCard.id,
        cardType: 1,
        bank: '招商银行',
        bankOwner: '李四',
        bankNo: '1',
        amountFen: 300_00,
        state: 2,
        createdAt: at.now,
      },
      {
        outTradeNo: 'WTEST2',
        userId: p.id,
        cardId: usdtCard.id,
        cardType: 2,
        bank: 'USDT',
        bankOwner: 'TRC20',
        bankNo: '2',
        amountFen: 200_00,
        state: 1,
        createdAt: at.tenDaysAgo,
      },
    ]);
    await db.insert(transfers).values([
      {
        outTradeNo: 'TTEST1',
        userId: p.id,
        platname: 'ag',
        direction: 'in',
        amountFen: 50_00,
        state: 1,
        createdAt: at.now,
      },
      {
        outTradeNo: 'TTEST2',
        userId: p.id,
        platname: 'saba',
        direction: 'in',
        amountFen: 60_00,
        state: 2,
        createdAt: at.tenDaysAgo,
      },
      {
        outTradeNo: 'TTEST3',
        userId: p.id,
        platname: 'ag',
        direction: 'out',
        amountFen: 70_00,
        state: 0,
        createdAt: at.now,
      },
      {
        outTradeNo: 'TTEST4',
        userId: other.id,
        platname: 'ag',
        direction: 'in',
        amountFen: 80_00,
        state: 1,
        createdAt: at.now,
      },
    ]);
  });
  after(() => t.close());

  const records = async (body: Record<string, unknown>, token = p.token) => {
    const res = await post(t.app, '/api/gettransrecord', body, token);
    assert.equal(res.statusCode, 200, res.body);
    return json(res).data as {
      data: Record<string, unknown>[];
      total: number;
      last_page: number;
      current_page: number;
      per_page: number;
    };
  };

  test('deposits (type 1, the default): rows with number, amount, pay way label, state, Shanghai time', async () => {
    const page = await records({});
    assert.equal(page.total, 5);
    assert.equal(page.last_page, 1);
    assert.equal(page.current_page, 1);
    assert.equal(page.per_page, 10);
    assert.deepEqual(page.data[0], {
      out_trade_no: 'DTEST00000000',
      amount: '100.01',
      pay_way: 'USDT',
      state: 2,
      created_at: shanghaiText(at.now),
    });
    assert.deepEqual(
      page.data.map((r) => r.pay_way),
      ['USDT', '微信支付', '支付宝', '银行卡转账', '银行卡转账'],
    );
  });

  test('the date filter counts Shanghai days, today included; unknown codes read as 30 days', async () => {
    const count = async (date: unknown) => (await records({ type: 1, date })).total;
    assert.equal(await count(1), 1);
    assert.equal(await count('1'), 1);
    assert.equal(await count(2), 2, 'six days ago at 00:00 is inside the last 7 days, a second before is not');
    assert.equal(await count(3), 4);
    assert.equal(await count(4), 5);
    assert.equal(await count(9), 5);
    assert.equal(await count(''), 5);
  });

  test('withdrawals (type 2): 银行卡 / USDT', async () => {
    const page = await records({ type: 2 });
    assert.deepEqual(
      page.data.map((r) => [r.out_trade_no, r.amount, r.pay_way, r.state]),
      [
        ['WTEST1', '300.00', '银行卡', 2],
        ['WTEST2', '200.00', 'USDT', 1],
      ],
    );
    assert.equal((await records({ type: '2', date: 1 })).total, 1);
  });

  test('transfers in (3) and out (4) show the venue name, filterable by venue', async () => {
    const ins = await records({ type: 3 });
    assert.deepEqual(
      ins.data.map((r) => [r.out_trade_no, r.amount, r.pay_way, r.state]),
      [
        ['TTEST1', '50.00', 'AG真人', 1],
        ['TTEST2', '60.00', '沙巴体育', 2],
      ],
    );
    assert.deepEqual(
      (await records({ type: 3, api_type: 'saba' })).data.map((r) => r.out_trade_no),
      ['TTEST2'],
    );
    assert.deepEqual((await records({ type: 3, api_type: '' })).total, 2);
    assert.deepEqual(
      (await records({ type: 4 })).data.map((r) => [r.out_trade_no, r.state]),
      [['TTEST3', 0]],
    );
    assert.equal((await records({ type: 4, api_type: 'saba' })).total, 0);
    const unknown = await post(t.app, '/api/gettransrecord', { type: 3, api_type: 'nosuch' }, p.token);
    assert.deepEqual(json(unknown), { code: 400, message: '场馆不存在', data: null });
  });

  test('another player sees only their own rows', async () => {
    assert.equal((await records({ type: 1 }, other.token)).total, 1);
    assert.deepEqual(
      (await records({ type: 3 }, other.token)).data.map((r) => r.out_trade_no),
      ['TTEST4'],
    );
    assert.equal((await records({ type: 2 }, other.token)).total, 0);
  });

  test('paging: 10 a page, last_page, a page beyond the end is empty', async () => {
    const q = await newPlayer(t.app);
    await t.handle.db.insert(deposits).values(
      Array.from({ length: 23 }, (_, i) => ({
        depositNo: `DPAGE${String(i).padStart(4, '0')}`,
        userId: q.id,
        paytype: 'alipay',
        amountFen: 100_00,
        createdAt: new Date(Date.now() - i * 60_000),
      })),
    );
    const one = await records({ page: 1 }, q.token);
    assert.equal(one.data.length, 10);
    assert.equal(one.total, 23);
    assert.equal(one.last_page, 3);
    assert.equal(one.data[0].out_trade_no, 'DPAGE0000', 'newest first');
    const three = await records({ page: '3' }, q.token);
    assert.deepEqual(
      three.data.map((r) => r.out_trade_no),
      ['DPAGE0020', 'DPAGE0021', 'DPAGE0022'],
    );
    assert.equal(three.current_page, 3);
    const beyond = await records({ page: 4 }, q.token);
    assert.deepEqual(beyond.data, []);
    assert.equal(beyond.total, 23);
    const empty = await records({ type: 2 }, q.token);
    assert.deepEqual(empty, { data: [], total: 0, last_page: 1, current_page: 1, per_page: 10 });
  });

  test('bad input is a 400 with a clear message; no session is a 401', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ page: 0 }, '参数错误：page 超出范围'],
      [{ page: -1 }, '参数错误：page 超出范围'],
      [{ page: 'abc' }, '参数错误：page 超出范围'],
      [{ page: 10_000_000 }, '参数错误：page 超出范围'],
      [{ page: 1.5 }, '参数错误：page 格式不正确'],
      [{ type: 5 }, '参数错误：type 取值无效'],
      [{ type: 'x' }, '参数错误：type 取值无效'],
      [{ type: [1] }, '参数错误：type 格式不正确'],
      [{ date: { a: 1 } }, '参数错误：date 格式不正确'],
      [{ api_type: 5 }, '参数错误：api_type 格式不正确'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(t.app, '/api/gettransrecord', payload, p.token);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(json(res).message, message, JSON.stringify(payload));
    }
    assert.equal((await post(t.app, '/api/gettransrecord', {})).statusCode, 401);
  });
});
