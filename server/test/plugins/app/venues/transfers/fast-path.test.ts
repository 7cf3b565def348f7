import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ledgerEntries, transfers, venues, venueSimTransfers } from '#app/db/schema/index';
import { MSG } from '#app/lib/validators';
import { checkInvariants } from '#app/db/ledger';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';
import { fund, newPlayer, systemFen, walletFen } from '#test/helpers/venues';

/**
 * The in-process fast path: the simulator declares `local`, so with no fault switched on a transfer is one transaction
 * (venue record + ledger + transfer state 1) and the adapter's transferIn/transferOut are never called.
 */
describe('transfers through the in-process venue fast path', () => {
  let t: TestApp;
  let remoteCalls = 0;
  before(async () => {
    t = await createTestApp({ venues: { timeoutMs: 1000 } });
    // the two-phase path calls these; the fast path must not
    const adapter = t.app.venues.simulator.adapter;
    const { transferIn, transferOut } = adapter;
    adapter.transferIn = (...args) => (remoteCalls++, transferIn(...args));
    adapter.transferOut = (...args) => (remoteCalls++, transferOut(...args));
  });
  afterEach(async () => {
    assert.deepEqual(await checkInvariants(t.app.db), []);
    await t.app.venues.simulator.setFault(t.app.db, 'ag', 'none');
  });
  after(() => t.close());

  const transfer = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transfer',
      payload: body as object,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  const row = async (outTradeNo: string) =>
    (await t.app.db.select().from(transfers).where(eq(transfers.outTradeNo, outTradeNo)))[0];
  const venueRow = async (outTradeNo: string) =>
    (await t.app.db.select().from(venueSimTransfers).where(eq(venueSimTransfers.outTradeNo, outTradeNo)))[0];

  test('in and out: money moves once, state 1, the venue record written in the same commit, no adapter call', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 30_000);
    const pendingBefore = await systemFen(t.app.db, 'transfer_pending');
    remoteCalls = 0;

    const res = await transfer(p.token, { amount: '120.50', sourcetype: 'userbalance', targettype: 'ag' });
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).message, '转账成功');
    const no = json(res).data.out_trade_no as string;
    assert.equal(await walletFen(t.app.db, p.userId), 17_950);
    assert.equal(await walletFen(t.app.db, p.userId, 'ag'), 12_050);
    const tr = await row(no);
    assert.equal(tr.state, 1);
    assert.equal(tr.direction, 'in');
    assert.equal(tr.amountFen, 12_050);
    assert.equal(tr.venueRef, `SIM-${no}`);
    assert.ok(tr.settledAt);
    const v = await venueRow(no);
    assert.deepEqual(
      [v.status, v.direction, v.amountFen, v.userId, v.platname],
      ['done', 'in', 12_050, p.userId, 'ag'],
    );
    const kinds = (
      await t.app.db.select({ kind: ledgerEntries.kind }).from(ledgerEntries).where(eq(ledgerEntries.memo, no))
    ).map((e) => e.kind);
    assert.deepEqual(kinds.sort(), ['transfer_hold', 'transfer_in']);

    const back = await transfer(p.token, { amount: '20.50', sourcetype: 'ag', targettype: 'userbalance' });
    assert.equal(json(back).code, 200);
    const backNo = json(back).data.out_trade_no as string;
    assert.equal((await row(backNo)).state, 1);
    assert.equal((await venueRow(backNo)).direction, 'out');
    assert.equal(await walletFen(t.app.db, p.userId), 20_000);
    assert.equal(await walletFen(t.app.db, p.userId, 'ag'), 10_000);
    assert.equal(await systemFen(t.app.db, 'transfer_pending'), pendingBefore);
    assert.equal(remoteCalls, 0);
  });

  test('insufficient balance: refused with the same message, nothing written on either side', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 5_000);
    const transfersBefore = (await t.app.db.select().from(transfers).where(eq(transfers.userId, p.userId))).length;
    const res = await transfer(p.token, { amount: '50.01', sourcetype: 'userbalance', targettype: 'ag' });
    assert.equal(res.statusCode, 400);
    assert.equal(json(res).message, MSG.insufficientBalance);
    const out = await transfer(p.token, { amount: '1', sourcetype: 'ag', targettype: 'userbalance' });
    assert.equal(out.statusCode, 400);
    assert.equal(json(out).message, MSG.insufficientBalance);
    assert.equal(await walletFen(t.app.db, p.userId), 5_000);
    assert.equal(await walletFen(t.app.db, p.userId, 'ag'), 0);
    assert.equal(
      (await t.app.db.select().from(transfers).where(eq(transfers.userId, p.userId))).length,
      transfersBefore,
    );
    assert.equal(
      (await t.app.db.select().from(venueSimTransfers).where(eq(venueSimTransfers.userId, p.userId))).length,
      0,
    );
  });

  test("a fault switched on: the venue declines the fast path and the two-phase path answers ('fail' → state 0)", async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 10_000);
    await t.app.venues.simulator.setFault(t.app.db, 'ag', 'fail');
    remoteCalls = 0;
    const res = await transfer(p.token, { amount: '10', sourcetype: 'userbalance', targettype: 'ag' });
    assert.equal(res.statusCode, 503);
    assert.equal(remoteCalls, 1);
    assert.equal(await walletFen(t.app.db, p.userId), 10_000);
  });

  test('parallel transfers against one balance: exactly the ones that fit succeed, ledger sound', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 7_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 === 3
          ? transfer(p.token, { amount: '5', sourcetype: 'ag', targettype: 'userbalance' })
          : transfer(p.token, { amount: '10', sourcetype: 'userbalance', targettype: 'ag' }),
      ),
    );
    for (const r of results) assert.ok([200, 400].includes(r.statusCode), `status ${r.statusCode}`);
    const ok = results.map((r) => json(r)).filter((b) => b.code === 200);
    const movedIn = ok.filter((b) => b.data.type === 3).length * 1_000;
    const movedOut = ok.filter((b) => b.data.type === 4).length * 500;
    assert.ok(movedIn <= 7_000 + movedOut);
    assert.equal(await walletFen(t.app.db, p.userId), 7_000 - movedIn + movedOut);
    assert.equal(await walletFen(t.app.db, p.userId, 'ag'), movedIn - movedOut);
    for (const b of ok) assert.equal((await row(b.data.out_trade_no)).state, 1);
  });

  test('an Idempotency-Key replays the fast-path answer; the money moves once', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 10_000);
    const headers = { 'idempotency-key': `fast-${p.userId}` };
    const first = await transfer(p.token, { amount: '30', sourcetype: 'userbalance', targettype: 'ag' }, headers);
    const again = await transfer(p.token, { amount: '30', sourcetype: 'userbalance', targettype: 'ag' }, headers);
    assert.equal(first.statusCode, 200);
    assert.equal(again.statusCode, 200);
    assert.equal(again.headers['idempotent-replay'], 'true');
    assert.deepEqual(json(again), json(first));
    assert.equal(await walletFen(t.app.db, p.userId), 7_000);
  });

  test('transfers of many players arriving together (one batch statement, one commit) each get their own answer', async () => {
    const players: Awaited<ReturnType<typeof newPlayer>>[] = [];
    for (let i = 0; i < 6; i++) {
      const p = await newPlayer(t.app);
      await fund(t.app.db, p.userId, 10_000 + i * 100);
      players.push(p);
    }
    await t.app.db.update(venues).set({ enabled: false }).where(eq(venues.platname, 'bbin'));
    try {
      const [a, b, c, d, e, f] = players;
      // c already holds money at bbin (before it closed), to recall it
      await t.app.db.update(venues).set({ enabled: true }).where(eq(venues.platname, 'bbin'));
      assert.equal(
        (await transfer(c.token, { amount: '20', sourcetype: 'userbalance', targettype: 'bbin' })).statusCode,
        200,
      );
      await t.app.db.update(venues).set({ enabled: false }).where(eq(venues.platname, 'bbin'));
      remoteCalls = 0;
      const [ra, rb, rc, rd, re, rf, ra2] = await Promise.all([
        transfer(a.token, { amount: '60', sourcetype: 'userbalance', targettype: 'ag' }),
        transfer(b.token, { amount: '101.01', sourcetype: 'userbalance', targettype: 'ag' }), // has 101.00
        transfer(c.token, { amount: '20', sourcetype: 'bbin', targettype: 'userbalance' }), // out of a closed venue: allowed
        transfer(d.token, { amount: '1', sourcetype: 'userbalance', targettype: 'bbin' }), // into a closed venue
        transfer(e.token, { amount: '1', sourcetype: 'userbalance', targettype: 'nosuchvenue' }),
        transfer(f.token, { amount: '105', sourcetype: 'userbalance', targettype: 'ag' }),
        transfer(a.token, { amount: '30', sourcetype: 'ag', targettype: 'userbalance' }), // after a's "in" in the same batch
      ]);
      assert.deepEqual(
        [ra, rb, rc, rd, re, rf, ra2].map((r) => [r.statusCode, json(r).message]),
        [
          [200, '转账成功'],
          [400, MSG.insufficientBalance],
          [200, '转账成功'],
          [400, '该场馆正在维护，请稍后再试'],
          [404, '场馆不存在'],
          [200, '转账成功'],
          [200, '转账成功'],
        ],
      );
      assert.equal(remoteCalls, 0);
      assert.deepEqual(
        await Promise.all(
          players.map(async (p) => [await walletFen(t.app.db, p.userId), await walletFen(t.app.db, p.userId, 'ag')]),
        ),
        [
          [7_000, 3_000],
          [10_100, 0],
          [10_200, 0],
          [10_300, 0],
          [10_400, 0],
          [0, 10_500],
        ],
      );
      assert.equal(await walletFen(t.app.db, c.userId, 'bbin'), 0);
      for (const r of [ra, rc, rf, ra2]) {
        const tr = await row(json(r).data.out_trade_no);
        assert.equal(tr.state, 1);
        assert.equal((await venueRow(tr.outTradeNo)).status, 'done');
      }
    } finally {
      await t.app.db.update(venues).set({ enabled: true }).where(eq(venues.platname, 'bbin'));
    }
  });

  test('a batch statement that fails as a whole is retried transfer by transfer: only the bad one fails', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    await fund(t.app.db, a.userId, 5_000);
    await fund(t.app.db, b.userId, 5_000);
    const service = t.app.venues.transfers;
    // a player id that does not exist makes the batch's INSERTs violate a foreign key: the whole statement rolls back
    const results = await Promise.allSettled([
      service.transfer({ userId: a.userId, platname: 'ag', direction: 'in', amountFen: 1_000 }),
      service.transfer({ userId: 987_654_321, platname: 'ag', direction: 'in', amountFen: 1_000 }),
      service.transfer({ userId: b.userId, platname: 'ag', direction: 'in', amountFen: 2_000 }),
    ]);
    assert.deepEqual(
      results.map((r) => r.status),
      ['fulfilled', 'rejected', 'fulfilled'],
    );
    assert.equal((results[0] as PromiseFulfilledResult<{ state: number }>).value.state, 1);
    assert.equal(await walletFen(t.app.db, a.userId, 'ag'), 1_000);
    assert.equal(await walletFen(t.app.db, b.userId, 'ag'), 2_000);
    assert.equal(await walletFen(t.app.db, b.userId), 3_000);
  });

  test('one batch, one player: each item is decided on the balances the items before it left, and each done one has its rows', async () => {
    const a = await newPlayer(t.app);
    await fund(t.app.db, a.userId, 10_000);
    const service = t.app.venues.transfers;
    const results = await Promise.allSettled([
      service.transfer({ userId: a.userId, platname: 'ag', direction: 'out', amountFen: 1_000 }), // nothing there yet
      service.transfer({ userId: a.userId, platname: 'ag', direction: 'in', amountFen: 5_000 }),
      service.transfer({ userId: a.userId, platname: 'ag', direction: 'out', amountFen: 2_000 }),
      service.transfer({ userId: a.userId, platname: 'ag', direction: 'in', amountFen: 8_000 }), // 5,000 left: refused
      service.transfer({ userId: a.userId, platname: 'ag', direction: 'in', amountFen: 7_000 }),
    ]);
    assert.deepEqual(
      results.map((r) => (r.status === 'fulfilled' ? r.value.state : (r.reason as Error).message)),
      [MSG.insufficientBalance, 1, 1, MSG.insufficientBalance, 1],
    );
    assert.equal(await walletFen(t.app.db, a.userId), 0);
    assert.equal(await walletFen(t.app.db, a.userId, 'ag'), 10_000);
    for (const r of results) {
      if (r.status !== 'fulfilled') continue;
      const stored = await row(r.value.outTradeNo);
      // the answer is the stored row: id, times and all
      assert.deepEqual(stored, r.value);
      assert.equal((await venueRow(stored.outTradeNo)).status, 'done');
      const entries = await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.memo, stored.outTradeNo));
      assert.deepEqual(entries.map((e) => e.kind).sort(), ['transfer_hold', `transfer_${stored.direction}`].sort());
    }
  });
});
