// Issue 14: whatever decides where money goes or how much is paid belongs to finance (and super); an editor keeps
// content. For every money-deciding back-office route: the editor is refused 403 (and the refusal is audited), finance
// succeeds, and the change is in the audit log with what it was before and after. Issue 19: the same for the settings
// that decide where players (and their money) are sent: customer service, the visit address, the framed pages, the
// permanent domain, the app download.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, siteSettings } from '#app/db/schema/index';
import { DESTINATION_SETTING_KEYS, isFinanceSetting } from '#app/plugins/app/admin/roles';
import { SETTING_KEYS, SETTING_RULES } from '#app/plugins/app/admin/validation';
import type { SiteSettingKey } from '#app/plugins/app/site-settings';
import { createAdminSession } from '#test/helpers/admin';
import { newPlayer } from '#test/helpers/cashier';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';
import { adminCall } from './helpers';

type Method = 'POST' | 'PATCH' | 'DELETE';

describe('back office: money-deciding routes are finance only, every change audited with before and after', () => {
  let t: TestApp;
  let editor: string;
  let finance: string;
  let superAdmin: string;

  before(async () => {
    t = await createTestApp();
    editor = await createAdminSession(t.handle.db, 'editor', 'content_only');
    finance = await createAdminSession(t.handle.db, 'finance', 'money_desk');
    superAdmin = await createAdminSession(t.handle.db, 'super', 'root_ops');
  });
  after(() => t.close());

  const lastAudit = async (action: string) =>
    (
      await t.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.ok, true)))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

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
    const { detail } = await moneyRoute(
      'PATCH',
      '/admin/api/pay-channels/alipay',
      { min_price: '150.00' },
      'pay_channel.update',
    );
    assert.equal(detail.before.min_price, '100.00');
    assert.equal(detail.after.min_price, '150.00');
  });

  test('receiving accounts: where players pay in (create, change, delete)', async () => {
    const body = {
      channel: 'bank',
      bank_name: '招商银行',
      account_no: '6214830100007777',
      owner: '赵六',
      address: '杭州分行',
    };
    const created = await moneyRoute('POST', '/admin/api/receiving-accounts', body, 'receiving_account.create');
    assert.equal(created.detail.after.account_no, '6214830100007777');
    const id = created.res.data.id;
    const changed = await moneyRoute(
      'PATCH',
      `/admin/api/receiving-accounts/${id}`,
      { account_no: '6214830100008888' },
      'receiving_account.update',
    );
    assert.equal(changed.detail.before.account_no, '6214830100007777');
    assert.equal(changed.detail.after.account_no, '6214830100008888');
    const removed = await moneyRoute(
      'DELETE',
      `/admin/api/receiving-accounts/${id}`,
      undefined,
      'receiving_account.delete',
    );
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
    const rule = {
      start_time: '2026-12-01',
      end_time: '2026-12-31',
      recharge: '500',
      day_flow: 2,
      flow_money: '2.5',
      min_prize: 1,
      max_prize: '66.6',
    };
    const created = await moneyRoute('POST', '/admin/api/redpacket-rules', rule, 'redpacket_rule.create');
    assert.equal(created.detail.before, null);
    assert.equal(created.detail.after.max_prize, '66.60');
    const id = created.res.data.id;
    const changed = await moneyRoute(
      'PATCH',
      `/admin/api/redpacket-rules/${id}`,
      { max_prize: '88.80' },
      'redpacket_rule.update',
    );
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
    assert.equal(
      String(detail.after.lottery ?? JSON.stringify(detail.after)).includes('0.66'),
      true,
      JSON.stringify(detail.after),
    );
  });

  test('balance adjustments', async () => {
    const p = await newPlayer(t.app);
    const { detail } = await moneyRoute(
      'POST',
      `/admin/api/users/${p.id}/adjust`,
      { amount: '12.34', reason: '补发' },
      'user.adjust',
    );
    assert.equal(detail.balance_before, '0.00');
    assert.equal(detail.balance_after, '12.34');
  });

  test('payout settings (exchange rates, withdrawal fees, the red-packet switch): finance; content settings: editor', async () => {
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
    assert.equal(
      (await adminCall(t.app, 'PATCH', '/admin/api/settings', editor, { title: '星耀娱乐城' })).statusCode,
      200,
      'the editor keeps the site texts',
    );
    assert.equal(
      (await adminCall(t.app, 'PATCH', '/admin/api/settings', editor, { title: '星耀', usdtrate: '9' })).statusCode,
      403,
      'a mixed batch is refused whole',
    );
    assert.equal(
      (await adminCall(t.app, 'PATCH', '/admin/api/settings', finance, { title: '财务改标题' })).statusCode,
      403,
      'finance does not edit content',
    );
  });

  test("a promotion's bonus: finance; its texts: editor", async () => {
    const types = json(await adminCall(t.app, 'GET', '/admin/api/promotion-types', editor)).data.data;
    const created = await adminCall(t.app, 'POST', '/admin/api/promotions', editor, {
      type_id: types[0].id,
      title: '新人礼',
    });
    assert.equal(created.statusCode, 200, 'an editor creates the promotion (no bonus)');
    const id = json(created).data.id;
    const { detail } = await moneyRoute(
      'PATCH',
      `/admin/api/promotions/${id}`,
      { bonus: { amount: '18.00', flow_multiple: 2 } },
      'promotion.update',
    );
    assert.equal(detail.before.bonus, null);
    assert.ok(detail.bonus, 'the bonus written');
    assert.equal(
      (await adminCall(t.app, 'PATCH', `/admin/api/promotions/${id}`, editor, { title: '新人礼（更新）' })).statusCode,
      200,
      'the editor keeps the texts',
    );
  });

  describe('settings that decide where players or money go (issue 19)', () => {
    const stored = async (key: string) =>
      (await t.handle.db.select().from(siteSettings).where(eq(siteSettings.key, key)))[0]?.value;
    const allSettings = async () =>
      Object.fromEntries((await t.handle.db.select().from(siteSettings)).map((r) => [r.key, r.value]));
    const audits = async (action: string) =>
      t.handle.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
    const setting = (token: string, body: Record<string, unknown>) =>
      adminCall(t.app, 'PATCH', '/admin/api/settings', token, body);
    const visitUrl = async () =>
      json(await t.app.inject({ method: 'GET', url: '/api/getVisitUrl', headers: { host: 'old.xingyao.example' } }))
        .data.url;

    /** key, what an attacker would set, finance's value, super's value */
    const CASES: [SiteSettingKey, string, string, string][] = [
      ['service_url', 'https://kefu.evil.example/', 'https://kefu.partner.example/chat?site=1', '/kf/'],
      ['visit_url', 'https://evil.example/', 'https://www.xingyao.example/', 'https://m.xingyao.example/'],
      ['sponsor_url_1', 'https://evil.example/club', 'https://club.partner.example/', '/partners/1'],
      ['sponsor_url_2', 'https://evil.example/esports', 'https://esports.partner.example/', ''],
      [
        'agent_login_url',
        'https://evil.example/agent',
        'https://agent.xingyao.example/login',
        'https://agent2.xingyao.example/login',
      ],
      ['h5_url', 'https://xingyao-evil.example', 'https://h5.xingyao.example', 'https://h5-2.xingyao.example'],
      [
        'ios_download_url',
        'https://evil.example/app.ipa',
        'https://dl.xingyao.example/ios',
        'https://dl2.xingyao.example/ios',
      ],
      [
        'ios_download_qrcode',
        'https://evil.example/qr.png',
        '/assets/app-qrcode.svg',
        'https://dl.xingyao.example/qr.png',
      ],
    ];

    test('the list covers every destination setting, and every setting that takes an outside address is one (the logo picture aside)', () => {
      assert.deepEqual(CASES.map(([key]) => key).sort(), [...DESTINATION_SETTING_KEYS].sort());
      const links = SETTING_KEYS.filter(
        (k) => !('error' in SETTING_RULES[k]('https://elsewhere.example/x')) && 'error' in SETTING_RULES[k]('不是链接'),
      );
      assert.deepEqual(
        links.filter((k) => !isFinanceSetting(k)),
        ['site_logo'],
        'a new link setting must be classified',
      );
    });

    for (const [key, evil, financeValue, superValue] of CASES) {
      test(`${key}: the editor is refused (audited, nothing written); finance and super change it, audited with before and after`, async () => {
        const settingsBefore = await allSettings();
        const old = await stored(key);
        const deniedBefore = (await audits('access.denied')).length;
        const updatesBefore = (await audits('settings.update')).length;

        for (const body of [{ [key]: evil }, { title: '星耀娱乐', [key]: evil }]) {
          const refused = await setting(editor, body);
          assert.equal(refused.statusCode, 403, `${JSON.stringify(body)} by an editor`);
          assert.deepEqual(json(refused), { code: 403, message: '没有权限执行此操作', data: null });
          const [denied] = await audits('access.denied');
          assert.equal(denied.actor, 'content_only');
          assert.equal(denied.ok, false);
          assert.deepEqual((denied.detail as Record<string, unknown>).fields, [key]);
        }
        assert.equal((await audits('access.denied')).length, deniedBefore + 2, 'both refusals are audited');
        assert.equal((await audits('settings.update')).length, updatesBefore, 'no change is recorded');
        assert.deepEqual(
          await allSettings(),
          settingsBefore,
          'nothing is written, not even the title of the mixed batch',
        );

        const byFinance = await setting(finance, { [key]: financeValue });
        assert.equal(byFinance.statusCode, 200, byFinance.body);
        assert.equal(await stored(key), financeValue);
        let [row] = await audits('settings.update');
        assert.equal(row.actor, 'money_desk');
        assert.deepEqual(row.detail, { [key]: { from: old ?? '', to: financeValue } });

        const bySuper = await setting(superAdmin, { [key]: superValue });
        assert.equal(bySuper.statusCode, 200, bySuper.body);
        assert.equal(await stored(key), superValue);
        [row] = await audits('settings.update');
        assert.equal(row.actor, 'root_ops');
        assert.deepEqual(row.detail, { [key]: { from: financeValue, to: superValue } });

        assert.equal(
          (await setting(finance, { title: '财务改标题', [key]: financeValue })).statusCode,
          403,
          'finance still does not edit content',
        );
      });
    }

    test("the players' calls keep answering finance's address after an editor's refused attempt", async () => {
      assert.equal(
        (
          await setting(finance, {
            service_url: 'https://kefu.partner.example/chat',
            visit_url: 'https://www.xingyao.example/',
          })
        ).statusCode,
        200,
      );
      assert.equal(json(await post(t.app, '/api/getservicerurl')).data.url, 'https://kefu.partner.example/chat');
      assert.equal(await visitUrl(), 'https://www.xingyao.example');

      assert.equal((await setting(editor, { service_url: 'https://kefu.evil.example/' })).statusCode, 403);
      assert.equal((await setting(editor, { visit_url: 'https://evil.example/' })).statusCode, 403);
      assert.equal(
        json(await post(t.app, '/api/getservicerurl')).data.url,
        'https://kefu.partner.example/chat',
        'customer service unchanged',
      );
      assert.equal(await visitUrl(), 'https://www.xingyao.example', 'the visit address unchanged');
    });

    test('an address is audited whole, however long (a long text is shortened)', async () => {
      const long = `https://kefu.partner.example/chat?${'k=v&'.repeat(150)}end=1`;
      assert.equal((await setting(finance, { service_url: long })).statusCode, 200);
      const [row] = await audits('settings.update');
      assert.equal((row.detail as Record<string, { to: string }>).service_url.to, long);
      assert.equal((await setting(editor, { webcontent: `<p>${'欢迎'.repeat(200)}</p>` })).statusCode, 200);
      const [text] = await audits('settings.update');
      assert.ok(
        (text.detail as Record<string, { to: string }>).webcontent.to.endsWith('…'),
        'the welcome HTML is shortened',
      );
    });
  });

  test('content stays with the editor', async () => {
    assert.equal(
      (await adminCall(t.app, 'POST', '/admin/api/notices', editor, { kind: 'home', content: '维护通知' })).statusCode,
      200,
    );
    assert.equal(
      (await adminCall(t.app, 'POST', '/admin/api/notices', finance, { kind: 'home', content: '维护通知' })).statusCode,
      403,
    );
  });
});
