// Issue 14: whatever decides where money goes or how much is paid belongs to finance (and super); an editor keeps
// content. For every money-deciding back-office route: the editor is refused 403 (and the refusal is audited), finance
// succeeds, and the change is in the audit log with what it was before and after.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '#app/db/schema/index';
import { createAdminSession } from '#test/helpers/admin';
import { newPlayer } from '#test/helpers/cashier';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';
import { adminCall } from './helpers';

type Method = 'POST' | 'PATCH' | 'DELETE';

describe('back office: money-deciding routes are finance only, every change audited with before and after', () => {
  let t: TestApp;
  let editor: string;
  let finance: string;

  before(async () => {
    t = await createTestApp();
    editor = await createAdminSession(t.handle.db, 'editor', 'content_only');
    finance = await createAdminSession(t.handle.db, 'finance', 'money_desk');
  });
  after(() => t.close());

  const lastAudit = async (action: string) =>
    (await t.handle.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.ok, true))).orderBy(desc(auditLog.id)).limit(1))[0];

  /** editor 403 (audited as access.denied, nothing written), then finance 200 with its audit row */
  async function moneyRoute(method: Method, url: string, body: unknown, action: string) {
    const deniedBefore = (await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'access.denied'))).length;
    const refused = await adminCall(t.app, method, url, editor, body);
    assert.equal(refused.statusCode, 403, `${method} ${url} by an editor`);
    assert.deepEqual(json(refused), { code: 403, message: '没有权限执行此操作', data: null });
    const denied = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'access.denied'));
    assert.equal(denied.length, deniedBefore + 1, 'the refusal is audited');
    assert.equal(await lastAudit(action).then((a) => a?.actor === 'content_only'), false, 'the editor changed nothing');

    const done = await adminCall(t.app, method, url, finance, body);
    assert.equal(done.statusCode, 200, `${method} ${url} by finance: ${done.body}`);
    const row = await lastAudit(action);
    assert.ok(row, `${action} is audited`);
    assert.equal(row.actor, 'money_desk');
    return { res: json(done), detail: row.detail as Record<string, any> };
  }

  test('pay channels: limits and switches', async () => {
    const { detail } = await moneyRoute('PATCH', '/admin/api/pay-channels/alipay', { min_price: '150.00' }, 'pay_channel.update');
    assert.equal(detail.before.min_price, '100.00');
    assert.equal(detail.after.min_price, '150.00');
  });

  test('receiving accounts: where players pay in (create, change, delete)', async () => {
    const body = { channel: 'bank', bank_name: '招商银行', account_no: '6214830100007777', owner: '赵六', address: '杭州分行' };
    const created = await moneyRoute('POST', '/admin/api/receiving-accounts', body, 'receiving_account.create');
    assert.equal(created.detail.after.account_no, '6214830100007777');
    const id = created.res.data.id;
    const changed = await moneyRoute('PATCH', `/admin/api/receiving-accounts/${id}`, { account_no: '6214830100008888' }, 'receiving_account.update');
    assert.equal(changed.detail.before.account_no, '6214830100007777');
    assert.equal(changed.detail.after.account_no, '6214830100008888');
    const removed = await moneyRoute('DELETE', `/admin/api/receiving-accounts/${id}`, undefined, 'receiving_account.delete');
    assert.equal(removed.detail.before.account_no, '6214830100008888');
  });

  test('banks players may withdraw to (create, change, delete)', async () => {
    const created = await moneyRoute('POST', '/admin/api/banks', { bank_name: '宁波银行', sort: 30 }, 'bank.create');
    assert.equal(created.detail.after.bank_name, '宁波银行');
    const id = created.res.data.id;
    const changed = await moneyRoute('PATCH', `/admin/api/banks/${id}`, { enabled: false }, 'bank.update');
    assert.equal(changed.detail.before.enabled, true);
    assert.equal(changed.detail.after.enabled, false);
    const removed = await moneyRoute('DELETE', `/admin/api/banks/${id}`, undefined, 'bank.delete');
    assert.equal(removed.detail.before.bank_name, '宁波银行');
  });

  test('red-packet rules: the prizes (create, change, delete)', async () => {
    const rule = { start_time: '2026-12-01', end_time: '2026-12-31', recharge: '500', day_flow: 2, flow_money: '2.5', min_prize: 1, max_prize: '66.6' };
    const created = await moneyRoute('POST', '/admin/api/redpacket-rules', rule, 'redpacket_rule.create');
    assert.equal(created.detail.before, null);
    assert.equal(created.detail.after.max_prize, '66.60');
    const id = created.res.data.id;
    const changed = await moneyRoute('PATCH', `/admin/api/redpacket-rules/${id}`, { max_prize: '88.80' }, 'redpacket_rule.update');
    assert.equal(changed.detail.before.max_prize, '66.60');
    assert.equal(changed.detail.after.max_prize, '88.80');
    const removed = await moneyRoute('DELETE', `/admin/api/redpacket-rules/${id}`, undefined, 'redpacket_rule.delete');
    assert.equal(removed.detail.before.max_prize, '88.80');
    assert.equal(removed.detail.after, null);
  });

  test('VIP levels: thresholds and rebate rates', async () => {
    const { detail } = await moneyRoute('PATCH', '/admin/api/vip-levels/3', { lottery: '0.66' }, 'vip_level.update');
    assert.ok(detail.before, 'the level as it was');
    assert.notEqual(JSON.stringify(detail.before), JSON.stringify(detail.after));
    assert.equal(String(detail.after.lottery ?? JSON.stringify(detail.after)).includes('0.66'), true, JSON.stringify(detail.after));
  });

  test('balance adjustments', async () => {
    const p = await newPlayer(t.app);
    const { detail } = await moneyRoute('POST', `/admin/api/users/${p.id}/adjust`, { amount: '12.34', reason: '补发' }, 'user.adjust');
    assert.equal(detail.balance_before, '0.00');
    assert.equal(detail.balance_after, '12.34');
  });

  test('money settings (exchange rates, withdrawal fees, the red-packet switch): finance; content settings: editor', async () => {
    for (const [key, value] of [
      ['usdtrate', '7.25'],
      ['withdrawusdtrate', '7.05'],
      ['withdrawcashfee', '4.00'],
      ['withdrawfeeusdttrc', '1.50'],
      ['redpacket_switch', 1],
    ] as const) {
      const { detail } = await moneyRoute('PATCH', '/admin/api/settings', { [key]: value }, 'settings.update');
      assert.equal(detail[key].to, String(value));
      assert.ok('from' in detail[key], `${key}: the value before`);
    }
    assert.equal((await adminCall(t.app, 'PATCH', '/admin/api/settings', editor, { title: '星耀娱乐城' })).statusCode, 200, 'the editor keeps the site texts');
    assert.equal((await adminCall(t.app, 'PATCH', '/admin/api/settings', editor, { title: '星耀', usdtrate: '9' })).statusCode, 403, 'a mixed batch is refused whole');
    assert.equal((await adminCall(t.app, 'PATCH', '/admin/api/settings', finance, { title: '财务改标题' })).statusCode, 403, 'finance does not edit content');
  });

  test("a promotion's bonus: finance; its texts: editor", async () => {
    const types = json(await adminCall(t.app, 'GET', '/admin/api/promotion-types', editor)).data.data;
    const created = await adminCall(t.app, 'POST', '/admin/api/promotions', editor, { type_id: types[0].id, title: '新人礼' });
    assert.equal(created.statusCode, 200, 'an editor creates the promotion (no bonus)');
    const id = json(created).data.id;
    const { detail } = await moneyRoute('PATCH', `/admin/api/promotions/${id}`, { bonus: { amount: '18.00', flow_multiple: 2 } }, 'promotion.update');
    assert.equal(detail.before.bonus, null);
    assert.ok(detail.bonus, 'the bonus written');
    assert.equal((await adminCall(t.app, 'PATCH', `/admin/api/promotions/${id}`, editor, { title: '新人礼（更新）' })).statusCode, 200, 'the editor keeps the texts');
  });

  test('content stays with the editor', async () => {
    assert.equal((await adminCall(t.app, 'POST', '/admin/api/notices', editor, { kind: 'home', content: '维护通知' })).statusCode, 200);
    assert.equal((await adminCall(t.app, 'POST', '/admin/api/notices', finance, { kind: 'home', content: '维护通知' })).statusCode, 403);
  });
});
