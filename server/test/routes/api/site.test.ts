import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { siteSettings } from '#app/db/schema/index';
import { createTestApp, json, post, type TestApp } from '#test/helpers/test-app';

describe('POST /api/app', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('answers the seeded appInfo without a session', async () => {
    const res = await post(t.app, '/api/app');
    assert.equal(res.statusCode, 200);
    const { code, data } = json(res);
    assert.equal(code, 200);
    assert.deepEqual(Object.keys(data).sort(), [
      'h5_url',
      'index_modal',
      'ios_download_qrcode',
      'ios_download_url',
      'redpacket_switch',
      'repair_tips',
      'site_logo',
      'site_state',
      'title',
      'webcontent',
    ]);
    assert.equal(data.title, '星耀娱乐');
    assert.equal(data.site_state, 1);
    assert.equal(data.redpacket_switch, 1);
    assert.equal(data.index_modal, 1);
    assert.equal(data.site_logo, '/assets/logo.svg');
    assert.match(data.repair_tips, /维护/);
    assert.match(data.webcontent, /欢迎来到星耀娱乐/);
  });

  test('webcontent is sanitised on the way out, and maintenance shows through site_state', async () => {
    await t.handle.db
      .update(siteSettings)
      .set({
        value:
          '<p onclick="steal()">公告</p><script>alert(1)</script><img src="javascript:alert(1)"><a href="javascript:x">链接</a>',
      })
      .where(eq(siteSettings.key, 'webcontent'));
    await t.handle.db.update(siteSettings).set({ value: '0' }).where(eq(siteSettings.key, 'site_state'));
    const { data } = json(await post(t.app, '/api/app', {}));
    assert.equal(data.site_state, 0);
    assert.ok(!/script|onclick|javascript/i.test(data.webcontent), data.webcontent);
    assert.match(data.webcontent, /<p>公告<\/p>/);
    assert.match(data.webcontent, /链接/);
  });

  test('missing settings fall back to safe defaults', async () => {
    await t.handle.db.delete(siteSettings);
    const { code, data } = json(await post(t.app, '/api/app'));
    assert.equal(code, 200);
    assert.equal(data.title, '星耀娱乐');
    assert.equal(data.site_state, 1);
    assert.equal(data.webcontent, '');
  });
});
