import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog, transfers, venueSimTransfers } from '#app/db/schema/index';
import { findJob } from '#app/jobs/index';
import { VenueRefused } from '#app/plugins/app/venues/adapter';
import { centralAccountId, post as postEntry, systemAccountId } from '#app/db/ledger';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';
import { assertLedgerSound, fund, newPlayer, systemFen, walletFen } from '#test/helpers/venues';

describe('transfers when the venue fails, hangs, or the server dies halfway; reconciliation; back office', () => {
  let t: TestApp;
  let superToken: string;
  let financeToken: string;
  let editorToken: string;
  before(async () => {
    t = await createTestApp({ venues: { timeoutMs: 1000, reconcileAfterMs: 10_000, giveUpAfterMs: 600_000 } });
    superToken = await createAdminSession(t.app.db, 'super');
    financeToken = await createAdminSession(t.app.db, 'finance');
    editorToken = await createAdminSession(t.app.db, 'editor');
  });
  afterEach(async () => {
    await assertLedgerSound(t.handle.db);
    await t.app.venues.simulator.setFault(t.app.db, 'ag', 'none');
    await t.app.venues.simulator.setFault(t.app.db, 'pp', 'none');
  });
  after(() => t.close());

  const admin = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const setFault = (platname: string, mode: string, token = superToken) =>
    admin('PUT', `/admin/api/venues/${platname}/fault`, token, { mode });
  const transfer = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transfer',
      payload: body as object,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  const reconcileJob = (inMs = 60_000) =>
    findJob('transfer-reconcile')!.run({ db: t.app.db, now: new Date(Date.now() + inMs), log: () => {} });
  const transferRow = async (outTradeNo: string) =>
    (await t.app.db.select().from(transfers).where(eq(transfers.outTradeNo, outTradeNo)))[0];

  test('PUT /admin/api/venues/:platname/fault: super only, checked, audited', async () => {
    const res = await setFault('ag', 'fail');
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json(res).data, { platname: 'ag', mode: 'fail' });
    assert.equal(await t.app.venues.simulator.faultOf('ag'), 'fail');
    const [log] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'venue.fault'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    assert.equal(log.target, 'ag');
    assert.deepEqual(log.detail, { mode: 'fail' });

    assert.equal((await setFault('ag', 'none', financeToken)).statusCode, 403);
    assert.equal((await setFault('ag', 'none', editorToken)).statusCode, 403);
    assert.equal(
      (await t.app.inject({ method: 'PUT', url: '/admin/api/venues/ag/fault', payload: { mode: 'none' } })).statusCode,
      401,
    );
    const p = await newPlayer(t.app);
    assert.equal((await setFault('ag', 'none', p.token)).statusCode, 401);
    assert.equal((await setFault('nope', 'fail')).statusCode, 404);
    for (const mode of ['broken', '', 1]) assert.equal((await setFault('ag', mode as string)).statusCode, 400);
    assert.equal(await t.app.venues.simulator.faultOf('ag'), 'fail');
  });

  test('GET /admin/api/venues/faults: the switches that are on, super only', async () => {
    const read = (token = superToken) => admin('GET', '/admin/api/venues/faults', token);
    assert.deepEqual(json(await read()).data, []);
    await setFault('ag', 'fail');
    await setFault('pp', 'hang');
    const on = json(await read()).data as { platname: string; mode: string }[];
    assert.deepEqual(
      on.sort((a, b) => a.platname.localeCompare(b.platname)),
      [
        { platname: 'ag', mode: 'fail' },
        { platname: 'pp', mode: 'hang' },
      ],
    );
    await setFault('pp', 'none');
    assert.deepEqual(json(await read()).data, [{ platname: 'ag', mode: 'fail' }]);
    assert.equal((await read(financeToken)).statusCode, 403);
    assert.equal((await read(editorToken)).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'GET', url: '/admin/api/venues/faults' })).statusCode, 401);
  });

  test("'fail': the transfer ends state 0 and the money is back where it was, both directions", async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 50_000);
    assert.equal(
      json(await transfer(p.token, { amount: '100', sourcetype: 'userbalance', targettype: 'ag' })).code,
      200,
    );
    await setFault('ag', 'fail');
    const pendingBefore = await systemFen(t.app.db, 'transfer_pending');

    const res = await transfer(p.token, { amount: '150', sourcetype: 'userbalance', targettype: 'ag' });
    assert.equal(res.statusCode, 503);
    assert.equal(json(res).message, '转账失败，场馆暂时无法处理，资金已退回');
    assert.equal(await walletFen(t.app.db, p.userId), 40_000);
    assert.equal(await walletFen(t.app.db, p.userId, 'ag'), 10_000);
    const [row] = await t.app.db
      .select()
      .from(transfers)
      .where(eq(transfers.userId, p.userId))
      .orderBy(desc(transfers.id))
      .limit(1);
    assert.equal(row.state, 0);
    assert.equal(row.reason, '场馆维护中，转账暂不可用');
    assert.ok(row.settledAt);
    const [venueSide] = await t.app.db
      .select()
      .from(venueSimTransfers)
      .where(eq(venueSimTransfers.outTradeNo, row.outTradeNo));
    assert.equal(venueSide.status, 'failed');

    const out = await transfer(p.token, { amount: '60', sourcetype: 'ag', targettype: 'userbalance' });
    assert.equal(out.statusCode, 503);
    assert.equal(await walletFen(t.app.db, p.userId), 40_000);
    assert.equal(await walletFen(t.app.db, p.userId, 'ag'), 10_000);
    assert.equal(await systemFen(t.app.db, 'transfer_pending'), pendingBefore);

    // recall-all reports it could not recall
    assert.equal(
      json(await post(t.app, '/api/transall', undefined, p.token)).message,
      '已回收 0.00 元，1个场馆暂时无法回收',
    );
    assert.equal(await walletFen(t.app.db, p.userId, 'ag'), 10_000);
  });

  for (const [direction, applied] of [
    ['in', true],
    ['in', false],
    ['out', true],
    ['out', false],
  ] as const) {
    test(`'hang' (${direction}, venue ${applied ? 'applied it' : 'never got it'}): state 2, then the reconciliation job settles it`, async () => {
      const p = await newPlayer(t.app);
      await fund(t.app.db, p.userId, 30_000);
      if (direction === 'out')
        assert.equal(
          json(await transfer(p.token, { amount: '200', sourcetype: 'userbalance', targettype: 'pp' })).code,
          200,
        );
      const central0 = await walletFen(t.app.db, p.userId);
      const venue0 = await walletFen(t.app.db, p.userId, 'pp');
      const pending0 = await systemFen(t.app.db, 'transfer_pending');
      t.app.venues.simulator.setHangApplyRate(applied ? 1 : 0);
      await setFault('pp', 'hang');

      const body =
        direction === 'in'
          ? { amount: '80', sourcetype: 'userbalance', targettype: 'pp' }
          : { amount: '80', sourcetype: 'pp', targettype: 'userbalance' };
      const started = Date.now();
      const res = await transfer(p.token, body, { 'idempotency-key': `hang-${direction}-${applied}` });
      assert.ok(Date.now() - started < 2000, 'the adapter timeout bounds the wait');
      assert.equal(res.statusCode, 200);
      assert.equal(json(res).message, '转账处理中，请稍后刷新余额');
      assert.equal(json(res).data.state, 2);
      const no = json(res).data.out_trade_no as string;
      // the money waits in transfer_pending: out of the source, not yet in the target
      assert.equal(await systemFen(t.app.db, 'transfer_pending'), pending0 + 8_000);
      if (direction === 'in') {
        assert.equal(await walletFen(t.app.db, p.userId), central0 - 8_000);
        assert.equal(await walletFen(t.app.db, p.userId, 'pp'), venue0);
      } else {
        assert.equal(await walletFen(t.app.db, p.userId, 'pp'), venue0 - 8_000);
        assert.equal(await walletFen(t.app.db, p.userId), central0);
      }
      // a retry with the same key replays "pending" and moves nothing more
      assert.equal(
        json(await transfer(p.token, body, { 'idempotency-key': `hang-${direction}-${applied}` })).data.out_trade_no,
        no,
      );
      assert.equal(
        (await t.app.db.select().from(transfers).where(eq(transfers.userId, p.userId))).filter((r) => r.state === 2)
          .length,
        1,
      );

      // listed for the back office
      const listed = json(await admin('GET', '/admin/api/transfers?state=2', financeToken)).data;
      assert.ok(listed.data.some((r: { out_trade_no: string }) => r.out_trade_no === no));

      // too young for the job
      await findJob('transfer-reconcile')!.run({ db: t.app.db, now: new Date(), log: () => {} });
      assert.equal((await transferRow(no)).state, 2);

      await setFault('pp', 'none');
      const result = await reconcileJob();
      assert.ok((result.checked as number) >= 1);
      const settled = await transferRow(no);
      const success = applied;
      assert.equal(settled.state, success ? 1 : 0);
      assert.equal(await systemFen(t.app.db, 'transfer_pending'), pending0);
      const movedToVenue = (direction === 'in') === success;
      const centralExpected =
        direction === 'in' ? (success ? central0 - 8_000 : central0) : success ? central0 + 8_000 : central0;
      const venueExpected =
        direction === 'in' ? (success ? venue0 + 8_000 : venue0) : success ? venue0 - 8_000 : venue0;
      assert.equal(await walletFen(t.app.db, p.userId), centralExpected);
      assert.equal(await walletFen(t.app.db, p.userId, 'pp'), venueExpected, `moved to venue: ${movedToVenue}`);
      if (!applied) {
        assert.equal(settled.reason, '场馆未收到此笔转账，资金已退回');
        // the venue has fenced the number: a late arrival of the hung call is refused, never applied
        const late =
          direction === 'in' ? t.app.venues.simulator.adapter.transferIn : t.app.venues.simulator.adapter.transferOut;
        await assert.rejects(late(p.userId, 'pp', no, 8_000), VenueRefused);
      }
      // running again changes nothing
      await reconcileJob();
      assert.equal(await walletFen(t.app.db, p.userId), centralExpected);
      assert.equal(await walletFen(t.app.db, p.userId, 'pp'), venueExpected);
    });
  }

  test("a server that dies between the two transactions: the job finishes the transfer from the venue's record", async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 20_000);
    /** The first transaction of a transfer alone (what a crash right after it leaves behind). */
    const firstHalf = async (outTradeNo: string, fen: number) =>
      t.app.db.transaction(async (tx) => {
        await tx.insert(transfers).values({
          outTradeNo,
          userId: p.userId,
          platname: 'ag',
          direction: 'in',
          amountFen: fen,
          state: 2,
          createdAt: sql`now() - interval '1 minute'`,
        });
        await postEntry(tx, {
          kind: 'transfer_hold',
          memo: outTradeNo,
          lines: [
            { accountId: await centralAccountId(tx, p.userId), amountFen: -fen },
            { accountId: await systemAccountId(tx, 'transfer_pending'), amountFen: fen },
          ],
        });
      });
    // crashed before calling the venue
    await firstHalf('TCRASH0000000000000001', 3_000);
    // crashed after the venue applied it, before the second transaction
    await firstHalf('TCRASH0000000000000002', 5_000);
    await t.app.venues.simulator.adapter.transferIn(p.userId, 'ag', 'TCRASH0000000000000002', 5_000);
    assert.equal(await walletFen(t.app.db, p.userId), 12_000);

    // the player's refresh settles them too (older than the job's delay)
    const refreshed = json(await post(t.app, '/api/refreshusermoney', undefined, p.token)).data;
    assert.equal(refreshed.balance, '150.00');
    assert.equal(refreshed.gameblance, '50.00');
    assert.equal((await transferRow('TCRASH0000000000000001')).state, 0);
    assert.equal((await transferRow('TCRASH0000000000000002')).state, 1);
    assert.equal(await walletFen(t.app.db, p.userId, 'ag'), 5_000);
  });

  test('GET /admin/api/transfers and POST /admin/api/transfers/:outTradeNo/reconcile (finance), audited', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 10_000);
    t.app.venues.simulator.setHangApplyRate(1);
    await setFault('ag', 'hang');
    const no = json(await transfer(p.token, { amount: '25', sourcetype: 'userbalance', targettype: 'ag' })).data
      .out_trade_no as string;
    await setFault('ag', 'none');

    const list = await admin('GET', '/admin/api/transfers?state=2&page=1', financeToken);
    assert.equal(list.statusCode, 200);
    const row = json(list).data.data.find((r: { out_trade_no: string }) => r.out_trade_no === no);
    assert.equal(row.username, p.name);
    assert.equal(row.amount, '25.00');
    assert.equal(row.state, 2);
    assert.equal(row.direction, 'in');
    const all = json(await admin('GET', '/admin/api/transfers', superToken)).data;
    assert.ok(all.total >= 1);
    assert.equal(all.per_page, 10);
    assert.equal((await admin('GET', '/admin/api/transfers', editorToken)).statusCode, 403);
    assert.equal((await admin('GET', '/admin/api/transfers?state=7', financeToken)).statusCode, 400);
    assert.equal((await admin('GET', '/admin/api/transfers?page=0', financeToken)).statusCode, 400);
    assert.equal((await t.app.inject({ method: 'GET', url: '/admin/api/transfers' })).statusCode, 401);

    // the admin does not wait for the job's delay
    const res = await admin('POST', `/admin/api/transfers/${no}/reconcile`, financeToken);
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).message, '场馆已确认，转账已完成');
    assert.equal(json(res).data.state, 1);
    assert.equal(await walletFen(t.app.db, p.userId, 'ag'), 2_500);
    const again = await admin('POST', `/admin/api/transfers/${no}/reconcile`, financeToken);
    assert.equal(json(again).message, '该转账已结算，无需处理');
    assert.equal(await walletFen(t.app.db, p.userId, 'ag'), 2_500);
    const logs = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'transfer.reconcile'), eq(auditLog.target, no)));
    assert.equal(logs.length, 2);
    assert.deepEqual(logs.map((l) => (l.detail as { outcome: string }).outcome).sort(), ['already', 'settled']);

    assert.equal((await admin('POST', '/admin/api/transfers/TNOPE/reconcile', financeToken)).statusCode, 404);
    assert.equal((await admin('POST', `/admin/api/transfers/${no}/reconcile`, editorToken)).statusCode, 403);
  });

  test('a venue that cannot answer for longer than the give-up delay: refunded', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 10_000);
    t.app.venues.simulator.setHangApplyRate(0);
    await setFault('ag', 'hang');
    const no = json(await transfer(p.token, { amount: '10', sourcetype: 'userbalance', targettype: 'ag' })).data
      .out_trade_no as string;
    // the status query itself fails (venue unreachable): the job leaves it, then refunds after the delay
    const status = t.app.venues.simulator.adapter.transferStatus;
    t.app.venues.simulator.adapter.transferStatus = async () => {
      throw new Error('unreachable');
    };
    try {
      const job = t.app.venues.transfers;
      await job.reconcilePending(new Date(Date.now() + 60_000));
      assert.equal((await transferRow(no)).state, 2);
      assert.ok((await transferRow(no)).attempts >= 2);
      await job.reconcilePending(new Date(Date.now() + 700_000));
      const row = await transferRow(no);
      assert.equal(row.state, 0);
      assert.equal(row.reason, '场馆长时间未确认，资金已退回');
      assert.equal(await walletFen(t.app.db, p.userId), 10_000);
    } finally {
      t.app.venues.simulator.adapter.transferStatus = status;
    }
  });

  test('parallel transfers against one balance: exactly the ones that fit succeed', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 10_000);
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        transfer(p.token, { amount: '10', sourcetype: 'userbalance', targettype: i % 2 ? 'ag' : 'pp' }),
      ),
    );
    const codes = results.map((r) => json(r).code);
    assert.equal(codes.filter((c) => c === 200).length, 10);
    assert.ok(codes.filter((c) => c !== 200).every((c) => c === 400));
    assert.equal(await walletFen(t.app.db, p.userId), 0);
    // a transfer slower than the adapter timeout on a busy machine is answered 'pending'; the job finishes it
    await reconcileJob();
    assert.equal((await walletFen(t.app.db, p.userId, 'ag')) + (await walletFen(t.app.db, p.userId, 'pp')), 10_000);
    // and everything back at once, in parallel with itself
    const recalls = await Promise.all([
      post(t.app, '/api/transall', undefined, p.token),
      post(t.app, '/api/transall', undefined, p.token),
    ]);
    assert.ok(recalls.every((r) => r.statusCode === 200));
    await reconcileJob();
    assert.equal(await walletFen(t.app.db, p.userId), 10_000);
    assert.equal((await walletFen(t.app.db, p.userId, 'ag')) + (await walletFen(t.app.db, p.userId, 'pp')), 0);
  });

  test('/api/transall with two venues hanging: the others come back at once, the hanging ones wait for the job', async () => {
    const p = await newPlayer(t.app);
    await fund(t.app.db, p.userId, 20_000);
    for (const [venue, amount] of [
      ['ag', '100'],
      ['pp', '50'],
      ['vr', '30'],
    ]) {
      assert.equal(json(await transfer(p.token, { amount, sourcetype: 'userbalance', targettype: venue })).code, 200);
    }
    t.app.venues.simulator.setHangApplyRate(0);
    await setFault('ag', 'hang');
    await setFault('pp', 'hang');
    const res = await post(t.app, '/api/transall', undefined, p.token);
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).message, '已回收 30.00 元，2个场馆处理中，请稍后刷新');
    assert.deepEqual(json(res).data, { amount: '30.00', pending: '150.00' });
    assert.equal(await walletFen(t.app.db, p.userId), 20_000 - 15_000);
    assert.equal(await walletFen(t.app.db, p.userId, 'vr'), 0);
    // the venues never got the calls: the job refunds both once they answer again
    await setFault('ag', 'none');
    await setFault('pp', 'none');
    await reconcileJob();
    assert.equal(await walletFen(t.app.db, p.userId, 'ag'), 10_000);
    assert.equal(await walletFen(t.app.db, p.userId, 'pp'), 5_000);
    assert.equal(json(await post(t.app, '/api/transall', undefined, p.token)).message, '回收成功，共回收 150.00 元');
    assert.equal(await walletFen(t.app.db, p.userId), 20_000);
  });
});

describe('the reconciliation job inside the server', () => {
  test("uses the server's venue service and its configured give-up delay (not a fresh one with the defaults)", async () => {
    const t = await createTestApp({ venues: { timeoutMs: 500, reconcileAfterMs: 1_000, giveUpAfterMs: 120_000 } });
    try {
      const p = await newPlayer(t.app);
      await fund(t.app.db, p.userId, 10_000);
      t.app.venues.simulator.setHangApplyRate(0);
      await t.app.venues.simulator.setFault(t.app.db, 'ag', 'hang');
      const res = await post(
        t.app,
        '/api/transfer',
        { amount: '10', sourcetype: 'userbalance', targettype: 'ag' },
        p.token,
      );
      assert.equal(json(res).data.state, 2);
      // this server's venue cannot be reached for a status answer
      t.app.venues.simulator.adapter.transferStatus = async () => {
        throw new Error('unreachable');
      };
      // 3 minutes later: past this server's 2-minute give-up delay (the default is 10 minutes)
      await findJob('transfer-reconcile')!.run({
        db: t.app.db,
        now: new Date(Date.now() + 180_000),
        log: () => {},
        venues: t.app.venues,
      });
      const [row] = await t.app.db
        .select()
        .from(transfers)
        .where(eq(transfers.outTradeNo, json(res).data.out_trade_no));
      assert.equal(row.state, 0);
      assert.equal(row.reason, '场馆长时间未确认，资金已退回');
      assert.equal(await walletFen(t.app.db, p.userId), 10_000);
      await assertLedgerSound(t.handle.db);
    } finally {
      await t.close();
    }
  });
});
