import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { activityApplications, ledgerEntries, promotions } from '#app/db/schema/index';
import { checkInvariants } from '#app/db/ledger';
import { centralFen, confirmDeposit, newPlayer, sh, userRow } from '#test/helpers/rewards';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';

const yuan = (n: number) => n * 100;

describe('promotions: /api/doactivityapply, /api/activityApplyLog, deposit bonuses', () => {
  let t: TestApp;
  let firstDeposit: number; // seeded: 100 % up to 888, deposits of 100+, 10x turnover
  let plain: number; // seeded, no bonus config

  before(async () => {
    t = await createTestApp({ poolSize: 10 });
    const rows = await t.handle.db.select().from(promotions).orderBy(promotions.id);
    firstDeposit = rows.find((p) => p.bonus)!.id;
    plain = rows.find((p) => !p.bonus)!.id;
  });
  after(() => t.close());

  const apply = (token: string, activityid: unknown) => post(t.app, '/api/doactivityapply', { activityid }, token);
  const pass = (userId: number, promotionId: number) =>
    t.handle.db
      .update(activityApplications)
      .set({ state: 2 })
      .where(and(eq(activityApplications.userId, userId), eq(activityApplications.promotionId, promotionId)));

  test('the seed gives the first-deposit promotion its bonus', async () => {
    const [p] = await t.handle.db.select().from(promotions).where(eq(promotions.id, firstDeposit));
    assert.equal(p.title, '新人首存礼 100% 彩金');
    assert.deepEqual(p.bonus, { percent: 100, maxFen: 88_800, minDepositFen: 10_000, flowMultiple: 10 });
  });

  test('applying: success, a second time 409, unknown, not yet published or retired 404 with the reason, bad input 400', async () => {
    const p = await newPlayer(t.app);
    let res = await apply(p.token, firstDeposit);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json(res), { code: 200, message: '申请成功，请等待审核', data: null });
    res = await apply(p.token, String(firstDeposit));
    assert.equal(res.statusCode, 409);
    assert.deepEqual(json(res), { code: 409, message: '您已申请过该活动', data: null });
    res = await apply(p.token, 99_999);
    assert.equal(res.statusCode, 404);
    assert.deepEqual(json(res), { code: 404, message: '活动不存在', data: null });

    const [hidden] = await t.handle.db
      .insert(promotions)
      .values({ typeId: 1, title: '已下架活动', enabled: false })
      .returning();
    res = await apply(p.token, hidden.id);
    assert.equal(res.statusCode, 404);
    assert.equal(json(res).message, '该活动已下架，无法申请');
    const [over] = await t.handle.db
      .insert(promotions)
      .values({ typeId: 1, title: '已结束活动', endsAt: sh('2020-01-01 00:00:00') })
      .returning();
    res = await apply(p.token, over.id);
    assert.equal(res.statusCode, 404);
    assert.equal(json(res).message, '该活动已结束，无法申请');
    const [later] = await t.handle.db
      .insert(promotions)
      .values({ typeId: 1, title: '未开始活动', startsAt: sh('2099-01-01 00:00:00') })
      .returning();
    res = await apply(p.token, later.id);
    assert.equal(res.statusCode, 404);
    assert.equal(json(res).message, '活动不存在');
    // none of the refusals wrote anything
    const rows = await t.handle.db.select().from(activityApplications).where(eq(activityApplications.userId, p.userId));
    assert.deepEqual(
      rows.map((r) => r.promotionId),
      [firstDeposit],
    );

    for (const bad of [0, -1, 'abc', 1.5, '', null, true, '1e3', 2 ** 40]) {
      const r = await apply(p.token, bad);
      assert.equal(r.statusCode, 400, JSON.stringify(bad));
      assert.match(json(r).message, /^参数错误：activityid/);
    }
    const missing = await post(t.app, '/api/doactivityapply', {}, p.token);
    assert.deepEqual(json(missing), { code: 400, message: '参数错误：activityid 不能为空', data: null });
    assert.equal((await post(t.app, '/api/doactivityapply', { activityid: firstDeposit })).statusCode, 401);
  });

  test('simultaneous applications to one promotion make one row', async () => {
    const p = await newPlayer(t.app);
    const results = await Promise.all(Array.from({ length: 20 }, () => apply(p.token, plain)));
    assert.equal(results.filter((r) => r.statusCode === 200).length, 1);
    assert.equal(results.filter((r) => r.statusCode === 409).length, 19);
    assert.ok(results.filter((r) => r.statusCode === 409).every((r) => json(r).message === '您已申请过该活动'));
    const rows = await t.handle.db.select().from(activityApplications).where(eq(activityApplications.userId, p.userId));
    assert.equal(rows.length, 1);
  });

  test("/api/activityApplyLog lists the caller's applications", async () => {
    const p = await newPlayer(t.app);
    await apply(p.token, firstDeposit);
    await apply(p.token, plain);
    const res = await post(t.app, '/api/activityApplyLog', { page: 1 }, p.token);
    assert.equal(res.statusCode, 200);
    const d = json(res).data;
    assert.equal(d.total, 2);
    assert.equal(d.last_page, 1);
    assert.deepEqual(
      d.data.map((r: any) => r.state),
      [1, 1],
    );
    assert.ok(d.data.some((r: any) => r.activity_name === '新人首存礼 100% 彩金'));
    assert.match(d.data[0].created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal(json(await post(t.app, '/api/activityApplyLog', { page: 2 }, p.token)).data.data.length, 0);
    const other = await newPlayer(t.app);
    assert.equal(json(await post(t.app, '/api/activityApplyLog', {}, other.token)).data.total, 0);
    assert.equal((await post(t.app, '/api/activityApplyLog', { page: 0 }, p.token)).statusCode, 400);
    assert.equal((await post(t.app, '/api/activityApplyLog', {})).statusCode, 401);
  });

  test('a passed application earns the deposit bonus once: percent of the deposit, capped, with its turnover', async () => {
    const p = await newPlayer(t.app);
    await apply(p.token, firstDeposit);
    // pending review: nothing yet
    let before = await centralFen(t.handle.db, p.userId);
    await confirmDeposit(t.handle.db, p.userId, yuan(500), sh('2026-11-21 10:00:00'));
    assert.equal(await centralFen(t.handle.db, p.userId), before + yuan(500));

    await pass(p.userId, firstDeposit);
    // below the minimum deposit: nothing
    before = await centralFen(t.handle.db, p.userId);
    await confirmDeposit(t.handle.db, p.userId, yuan(99.99), sh('2026-11-21 11:00:00'));
    assert.equal(await centralFen(t.handle.db, p.userId), before + 9_999);

    before = await centralFen(t.handle.db, p.userId);
    const turnoverBefore = (await userRow(t.handle.db, p.userId)).turnoverRequiredFen;
    await confirmDeposit(t.handle.db, p.userId, yuan(300), sh('2026-11-21 12:00:00'));
    assert.equal(await centralFen(t.handle.db, p.userId), before + yuan(300) + yuan(300), '100 % of 300');
    assert.equal(
      (await userRow(t.handle.db, p.userId)).turnoverRequiredFen,
      turnoverBefore + yuan(300) + 10 * yuan(300),
    );
    const [app] = await t.handle.db
      .select()
      .from(activityApplications)
      .where(and(eq(activityApplications.userId, p.userId), eq(activityApplications.promotionId, firstDeposit)));
    assert.equal(app.bonusFen, yuan(300));
    assert.equal(app.bonusPaidAt!.getTime(), sh('2026-11-21 12:00:00').getTime());

    // paid once
    before = await centralFen(t.handle.db, p.userId);
    await confirmDeposit(t.handle.db, p.userId, yuan(5_000), sh('2026-11-21 13:00:00'));
    assert.equal(await centralFen(t.handle.db, p.userId), before + yuan(5_000));
    const log = json(await post(t.app, '/api/activityApplyLog', {}, p.token)).data.data;
    assert.equal(log[0].state, 2);
    assert.deepEqual(await checkInvariants(t.handle.db), []);
  });

  test('the bonus is capped at maxFen; a rejected application or one without bonus config earns nothing', async () => {
    const big = await newPlayer(t.app);
    await apply(big.token, firstDeposit);
    await pass(big.userId, firstDeposit);
    let before = await centralFen(t.handle.db, big.userId);
    await confirmDeposit(t.handle.db, big.userId, yuan(2_000), sh('2026-11-21 10:00:00'));
    assert.equal(await centralFen(t.handle.db, big.userId), before + yuan(2_000) + yuan(888));
    const bonusEntries = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'promotion_bonus'));
    assert.ok(bonusEntries.some((e) => e.memo.startsWith('新人首存礼')));

    const rejected = await newPlayer(t.app);
    await apply(rejected.token, firstDeposit);
    await t.handle.db
      .update(activityApplications)
      .set({ state: 3 })
      .where(eq(activityApplications.userId, rejected.userId));
    await apply(rejected.token, plain);
    await pass(rejected.userId, plain);
    before = await centralFen(t.handle.db, rejected.userId);
    await confirmDeposit(t.handle.db, rejected.userId, yuan(1_000), sh('2026-11-21 10:00:00'));
    assert.equal(await centralFen(t.handle.db, rejected.userId), before + yuan(1_000));

    // a disabled promotion pays no bonus even for a passed application
    const late = await newPlayer(t.app);
    await apply(late.token, firstDeposit);
    await pass(late.userId, firstDeposit);
    await t.handle.db.update(promotions).set({ enabled: false }).where(eq(promotions.id, firstDeposit));
    before = await centralFen(t.handle.db, late.userId);
    await confirmDeposit(t.handle.db, late.userId, yuan(1_000), sh('2026-11-21 10:00:00'));
    assert.equal(await centralFen(t.handle.db, late.userId), before + yuan(1_000));
    await t.handle.db.update(promotions).set({ enabled: true }).where(eq(promotions.id, firstDeposit));
    assert.deepEqual(await checkInvariants(t.handle.db), []);
  });
});
