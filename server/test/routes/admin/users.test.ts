import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, ledgerAccounts, ledgerEntries, ledgerPostings, users } from '#app/db/schema/index';
import { checkInvariants, systemAccountId, accountBalanceFen } from '#app/db/ledger';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, register, type TestApp } from '#test/helpers/test-app';
import { adminCall } from './helpers';

describe('back office: players and balance adjustments', () => {
  let t: TestApp;
  let finance: string;
  let editor: string;
  let demoId: number;
  const centralOf = async (userId: number) =>
    (
      await t.handle.db
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'central')))
    )[0];

  before(async () => {
    t = await createTestApp();
    finance = await createAdminSession(t.handle.db, 'finance', 'fin_ops');
    editor = await createAdminSession(t.handle.db, 'editor');
    [{ id: demoId }] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo888'));
  });
  after(() => t.close());

  test('search by name, real name or id, paged', async () => {
    const { body } = await register(t.app, { name: 'searchme01', realname: '王小明' });
    await register(t.app, { name: 'searchme02' });
    let res = json(await adminCall(t.app, 'GET', '/admin/api/users?q=SEARCHME', finance));
    assert.equal(res.code, 200);
    assert.equal(res.data.total, 2);
    assert.deepEqual(res.data.data.map((u: { username: string }) => u.username).sort(), ['searchme01', 'searchme02']);
    assert.equal(res.data.per_page, 20);
    assert.equal(res.data.current_page, 1);
    assert.equal(res.data.last_page, 1);
    res = json(await adminCall(t.app, 'GET', `/admin/api/users?q=${encodeURIComponent('王小明')}`, editor));
    assert.deepEqual(
      res.data.data.map((u: { username: string }) => u.username),
      [body.name],
    );
    res = json(await adminCall(t.app, 'GET', `/admin/api/users?q=${demoId}`, finance));
    assert.equal(res.data.data[0].username, 'demo888');
    assert.equal(res.data.data[0].balance, '8888.00');
    res = json(await adminCall(t.app, 'GET', '/admin/api/users?q=demo&page=99', finance));
    assert.equal(res.code, 200);
    assert.deepEqual(res.data.data, []);
    res = json(await adminCall(t.app, 'GET', '/admin/api/users?q=%25', finance));
    assert.equal(res.data.total, 0, '% is matched literally');
    res = json(await adminCall(t.app, 'GET', '/admin/api/users?per_page=1', finance));
    assert.equal(res.data.data.length, 1);
    assert.ok(res.data.last_page >= 3);
    for (const url of [
      '/admin/api/users?page=0',
      '/admin/api/users?page=abc',
      '/admin/api/users?per_page=1000',
      `/admin/api/users?q=${'x'.repeat(65)}`,
    ]) {
      const r = await adminCall(t.app, 'GET', url, finance);
      assert.equal(r.statusCode, 400, url);
      assert.match(json(r).message, /^参数错误/);
    }
  });

  test('detail: profile, wallets, turnover, recent ledger lines; unknown id 404', async () => {
    const res = json(await adminCall(t.app, 'GET', `/admin/api/users/${demoId}`, finance));
    assert.equal(res.code, 200);
    assert.equal(res.data.username, 'demo888');
    assert.equal(res.data.realname.length > 0, true);
    assert.equal(res.data.balance, '8888.00');
    assert.equal(res.data.gameblance, '0.00');
    assert.equal(res.data.bet_amount, '0.00');
    assert.equal(res.data.vip, 2);
    assert.match(res.data.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal(res.data.recent_ledger[0].kind, 'adjustment');
    assert.equal(res.data.recent_ledger[0].amount, '8888.00');
    assert.equal(res.data.recent_ledger[0].wallet, 'central');
    const missing = await adminCall(t.app, 'GET', '/admin/api/users/999999', finance);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(json(missing), { code: 404, message: '用户不存在', data: null });
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999'])
      assert.equal((await adminCall(t.app, 'GET', `/admin/api/users/${id}`, finance)).statusCode, 400, id);
  });

  test('a credit moves money from the house to the central wallet in one audited ledger entry', async () => {
    const houseId = await systemAccountId(t.handle.db, 'house');
    const houseBefore = await accountBalanceFen(t.handle.db, houseId);
    const res = await adminCall(t.app, 'POST', `/admin/api/users/${demoId}/adjust`, finance, {
      amount: '100.50',
      reason: '活动补偿',
    });
    assert.equal(res.statusCode, 200);
    const body = json(res);
    assert.equal(body.message, '调整成功');
    assert.equal(body.data.amount, '100.50');
    assert.equal(body.data.balance, '8988.50');
    assert.equal((await centralOf(demoId)).balanceFen, 898850);
    assert.equal(await accountBalanceFen(t.handle.db, houseId), houseBefore - 10050);
    const [entry] = await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, body.data.entry_id));
    assert.equal(entry.kind, 'adjustment');
    assert.equal(entry.memo, '活动补偿');
    const postings = await t.handle.db.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, entry.id));
    assert.deepEqual(
      postings.map((p) => p.amountFen).sort((a, b) => a - b),
      [-10050, 10050],
    );
    const [audit] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.adjust'), eq(auditLog.ok, true)));
    assert.equal(audit.actor, 'fin_ops');
    assert.equal(audit.target, `user:${demoId}`);
    assert.deepEqual(
      { amount: audit.detail.amount, reason: audit.detail.reason, entry_id: audit.detail.entry_id },
      { amount: '100.50', reason: '活动补偿', entry_id: entry.id },
    );
    assert.deepEqual(await checkInvariants(t.handle.db), []);
  });

  test('a debit works as a number or a string, and one below zero is refused, audited and moves nothing', async () => {
    const { token } = await register(t.app, { name: 'debitme001' });
    assert.ok(token);
    const [{ id }] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'debitme001'));
    assert.equal(
      json(await adminCall(t.app, 'POST', `/admin/api/users/${id}/adjust`, finance, { amount: 50, reason: '测试加款' }))
        .data.balance,
      '50.00',
    );
    assert.equal(
      json(
        await adminCall(t.app, 'POST', `/admin/api/users/${id}/adjust`, finance, {
          amount: '-20.25',
          reason: '测试扣款',
        }),
      ).data.balance,
      '29.75',
    );
    const entriesBefore = (await t.handle.db.select().from(ledgerEntries)).length;
    const res = await adminCall(t.app, 'POST', `/admin/api/users/${id}/adjust`, finance, {
      amount: '-29.76',
      reason: '超额扣款',
    });
    assert.equal(res.statusCode, 400);
    assert.equal(json(res).message, '余额不足：当前余额 29.75 元，扣减后余额不能为负');
    assert.equal((await centralOf(id)).balanceFen, 2975);
    assert.equal((await t.handle.db.select().from(ledgerEntries)).length, entriesBefore);
    const refused = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.adjust'), eq(auditLog.ok, false)));
    assert.equal(refused.length, 1);
    assert.equal(refused[0].detail.refused, 'insufficient_funds');
    assert.equal(
      json(await adminCall(t.app, 'POST', `/admin/api/users/${id}/adjust`, finance, { amount: -29.75, reason: '清零' }))
        .data.balance,
      '0.00',
    );
    assert.deepEqual(await checkInvariants(t.handle.db), []);
  });

  test('bad amounts, missing reasons and unknown players: 4xx with a clear message, nothing moves', async () => {
    const before = (await centralOf(demoId)).balanceFen;
    const cases: [unknown, number, string | RegExp][] = [
      [{ amount: '0', reason: 'x' }, 400, '金额必须大于0'],
      [{ amount: '-0.00', reason: 'x' }, 400, '金额必须大于0'],
      [{ amount: '1.001', reason: 'x' }, 400, '金额格式不正确'],
      [{ amount: '1e5', reason: 'x' }, 400, '金额格式不正确'],
      [{ amount: 1e21, reason: 'x' }, 400, '金额格式不正确'],
      [{ amount: 'abc', reason: 'x' }, 400, '金额格式不正确'],
      [{ amount: '--5', reason: 'x' }, 400, '金额格式不正确'],
      [{ amount: 'NaN', reason: 'x' }, 400, '金额格式不正确'],
      [{ amount: 'Infinity', reason: 'x' }, 400, '金额格式不正确'],
      [{ amount: '100000000.01', reason: 'x' }, 400, '金额不能超过100000000元'],
      [{ amount: '', reason: 'x' }, 400, '请输入金额'],
      [{ amount: true, reason: 'x' }, 400, /^参数错误：amount/],
      [{ amount: null, reason: 'x' }, 400, /^参数错误：amount/],
      [{ amount: '10' }, 400, '参数错误：reason 不能为空'],
      [{ amount: '10', reason: '   ' }, 400, '请填写调整原因'],
      [{ amount: '10', reason: 'x'.repeat(201) }, 400, '参数错误：reason 长度超出限制'],
      [{ reason: 'x' }, 400, '参数错误：amount 不能为空'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await adminCall(t.app, 'POST', `/admin/api/users/${demoId}/adjust`, finance, payload);
      assert.equal(res.statusCode, status, JSON.stringify(payload));
      if (typeof message === 'string') assert.equal(json(res).message, message, JSON.stringify(payload));
      else assert.match(json(res).message, message, JSON.stringify(payload));
    }
    const res = await adminCall(t.app, 'POST', '/admin/api/users/999999/adjust', finance, {
      amount: '10',
      reason: 'x',
    });
    assert.equal(res.statusCode, 404);
    assert.equal(json(res).message, '用户不存在');
    assert.equal((await centralOf(demoId)).balanceFen, before);
  });

  test('an Idempotency-Key makes a retried adjustment move money once', async () => {
    const before = (await centralOf(demoId)).balanceFen!;
    const headers = { 'idempotency-key': 'adjust-retry-1' };
    const first = await adminCall(
      t.app,
      'POST',
      `/admin/api/users/${demoId}/adjust`,
      finance,
      { amount: '5', reason: '重试测试' },
      headers,
    );
    const second = await adminCall(
      t.app,
      'POST',
      `/admin/api/users/${demoId}/adjust`,
      finance,
      { amount: '5', reason: '重试测试' },
      headers,
    );
    assert.equal(first.statusCode, 200);
    assert.deepEqual(json(second), json(first));
    assert.equal(second.headers['idempotent-replay'], 'true');
    assert.equal((await centralOf(demoId)).balanceFen, before + 500);
    const other = await adminCall(
      t.app,
      'POST',
      `/admin/api/users/${demoId}/adjust`,
      finance,
      { amount: '6', reason: '重试测试' },
      headers,
    );
    assert.equal(other.statusCode, 409);
  });

  test('parallel debits never take a wallet below zero', async () => {
    await register(t.app, { name: 'raceme0001' });
    const [{ id }] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.username, 'raceme0001'));
    await adminCall(t.app, 'POST', `/admin/api/users/${id}/adjust`, finance, { amount: '100', reason: '初始' });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        adminCall(t.app, 'POST', `/admin/api/users/${id}/adjust`, finance, { amount: '-30', reason: '并发扣款' }),
      ),
    );
    const okCount = results.filter((r) => r.statusCode === 200).length;
    assert.equal(okCount, 3);
    assert.equal(results.filter((r) => r.statusCode === 400).length, 5);
    assert.equal((await centralOf(id)).balanceFen, 1000);
    assert.deepEqual(await checkInvariants(t.handle.db), []);
  });
});
