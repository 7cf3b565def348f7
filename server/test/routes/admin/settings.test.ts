import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { auditLog, siteSettings } from '#app/db/schema/index';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';
import { adminCall } from './helpers';

describe('back office: site settings', () => {
  let t: TestApp;
  let editor: string;
  /** batches that mix content keys (editor) and money keys (finance: rates, fees, red-packet switch — issue 14) */
  let superAdmin: string;
  const stored = async (key: string) =>
    (await t.handle.db.select().from(siteSettings).where(eq(siteSettings.key, key)))[0]?.value;

  before(async () => {
    t = await createTestApp();
    editor = await createAdminSession(t.handle.db, 'editor', 'content_ed');
    superAdmin = await createAdminSession(t.handle.db, 'super');
  });
  after(() => t.close());

  test('GET answers every known key', async () => {
    const res = json(await adminCall(t.app, 'GET', '/admin/api/settings', editor));
    assert.equal(res.code, 200);
    assert.equal(res.data.site_state, '1');
    assert.equal(res.data.title, '星耀娱乐');
    assert.ok('withdrawfeeusdttrc' in res.data);
  });

  test('maintenance on and off: the player API follows, one audit row per change', async () => {
    let res = await adminCall(t.app, 'PATCH', '/admin/api/settings', editor, {
      site_state: 0,
      repair_tips: '  升级维护中，预计一小时  ',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(json(res).data.site_state, '0');
    let app = json(await post(t.app, '/api/app'));
    assert.equal(app.data.site_state, 0);
    assert.equal(app.data.repair_tips, '升级维护中，预计一小时');
    res = await adminCall(t.app, 'PATCH', '/admin/api/settings', editor, { site_state: '1' });
    assert.equal(json(res).data.site_state, '1');
    app = json(await post(t.app, '/api/app'));
    assert.equal(app.data.site_state, 1);
    const rows = await t.handle.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    assert.equal(rows.length, 2);
    assert.equal(rows[0].actor, 'content_ed');
    assert.deepEqual(rows[0].detail.site_state, { from: '1', to: '0' });
  });

  test('refusals: out-of-range flags, javascript: links, bad decimals, unknown keys, wrong types; nothing is written', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ site_state: 2 }, 'site_state 只能是 0 或 1'],
      [{ site_state: '2' }, 'site_state 只能是 0 或 1'],
      [{ redpacket_switch: -1 }, 'redpacket_switch 只能是 0 或 1'],
      [{ index_modal: 'yes' }, 'index_modal 只能是 0 或 1'],
      [{ ios_download_url: 'javascript:alert(1)' }, 'ios_download_url 必须是 http:// 或 https:// 链接'],
      [{ ios_download_url: 'JaVaScRiPt:alert(1)' }, 'ios_download_url 必须是 http:// 或 https:// 链接'],
      [{ h5_url: 'ftp://example.com' }, 'h5_url 必须是 http:// 或 https:// 链接'],
      [{ h5_url: '//evil.example' }, 'h5_url 必须是 http:// 或 https:// 链接'],
      [{ ios_download_qrcode: 'data:image/svg+xml,<svg onload=alert(1)>' }, /ios_download_qrcode 必须是/],
      [{ site_logo: '//evil.example/x.png' }, /site_logo 必须是/],
      [{ usdtrate: '0' }, 'usdtrate 必须大于0'],
      [{ usdtrate: '-7.2' }, 'usdtrate 必须是不超过4位小数的数字（整数部分最多6位）'],
      [{ usdtrate: '7.123456' }, 'usdtrate 必须是不超过4位小数的数字（整数部分最多6位）'],
      [{ withdrawcashfee: '1e3' }, 'withdrawcashfee 必须是不超过2位小数的数字（整数部分最多6位）'],
      [{ withdrawcashfee: '1.234' }, 'withdrawcashfee 必须是不超过2位小数的数字（整数部分最多6位）'],
      [{ title: '' }, 'title 不能为空'],
      [{ title: '标'.repeat(33) }, 'title 不能超过32个字'],
      [{ admin_password: 'x' }, '未知的设置项：admin_password'],
      [{ site_state: 0, nope: 1 }, '未知的设置项：nope'],
      [{}, '请至少提供一项设置'],
      [{ site_state: true }, /^参数错误：site_state/],
      [{ title: { a: 1 } }, /^参数错误：title/],
      [{ webcontent: 'x'.repeat(25_000) }, 'webcontent 不能超过20000个字符'],
    ];
    for (const [payload, message] of cases) {
      const res = await adminCall(t.app, 'PATCH', '/admin/api/settings', superAdmin, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 80));
      if (typeof message === 'string') assert.equal(json(res).message, message);
      else assert.match(json(res).message, message);
    }
    assert.equal(await stored('site_state'), '1', 'a refused batch writes nothing, not even its valid keys');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/settings',
      headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
      payload: '{"site_state":',
    });
    assert.equal(bad.statusCode, 400);
  });

  test('links, decimals and the welcome HTML are cleaned on write', async () => {
    const res = await adminCall(t.app, 'PATCH', '/admin/api/settings', superAdmin, {
      ios_download_url: 'https://dl.example.com/app.ipa',
      ios_download_qrcode: '/assets/qr.png',
      usdtrate: '7.3',
      withdrawcashfee: 3,
      webcontent:
        '<p onclick="steal()">欢迎<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">点我</a></p>',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(await stored('usdtrate'), '7.30');
    assert.equal(await stored('withdrawcashfee'), '3.00');
    const html = (await stored('webcontent')) as string;
    assert.ok(html.includes('欢迎'));
    for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:'])
      assert.ok(!html.includes(bad), `${bad} removed: ${html}`);
    const app = json(await post(t.app, '/api/app'));
    assert.equal(app.data.ios_download_url, 'https://dl.example.com/app.ipa');
    assert.equal(app.data.webcontent, html);
  });
});
