import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, balanceAdjustments } from '#app/db/schema/index';
import { createAdminSession } from '#test/helpers/admin';
import { adminGet, adminPost, assertLedgerSound, centralFen, fund, newPlayer } from '#test/helpers/cashier';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';

const patch = (t: TestApp, token: string, body: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/admin/api/settings',
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });

/** Balance adjustments above the approval amount: a second finance admin approves (PGlite here; PostgreSQL in CI). */
describe('back office: adjustments above the approval amount need a second finance admin', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let carol: string;
  before(async () => {
    t = await createTestApp();
    alice = await createAdminSession(t.handle.db, 'finance', 'alice_fin');
    bob = await createAdminSession(t.handle.db, 'finance', 'bob_fin');
    carol = await createAdminSession(t.handle.db, 'finance', 'carol_fin');
    const editor = await createAdminSession(t.handle.db, 'editor');
    // the amount is finance's setting
    assert.equal((await patch(t, editor, { adjust_approval_above: '1000' })).statusCode, 403);
    const set = await patch(t, alice, { adjust_approval_above: '1000' });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal((await patch(t, alice, { adjust_approval_above: '-1' })).statusCode, 400);
  });
  after(() => t.close());

  test('at or below the amount the money moves at once; above it, a request that moves nothing', async () => {
    const p = await newPlayer(t.app);
    const small = json(
      await adminPost(t.app, `/admin/api/users/${p.id}/adjust`, alice, { amount: '1000', reason: '补发' }),
    );
    assert.equal(small.message, '调整成功');
    assert.equal(await centralFen(t.handle.db, p.id), 1000_00);

    const big = json(
      await adminPost(t.app, `/admin/api/users/${p.id}/adjust`, alice, { amount: '1000.01', reason: '大额补偿' }),
    );
    assert.equal(big.code, 200);
    assert.equal(big.message, '调整金额超过 1000.00 元，已提交审批，需另一名财务管理员通过后入账');
    assert.equal(big.data.state, 'pending');
    assert.equal(await centralFen(t.handle.db, p.id), 1000_00, 'nothing moved yet');

    const queue = json(await adminGet(t.app, '/admin/api/adjustments?state=pending', bob)).data;
    const row = queue.data.find((r: { id: number }) => r.id === big.data.adjustment_id);
    assert.equal(row.amount, '1000.01');
    assert.equal(row.requested_by, 'alice_fin');
    assert.equal(row.username, p.name);

    // the requester cannot approve or reject their own
    const own = await adminPost(t.app, `/admin/api/adjustments/${row.id}/approve`, alice);
    assert.equal(own.statusCode, 403);
    assert.equal(json(own).message, '不能审批自己提交的调整申请');
    assert.equal(
      (await adminPost(t.app, `/admin/api/adjustments/${row.id}/reject`, alice, { reason: 'x' })).statusCode,
      403,
    );

    const ok = json(await adminPost(t.app, `/admin/api/adjustments/${row.id}/approve`, bob));
    assert.equal(ok.message, '已通过，调整已入账');
    assert.equal(ok.data.balance, '2000.01');
    assert.equal(await centralFen(t.handle.db, p.id), 2000_01);
    const again = await adminPost(t.app, `/admin/api/adjustments/${row.id}/approve`, carol);
    assert.equal(again.statusCode, 409);
    assert.match(json(again).message, /^该调整申请已处理（由 bob_fin 于 [\d: -]{19} 处理）$/);
    const audits = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'user.adjust.approve'));
    assert.equal(audits.at(-1)!.actor, 'bob_fin');
    await assertLedgerSound(t.handle.db);
  });

  test('two finance admins approve at once: exactly one succeeds, the money moves once', async () => {
    const p = await newPlayer(t.app);
    const req = json(
      await adminPost(t.app, `/admin/api/users/${p.id}/adjust`, alice, { amount: '5000', reason: '活动奖金' }),
    );
    const results = await Promise.all(
      [bob, carol, bob, carol].map((who) =>
        adminPost(t.app, `/admin/api/adjustments/${req.data.adjustment_id}/approve`, who),
      ),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 409, 409, 409]);
    assert.equal(await centralFen(t.handle.db, p.id), 5000_00);
    await assertLedgerSound(t.handle.db);
  });

  test('a debit the balance cannot cover: refused at once, or at approval when the balance fell meanwhile (stays pending); a rejection needs a reason', async () => {
    const p = await newPlayer(t.app);
    await fund(t.handle.db, p.id, 2500_00);
    const now = await adminPost(t.app, `/admin/api/users/${p.id}/adjust`, alice, { amount: '-5000', reason: '扣回' });
    assert.equal(now.statusCode, 400);
    assert.equal(json(now).message, '余额不足：当前余额 2500.00 元，扣减后余额不能为负');
    const req = json(
      await adminPost(t.app, `/admin/api/users/${p.id}/adjust`, alice, { amount: '-2000', reason: '扣回' }),
    );
    assert.equal(req.data.state, 'pending');
    // meanwhile the balance falls below the request (a small debit moves at once)
    assert.equal(
      json(await adminPost(t.app, `/admin/api/users/${p.id}/adjust`, carol, { amount: '-1000', reason: '扣回部分' }))
        .message,
      '调整成功',
    );
    const poor = await adminPost(t.app, `/admin/api/adjustments/${req.data.adjustment_id}/approve`, bob);
    assert.equal(poor.statusCode, 400);
    assert.equal(json(poor).message, '余额不足：扣减后余额不能为负，该申请仍待审批');
    const [still] = await t.handle.db
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.id, req.data.adjustment_id));
    assert.equal(still.state, 'pending');
    assert.equal(
      json(await adminPost(t.app, `/admin/api/adjustments/${still.id}/reject`, bob, { reason: '' })).message,
      '请填写拒绝原因',
    );
    const rej = json(
      await adminPost(t.app, `/admin/api/adjustments/${still.id}/reject`, bob, { reason: '余额不足，取消' }),
    );
    assert.equal(rej.message, '已拒绝该调整申请');
    assert.equal(await centralFen(t.handle.db, p.id), 1500_00);
    const listed = json(await adminGet(t.app, '/admin/api/adjustments?state=rejected', carol)).data.data[0];
    assert.equal(listed.review_reason, '余额不足，取消');
    assert.equal(listed.reviewed_by, 'bob_fin');
    assert.equal((await adminPost(t.app, '/admin/api/adjustments/999999/approve', bob)).statusCode, 404);
  });
});
