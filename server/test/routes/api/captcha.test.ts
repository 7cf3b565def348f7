import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CAPTCHA_ALPHABET, drawCaptcha } from '#app/plugins/app/captcha/captcha-image';
import { eq } from 'drizzle-orm';
import { captchas } from '#app/db/schema/index';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';

/** Only shapes: a background rect, polylines whose points are numbers, circles; no text node, font or transform. */
function assertNoReadableAnswer(svg: string) {
  assert.ok(
    !/<text|<tspan|font|<use|<symbol|<glyph|href|transform|<title|<desc/i.test(svg),
    'no text, font or reusable glyph',
  );
  const inner = svg.replace(/^<svg [^>]*>/, '').replace(/<\/svg>$/, '');
  const elements = inner.match(/<[^>]*>/g) ?? [];
  assert.equal(elements.join(''), inner, 'no text between the elements');
  for (const el of elements) {
    assert.match(el, /^<(rect|polyline|circle) [^>]*\/>$/, el.slice(0, 60));
    const points = /\spoints="([^"]*)"/.exec(el);
    if (points) assert.match(points[1], /^[-\d., ]+$/, 'outlines are only numbers');
    assert.ok(!/[A-Z]/.test(el), 'no capital letter anywhere (every answer letter is one)');
  }
}

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
    assertNoReadableAnswer(svg);
    assert.ok((svg.match(/<polyline /g) ?? []).length >= 8, 'glyph outlines and noise curves are drawn as polylines');
    assert.ok((svg.match(/<circle /g) ?? []).length >= 10, 'noise dots');
  });

  test('the markup never carries the answer: no <text>, no font, no answer characters, only shapes (issue 14)', async () => {
    const [row] = await t.handle.db.select().from(captchas).limit(1);
    assert.ok(row, 'an issued captcha is stored');
    for (let i = 0; i < 20; i++) {
      const { id, img } = json(await t.app.inject({ method: 'GET', url: '/api/captcha' })).data;
      const svg = Buffer.from(img.split(',')[1], 'base64').toString('utf8');
      assertNoReadableAnswer(svg);
      const [stored] = await t.handle.db.select().from(captchas).where(eq(captchas.id, id));
      const body = svg.replace(/^<svg [^>]*>/, '');
      // letters are nowhere in the markup (digits are, as coordinates, and tell nothing)
      for (const ch of stored.answer.replace(/\d/g, ''))
        assert.ok(!body.includes(ch), `the answer's ${ch} is nowhere in the markup`);
    }
  });

  test('issues a different id and code each time', async () => {
    const a = json(await t.app.inject({ method: 'GET', url: '/api/captcha' })).data;
    const b = json(await t.app.inject({ method: 'GET', url: '/api/captcha' })).data;
    assert.notEqual(a.id, b.id);
    assert.notEqual(a.img, b.img);
  });

  test('the alphabet has none of the look-alike characters; any letter or digit can be drawn, markup characters never are', () => {
    for (const ch of '0O1IL2Z5S8B') assert.ok(!CAPTCHA_ALPHABET.includes(ch), ch);
    const svg = drawCaptcha('<&>"');
    assert.ok(!/[<&>"]/.test(svg.replace(/<\/?[a-z]+( [a-zA-Z-]+="[^"<>&]*")*\/?>/g, '')), 'nothing but elements');
    for (const ch of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') assertNoReadableAnswer(drawCaptcha(ch));
    const glyphPaths = (code: string) => (drawCaptcha(code).match(/stroke-linecap="round"/g) ?? []).length;
    for (const ch of 'AB12XY34') assert.ok(glyphPaths(ch) >= 1, `${ch} is drawn`);
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
    assertNoReadableAnswer(svg);
    const [row] = await t.handle.db.select().from(captchas).where(eq(captchas.id, body.data.id));
    assert.equal(row.answer, 'XY34');
    assert.ok(!svg.replace(/^<svg [^>]*>/, '').match(/[XY]/), 'the letters of the code are nowhere in the markup');
  });
});
