// Issue 14: Strict-Transport-Security only when the site is served over HTTPS — behind a proxy that says so
// (X-Forwarded-Proto: https, with TRUST_PROXY) — and never on plain HTTP or on a header from an untrusted client.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '#test/helpers/test-app';

const get = async (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers });

describe('Strict-Transport-Security', () => {
  let proxied: TestApp;
  let direct: TestApp;
  let proxiedBase: string;
  let directBase: string;

  before(async () => {
    proxied = await createTestApp({ seed: false, trustProxy: true });
    direct = await createTestApp({ seed: false });
    for (const t of [proxied, direct]) await t.app.listen({ port: 0, host: '127.0.0.1' });
    proxiedBase = `http://127.0.0.1:${(proxied.app.server.address() as AddressInfo).port}`;
    directBase = `http://127.0.0.1:${(direct.app.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await proxied?.close();
    await direct?.close();
  });

  test('behind a trusted proxy that says https: present on API answers, errors and unknown paths', async () => {
    for (const path of ['/api/app', '/api/nope', '/nowhere']) {
      const res = await get(proxiedBase, path, { 'x-forwarded-proto': 'https' });
      assert.equal(res.headers.get('strict-transport-security'), 'max-age=63072000; includeSubDomains', path);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    }
  });

  test('plain HTTP: absent (local development), also behind the proxy when it says http', async () => {
    assert.equal((await get(directBase, '/api/app')).headers.get('strict-transport-security'), null);
    assert.equal((await get(proxiedBase, '/api/app')).headers.get('strict-transport-security'), null);
    assert.equal(
      (await get(proxiedBase, '/api/app', { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security'),
      null,
    );
  });

  test('a client claiming https without a trusted proxy: absent', async () => {
    assert.equal(
      (await get(directBase, '/api/app', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'),
      null,
    );
  });
});
