import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createAdminSession } from '#test/helpers/admin';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';

/** The classic 1×1 transparent GIF89a. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
const BOUNDARY = '----h5ArtworkBoundary';
const form = (data: Buffer, filename = 'banner.gif') =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/gif\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

describe('back office: artwork upload for banners and promotions', () => {
  let t: TestApp;
  let uploadsDir: string;
  let editor: string;
  const upload = (token: string, body: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/admin/api/uploads/artwork',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body,
    });

  before(async () => {
    uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'h5-artwork-'));
    t = await createTestApp({ uploadsDir });
    editor = await createAdminSession(t.handle.db, 'editor');
  });
  after(async () => {
    await t.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  test('an editor uploads a picture: a content-addressed site path, served only as an image, usable as a banner', async () => {
    const res = await upload(editor, form(GIF));
    assert.equal(res.statusCode, 200, res.body);
    const { url } = json(res).data;
    assert.match(url, /^\/uploads\/artwork\/[0-9a-f]{64}\.gif$/);
    assert.equal(json(await upload(editor, form(GIF, 'again.gif'))).data.url, url, 'the same picture, the same file');
    assert.equal(readdirSync(path.join(uploadsDir, 'artwork')).length, 1);
    const served = await t.app.inject({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/gif');
    assert.match(served.headers['content-security-policy'] as string, /sandbox/);
    const banner = await t.app.inject({
      method: 'POST',
      url: '/admin/api/banners',
      headers: { authorization: `Bearer ${editor}` },
      payload: { src: url, type: 1 },
    });
    assert.equal(banner.statusCode, 200, banner.body);
  });

  test('not a PNG or GIF, or not an editor: refused with the message, nothing stored', async () => {
    const svg = await upload(editor, form(SVG, 'x.svg'));
    assert.equal(svg.statusCode, 415);
    assert.equal(json(svg).message, '只支持 PNG 或 GIF 格式的图片');
    const finance = await createAdminSession(t.handle.db, 'finance');
    assert.equal((await upload(finance, form(GIF))).statusCode, 403);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/uploads/artwork/..%2f..%2fetc%2fpasswd' })).statusCode,
      404,
    );
  });

  test('GET /admin/api/artwork shows the picture on the console: uploaded artwork and drawn assets as images, any other path 404', async () => {
    const { url } = json(await upload(editor, form(GIF))).data;
    const finance = await createAdminSession(t.handle.db, 'finance');
    const preview = (src: string, token = finance) =>
      t.app.inject({
        method: 'GET',
        url: `/admin/api/artwork?src=${encodeURIComponent(src)}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const uploaded = await preview(url);
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    assert.equal(uploaded.headers['content-type'], 'image/gif');
    assert.deepEqual(uploaded.rawPayload, GIF);
    assert.match(uploaded.headers['content-security-policy'] as string, /sandbox/);
    assert.equal(uploaded.headers['x-content-type-options'], 'nosniff');
    const drawn = await preview('/assets/banners/banner-1.svg', editor);
    assert.equal(drawn.statusCode, 200);
    assert.match(drawn.headers['content-type'] as string, /^image\/svg\+xml/);
    for (const src of [
      '/api/user',
      '/uploads/avatars/x.png',
      '/uploads/artwork/../../etc/passwd',
      'https://example.com/a.png',
      '/uploads/artwork/missing.png',
      '/assets/../remotes.json',
    ]) {
      const res = await preview(src);
      assert.equal(res.statusCode, 404, src);
      assert.equal(json(res).message, '图片不存在', src);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/admin/api/artwork?src=${encodeURIComponent(url)}` });
    assert.equal(anonymous.statusCode, 401);
  });
});
