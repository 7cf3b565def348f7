import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BANK_ICON_CODES } from '#app/plugins/app/artwork/bank-icons';
import { BANK_CODES } from '#app/plugins/app/cashier/pay-config';
import { GENERATED_SVG_CSP } from '#app/routes/assets/svg-headers';
import { createTestApp, type TestApp } from '#test/helpers/test-app';

describe('GET /assets/banks/<code>.svg', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: false });
  });
  after(() => t.close());

  test('every bank code the cashier hands out has a badge with its short Chinese name', async () => {
    const codes = [...Object.values(BANK_CODES), 'bank', 'usdt'];
    assert.deepEqual([...codes].sort(), [...BANK_ICON_CODES].sort());
    const shorts = new Set<string>();
    for (const code of codes) {
      const res = await t.app.inject({ method: 'GET', url: `/assets/banks/${code}.svg` });
      assert.equal(res.statusCode, 200, code);
      assert.equal(res.headers['content-type'], 'image/svg+xml; charset=utf-8');
      assert.equal(res.headers['cache-control'], 'public, max-age=86400');
      assert.equal(res.headers['content-security-policy'], GENERATED_SVG_CSP);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.match(res.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="96" height="96"/);
      assert.doesNotMatch(res.body, /<script|<image|href=|on[a-z]+=/i);
      const short = /<text[^>]*>([^<]+)<\/text>/.exec(res.body)?.[1];
      assert.ok(short, `${code} has a name`);
      shorts.add(short);
    }
    assert.equal(shorts.size, codes.length, 'no two badges share a name');
    const icbc = (await t.app.inject({ method: 'GET', url: '/assets/banks/icbc.svg' })).body;
    assert.match(icbc, /aria-label="中国工商银行"/);
    assert.match(icbc, />工商<\/text>/);
    assert.match((await t.app.inject({ method: 'GET', url: '/assets/banks/usdt.svg' })).body, />USDT<\/text>/);
  });

  test('unknown or malformed names are a 404 or 400, never a file of the build', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/assets/banks/hsbc.svg' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/assets/banks/constructor.svg' })).statusCode, 404);
    for (const bad of [
      '/assets/banks/..%2F..%2Fpackage.json',
      '/assets/banks/ICBC.svg',
      '/assets/banks/icbc.png',
      '/assets/banks/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: bad });
      assert.ok([400, 404].includes(res.statusCode), `${bad} → ${res.statusCode}`);
      assert.doesNotMatch(res.body, /"name":/);
    }
  });
});
