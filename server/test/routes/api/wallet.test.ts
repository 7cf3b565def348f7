import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { idempotencyKeys, ledgerEntries, transfers, users, venues } from '#app/db/schema/index';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';
import { assertLedgerSound, fund, newPlayer, systemFen, walletFen } from '#test/helpers/venues';

describe('wallet: balances, transfers, recall, auto transfer, game launch, bet records', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await assertLedgerSound(t.handle.db);
    await t.close();
  });

  const transfer = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transfer',
      payload: body as object,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  test('every call here needs a session', async () => {
    for (const url of [
      '/api/balancelist',
      '/api/userapimoney/ag',
      '/api/refreshusermoney',
      '/api/transfer',
      '/api/transall',
      '/api/uptransferstatus',
      '/api/getGameUrl',
      '/api/betrecord',
    ]) {
      const res = await post(t.app, url, {});
      assert.equal(res.statusCode, 401, url);
      assert.equal(json(res).code, 401);
    }
  });

  test('/api/balancelist lists every enabled venue with 0.00 until a wallet exists', async () => {
    const p = await newPlayer(t.app);
    const res = await post(t.app, '/api/balancelist', undefined, p.token);
    assert.equal(res.statusCode, 200);
    const list = json(res).data as { name: string; platname: string; balance: string }[];
    const enabled = await t.app.db.select().from(venues).where(eq(venues.enabled, true));
    assert.equal(list.length, enabled.length);
    assert.deepEqual(list[0], { name: 'AG真人', platname: 'ag', balance: '0.00' });
    assert.ok(list.every((v) => v.balance === '0.00'));

    await fund(t.app.db, p.userId, 30_000);
    assert.equal(
      json(await transfer(p.token, { amount: '123.45', sourcetype: 'userbalance', targettype: 'pp' })).code,
      200,
    );
    const after = json(await post(t.app, '/api/balancelist', undefined, p.token)).data as {
      platname: string;
      balance: string;
    }[];
    assert.equal(after.find((v) => v.platname === 'pp')!.balance, '123.45');

    // a disabled venue disappears, unless it still holds the player's money
    await t.app.db.update(venues).set({ enabled: false }).where(eq(venues.platname, 'bbin'));
    await t.app.db.update(venues).set({ enabled: false }).where(eq(venues.platname, 'pp'));
    const hidden = json(await post(t.app, '/api/balancelist', undefined, p.token)).data as { platname: string }[];
    assert.ok(!hidden.some((v) => v.platname === 'bbin'));
    assert.ok(hidden.some((v) => v.platname === 'pp'));
    await t.app.db.update(venues).set({ enabled: true }).where(eq(venues.platname, 'bbin'));
    await t.app.db.update(venues).set({ enabled: true }).where(eq(venues.platname, 'pp'));
  });

  test('/api/userapimoney/{code} answers one venue balance; unknown code is a 404', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 50_000);
    await transfer(p.token, { amount: 200, sourcetype: 'userbalance', targettype: 'ky' });
    const res = await post(t.app, '/api/userapimoney/ky', undefined, p.token);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json(res).data, { name: '开元棋牌', platname: 'ky', balance: '200.00' });
    assert.equal(json(await post(t.app, '/api/userapimoney/ag', undefined, p.token)).data.balance, '0.00');
    for (const code of ['nope', 'userbalance', '%27or%201=1', 'x'.repeat(40)]) {
      const bad = await post(t.app, `/api/userapimoney/${code}`, undefined, p.token);
      assert.ok(bad.statusCode === 404 || bad.statusCode === 400, code);
      assert.match(json(bad).message, /场馆不存在|参数错误/);
    }
  });

  test('/api/refreshusermoney answers the user info', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 10_000);
    await transfer(p.token, { amount: '30', sourcetype: 'userbalance', targettype: 'ag' });
    const res = await post(t.app, '/api/refreshusermoney', undefined, p.token);
    assert.equal(res.statusCode, 200);
    const d = json(res).data;
    assert.equal(d.username, p.name);
    assert.equal(d.balance, '70.00');
    assert.equal(d.gameblance, '30.00');
    assert.equal(d.transferstatus, 0);
  });

  test('/api/transfer moves money both ways through the ledger', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 100_000);
    const pendingBefore = await systemFen(t.app.db, 'transfer_pending');

    const res = await transfer(p.token, { amount: '250.50', sourcetype: 'userbalance', targettype: 'ag' });
    assert.equal(res.statusCode, 200);
    const body = json(res);
    assert.equal(body.message, '转账成功');
    assert.equal(body.data.state, 1);
    assert.equal(body.data.amount, '250.50');
    assert.equal(await walletFen(t.app.db, p.userId), 74_950);
    assert.equal(await walletFen(t.app.db, p.userId, 'ag'), 25_050);
    const [row] = await t.app.db.select().from(transfers).where(eq(transfers.outTradeNo, body.data.out_trade_no));
    assert.equal(row.state, 1);
    assert.equal(row.direction, 'in');
    assert.equal(row.userId, p.userId);
    assert.ok(row.settledAt);

    const back = await transfer(p.token, { amount: 50.25, sourcetype: 'ag', targettype: 'userbalance' });
    assert.equal(json(back).code, 200);
    assert.equal(json(back).data.type, 4);
    assert.equal(await walletFen(t.app.db, p.userId), 79_975);
    assert.equal(await walletFen(t.app.db, p.userId, 'ag'), 20_025);
    // nothing stays in transfer_pending
    assert.equal(await systemFen(t.app.db, 'transfer_pending'), pendingBefore);
    const kinds = (
      await t.app.db
        .select({ kind: ledgerEntries.kind, memo: ledgerEntries.memo })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.memo, row.outTradeNo))
    ).map((e) => e.kind);
    assert.deepEqual(kinds.sort(), ['transfer_hold', 'transfer_in']);
  });

  test('/api/transfer refusals, each with its message, and nothing moves', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 10_000);
    const cases: [unknown, number, string | RegExp][] = [
      [{ sourcetype: 'userbalance', targettype: 'ag' }, 400, '请输入操作金额！'],
      [{ amount: '', sourcetype: 'userbalance', targettype: 'ag' }, 400, '请输入操作金额！'],
      [{ amount: '0', sourcetype: 'userbalance', targettype: 'ag' }, 400, '金额必须大于0'],
      [{ amount: -5, sourcetype: 'userbalance', targettype: 'ag' }, 400, /金额/],
      [{ amount: '1.234', sourcetype: 'userbalance', targettype: 'ag' }, 400, '金额格式不正确'],
      [{ amount: '1e3', sourcetype: 'userbalance', targettype: 'ag' }, 400, '金额格式不正确'],
      [{ amount: 'abc', sourcetype: 'userbalance', targettype: 'ag' }, 400, '金额格式不正确'],
      [{ amount: '100000000.01', sourcetype: 'userbalance', targettype: 'ag' }, 400, '金额不能超过100000000元'],
      [{ amount: 1e300, sourcetype: 'userbalance', targettype: 'ag' }, 400, /金额/],
      [{ amount: '10', sourcetype: 'ag', targettype: 'pp' }, 400, '场馆内钱包不支持互转'],
      [{ amount: '10', sourcetype: 'userbalance', targettype: 'userbalance' }, 400, '转出钱包和转入钱包不能相同'],
      [{ amount: '10', sourcetype: 'userbalance' }, 400, '请选择钱包'],
      [{ amount: '10', sourcetype: 'userbalance', targettype: 'nope' }, 404, '场馆不存在'],
      [{ amount: '100.01', sourcetype: 'userbalance', targettype: 'ag' }, 400, '余额不足'],
      [{ amount: '1', sourcetype: 'ag', targettype: 'userbalance' }, 400, '余额不足'],
      [{ amount: { x: 1 }, sourcetype: 'userbalance', targettype: 'ag' }, 400, /参数错误/],
      [{ amount: '10', sourcetype: 5, targettype: 'ag' }, 400, /参数错误/],
      [[1, 2], 400, /请求格式错误|参数错误/],
    ];
    for (const [body, status, message] of cases) {
      const res = await transfer(p.token, body);
      assert.equal(res.statusCode, status, JSON.stringify(body));
      assert.equal(json(res).code, status);
      if (typeof message === 'string') assert.equal(json(res).message, message, JSON.stringify(body));
      else assert.match(json(res).message, message, JSON.stringify(body));
    }
    assert.equal(await walletFen(t.app.db, p.userId), 10_000);
    assert.equal((await t.app.db.select().from(transfers).where(eq(transfers.userId, p.userId))).length, 0);

    // a disabled venue takes no money in, but gives it back
    await transfer(p.token, { amount: '20', sourcetype: 'userbalance', targettype: 'leg' });
    await t.app.db.update(venues).set({ enabled: false }).where(eq(venues.platname, 'leg'));
    const closed = await transfer(p.token, { amount: '5', sourcetype: 'userbalance', targettype: 'leg' });
    assert.equal(closed.statusCode, 400);
    assert.equal(json(closed).message, '该场馆正在维护，请稍后再试');
    assert.equal(
      json(await transfer(p.token, { amount: '20', sourcetype: 'leg', targettype: 'userbalance' })).code,
      200,
    );
    await t.app.db.update(venues).set({ enabled: true }).where(eq(venues.platname, 'leg'));
    assert.equal(await walletFen(t.app.db, p.userId), 10_000);
  });

  test('the same Idempotency-Key twice moves money once and replays the answer', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 10_000);
    const body = { amount: '40', sourcetype: 'userbalance', targettype: 'saba' };
    const first = await transfer(p.token, body, { 'idempotency-key': 'tr-1' });
    const second = await transfer(p.token, body, { 'idempotency-key': 'tr-1' });
    assert.equal(first.statusCode, 200);
    assert.equal(second.statusCode, 200);
    assert.deepEqual(json(second), json(first));
    assert.equal(second.headers['idempotent-replay'], 'true');
    assert.equal(await walletFen(t.app.db, p.userId), 6_000);
    assert.equal(await walletFen(t.app.db, p.userId, 'saba'), 4_000);
    assert.equal((await t.app.db.select().from(transfers).where(eq(transfers.userId, p.userId))).length, 1);
    // the stored answer is the final one (state 1), not the first transaction's "pending"
    const [key] = await t.app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, p.userId), eq(idempotencyKeys.key, 'tr-1')));
    assert.equal((key.response as { data: { state: number } }).data.state, 1);
    // another body with the same key is refused; a new key moves money again
    const reused = await transfer(p.token, { ...body, amount: '41' }, { 'idempotency-key': 'tr-1' });
    assert.equal(reused.statusCode, 409);
    assert.equal(json(await transfer(p.token, body, { 'idempotency-key': 'tr-2' })).code, 200);
    assert.equal(await walletFen(t.app.db, p.userId), 2_000);
    // a refusal is replayed too, and moved nothing
    const broke = { amount: '9999', sourcetype: 'userbalance', targettype: 'saba' };
    assert.equal(json(await transfer(p.token, broke, { 'idempotency-key': 'tr-3' })).message, '余额不足');
    assert.equal(json(await transfer(p.token, broke, { 'idempotency-key': 'tr-3' })).message, '余额不足');
  });

  test('/api/transall recalls every venue balance into the central wallet', async () => {
    const p = await newPlayer(t.app);
    const empty = await post(t.app, '/api/transall', undefined, p.token);
    assert.equal(empty.statusCode, 200);
    assert.equal(json(empty).message, '暂无可回收余额');

    await fund(t.app.db, p.userId, 50_000);
    await transfer(p.token, { amount: '100', sourcetype: 'userbalance', targettype: 'ag' });
    await transfer(p.token, { amount: '23', sourcetype: 'userbalance', targettype: 'vr' });
    await transfer(p.token, { amount: '0.5', sourcetype: 'userbalance', targettype: 'hg' });
    assert.equal(await walletFen(t.app.db, p.userId), 37_650);
    const res = await post(t.app, '/api/transall', undefined, p.token);
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).message, '回收成功，共回收 123.50 元');
    assert.equal(await walletFen(t.app.db, p.userId), 50_000);
    for (const v of ['ag', 'vr', 'hg']) assert.equal(await walletFen(t.app.db, p.userId, v), 0);
    const recalls = await t.app.db
      .select()
      .from(transfers)
      .where(and(eq(transfers.userId, p.userId), eq(transfers.source, 'recall')));
    assert.equal(recalls.length, 3);
    assert.ok(recalls.every((r) => r.state === 1 && r.direction === 'out'));
    assert.equal(json(await post(t.app, '/api/transall', undefined, p.token)).message, '暂无可回收余额');
  });

  test('/api/uptransferstatus changes only transferstatus', async () => {
    const p = await newPlayer(t.app);
    const [before] = await t.app.db.select().from(users).where(eq(users.id, p.userId));
    const res = await post(
      t.app,
      '/api/uptransferstatus',
      { transferstatus: 1, vip: 10, is_agent: true, isagent: 1, turnover_required_fen: 0, balance: '999999' },
      p.token,
    );
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).message, '操作成功');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, p.userId));
    assert.equal(row.autoTransfer, true);
    assert.equal(row.vip, before.vip);
    assert.equal(row.isAgent, false);
    assert.equal(await walletFen(t.app.db, p.userId), 0);
    assert.equal(json(await post(t.app, '/api/user', undefined, p.token)).data.transferstatus, 1);
    assert.equal(json(await post(t.app, '/api/uptransferstatus', { transferstatus: '0' }, p.token)).code, 200);
    assert.equal(json(await post(t.app, '/api/user', undefined, p.token)).data.transferstatus, 0);
    for (const bad of [
      {},
      { transferstatus: 2 },
      { transferstatus: 'yes' },
      { transferstatus: true },
      { transferstatus: -1 },
    ]) {
      const r = await post(t.app, '/api/uptransferstatus', bad, p.token);
      assert.equal(r.statusCode, 400, JSON.stringify(bad));
      assert.match(json(r).message, /参数错误/);
    }
  });

  test('/api/getGameUrl answers a one-time ticket URL (never the api_token); auto transfer moves the central balance first', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 12_345);
    const res = await post(
      t.app,
      '/api/getGameUrl',
      { plat_name: 'ag', game_type: 0, game_code: '0', is_mobile_url: 1 },
      p.token,
    );
    assert.equal(res.statusCode, 200);
    const url = new URL(json(res).data.url);
    assert.equal(url.pathname, '/venue/ag/launch');
    assert.match(url.searchParams.get('ticket')!, /^[A-Za-z0-9_-]{32}$/);
    assert.ok(!json(res).data.url.includes(p.token));
    assert.equal(await walletFen(t.app.db, p.userId), 12_345); // auto transfer off: nothing moved

    await post(t.app, '/api/uptransferstatus', { transferstatus: 1 }, p.token);
    const auto = await post(
      t.app,
      '/api/getGameUrl',
      { plat_name: 'pp', game_code: 'pp_sweet_bonanza', is_mobile_url: '1' },
      p.token,
    );
    assert.equal(json(auto).code, 200);
    assert.equal(await walletFen(t.app.db, p.userId), 0);
    assert.equal(await walletFen(t.app.db, p.userId, 'pp'), 12_345);
    const [auto1] = await t.app.db
      .select()
      .from(transfers)
      .where(eq(transfers.userId, p.userId))
      .orderBy(desc(transfers.id));
    assert.equal(auto1.source, 'auto');
    // nothing left to move: launches anyway
    assert.equal(json(await post(t.app, '/api/getGameUrl', { plat_name: 'ag' }, p.token)).code, 200);

    const bad: [unknown, number, string | RegExp][] = [
      [{ plat_name: 'nope' }, 404, '场馆不存在'],
      [{ plat_name: 'pp', game_code: 'no_such_game' }, 404, '游戏不存在'],
      [{ plat_name: 'ag', game_code: 'pp_sweet_bonanza' }, 404, '游戏不存在'],
      [{}, 400, /plat_name/],
      [{ plat_name: 7 }, 400, /参数错误/],
    ];
    for (const [body, status, message] of bad) {
      const r = await post(t.app, '/api/getGameUrl', body, p.token);
      assert.equal(r.statusCode, status, JSON.stringify(body));
      if (typeof message === 'string') assert.equal(json(r).message, message);
      else assert.match(json(r).message, message);
    }
  });

  test('/api/gamelistBycode lists a concise provider; unknown code is a 404', async () => {
    const res = await post(t.app, '/api/gamelistBycode', { gamecode: 'pp' });
    assert.equal(res.statusCode, 200);
    const list = json(res).data as { gamename: string; gamepic: string; gamecode: string; catecode: string }[];
    assert.equal(list.length, 8);
    assert.deepEqual(list[0], {
      gamename: '甜蜜盛宴',
      gamepic: '/assets/games/pp_sweet_bonanza.svg',
      gamecode: 'pp_sweet_bonanza',
      catecode: 'pp',
    });
    assert.equal(json(await post(t.app, '/api/gamelistBycode', { gamecode: 'ag' })).code, 404);
    assert.equal(json(await post(t.app, '/api/gamelistBycode', { gamecode: 'zzz' })).message, '场馆不存在');
    assert.equal((await post(t.app, '/api/gamelistBycode', {})).statusCode, 400);
  });
});
