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
});
