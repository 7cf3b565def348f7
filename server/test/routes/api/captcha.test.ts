import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CAPTCHA_ALPHABET, drawCaptcha } from '#app/plugins/app/captcha/captcha-image';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';

describe('GET /api/captcha', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: false, testCaptchaCode: undefined });
  });
  after(() => t.close());

  test('answers an id and an SVG image with four glyphs from the unambiguous alphabet', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const body = json(res);
    assert.equal(body.code, 200);
    assert.match(body.data.id, /^[A-Za-z0-9_-]{22}$/);
    assert.match(body.data.img, /^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.data.img.split(',')[1], 'base64').toString('utf8');
    assert.match(svg, /^<svg [^>]*width="100" height="36"/);
    const glyphs = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    assert.equal(glyphs.length, 4);
    for (const g of glyphs) assert.ok(CAPTCHA_ALPHABET.includes(g), `${g} is in the alphabet`);
    assert.match(svg, /rotate\(/);
    assert.ok((svg.match(/<path /g) ?? []).length >= 2, 'noise curves are drawn');
  });

  test('issues a different id and code each time', async () => {
    const a = json(await t.app.inject({ method: 'GET', url: '/api/captcha' })).data;
    const b = json(await t.app.inject({ method: 'GET', url: '/api/captcha' })).data;
    assert.notEqual(a.id, b.id);
    assert.notEqual(a.img, b.img);
  });

  test('the alphabet has none of the look-alike characters', () => {
    for (const ch of '0O1IL2Z5S8B') assert.ok(!CAPTCHA_ALPHABET.includes(ch), ch);
    const svg = drawCaptcha('<&>"');
    for (const entity of ['&#60;', '&#38;', '&#62;', '&#34;']) assert.ok(svg.includes(`>${entity}</text>`), `${entity} is escaped`);
  });
});

describe('GET /api/captcha with TEST_CAPTCHA_CODE', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: false, testCaptchaCode: 'XY34' });
  });
  after(() => t.close());

  test('every image shows the configured code', async () => {
    const body = json(await t.app.inject({ method: 'GET', url: '/api/captcha' }));
    const svg = Buffer.from(body.data.img.split(',')[1], 'base64').toString('utf8');
    const glyphs = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
    assert.equal(glyphs, 'XY34');
  });
});
