import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import QRCode from 'qrcode';
import { siteSettings } from '#app/db/schema/index';
import { APP_QR_OPTIONS } from '#app/plugins/app/artwork/app-qrcode';
import { GENERATED_SVG_CSP } from '#app/routes/assets/svg-headers';
import { SITE_SETTINGS } from '#app/db/seed/content';
import { createTestApp, type TestApp } from '#test/helpers/test-app';

/** The dark modules of a `qrcode` SVG, read back from its path (`M x y+.5 h n`, `m dx dy h n`), as "x,y" cells. */
function darkCells(svg: string): Set<string> {
  const d = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)?.[1];
  assert.ok(d, 'the SVG has a module path');
  const cells = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?:\s(-?[\d.]+))?/g)) {
    if (op === 'M') [x, y] = [Number(a), Number(b)];
    else if (op === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else for (let i = 0; i < Number(a); i++) cells.add(`${x++},${Math.floor(y)}`);
  }
  return cells;
}

/** What `qrcode` itself encodes for `text`: its dark modules, shifted by the margin. */
function expectedCells(text: string): Set<string> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: APP_QR_OPTIONS.errorCorrectionLevel });
  const cells = new Set<string>();
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++)
      if (modules.get(r, c)) cells.add(`${c + APP_QR_OPTIONS.margin},${r + APP_QR_OPTIONS.margin}`);
  }
  return cells;
}

describe('GET /assets/app-qrcode.svg', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ publicUrl: 'https://play.example.com' });
  });
  after(() => t.close());

  const setSetting = (key: string, value: string) =>
    t.handle.db
      .insert(siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/assets/app-qrcode.svg', headers });

  test('the seeded ios_download_url, as qrcode draws it, with revalidation and a restrictive CSP', async () => {
    const res = await get();
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/svg+xml; charset=utf-8');
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.headers['content-security-policy'], GENERATED_SVG_CSP);
    assert.ok(res.headers.etag, 'an ETag');
    const url = SITE_SETTINGS.ios_download_url;
    assert.equal(res.body, await QRCode.toString(url, APP_QR_OPTIONS));
    assert.deepEqual(darkCells(res.body), expectedCells(url), 'the drawn modules are those of the download address');
    assert.notDeepEqual(darkCells(res.body), expectedCells(`${url}x`));

    const again = await get({ 'if-none-match': String(res.headers.etag) });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
  });

  test("an operator's change of ios_download_url shows on the next request", async () => {
    const before = await get();
    await setSetting('ios_download_url', 'https://dl.example.org/app/v2?from=qr');
    const after = await get({ 'if-none-match': String(before.headers.etag) });
    assert.equal(after.statusCode, 200, 'the old ETag no longer matches');
    assert.notEqual(after.headers.etag, before.headers.etag);
    assert.notEqual(after.body, before.body);
    assert.equal(after.body, await QRCode.toString('https://dl.example.org/app/v2?from=qr', APP_QR_OPTIONS));
    assert.deepEqual(darkCells(after.body), expectedCells('https://dl.example.org/app/v2?from=qr'));
  });

  test('without a download address: the site /app page at h5_url, else at the public address', async () => {
    await setSetting('ios_download_url', '');
    await setSetting('h5_url', 'https://m.example.net/');
    assert.equal((await get()).body, await QRCode.toString('https://m.example.net/#/app', APP_QR_OPTIONS));

    await setSetting('h5_url', '');
    const res = await get({ host: 'forged.example.com:8443' });
    assert.equal(res.statusCode, 200);
    assert.equal(
      res.body,
      await QRCode.toString('https://play.example.com/#/app', APP_QR_OPTIONS),
      'PUBLIC_URL, never the Host header',
    );
    assert.deepEqual(darkCells(res.body), expectedCells('https://play.example.com/#/app'));

    await setSetting('ios_download_url', SITE_SETTINGS.ios_download_url);
    await setSetting('h5_url', SITE_SETTINGS.h5_url);
  });
});
