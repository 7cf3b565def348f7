// Issue 14: /api/getGameUrl builds launch addresses from the configured public address of the site (PUBLIC_URL, else
// the listening address), never from the request's Host header: a forged Host never reaches a URL.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { request as httpRequest } from 'node:http';
import { newPlayer } from '#test/helpers/cashier';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';

/** a raw HTTP request whose Host header is whatever we say (fetch would not let us forge it) */
function rawPost(
  port: number,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('launch URLs never come from the Host header', () => {
  let configured: TestApp;
  let plain: TestApp;

  before(async () => {
    configured = await createTestApp({ publicUrl: 'https://h5.example.com', trustProxy: true });
    plain = await createTestApp();
    for (const t of [configured, plain]) await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await configured?.close();
    await plain?.close();
  });

  test('with PUBLIC_URL: the launch URL is on it, whatever Host / X-Forwarded-Host say', async () => {
    const p = await newPlayer(configured.app);
    const port = (configured.app.server.address() as AddressInfo).port;
    const res = await rawPost(
      port,
      '/api/getGameUrl',
      { plat_name: 'ag' },
      {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        authorization: `Bearer ${p.token}`,
      },
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const url = new URL(res.body.data.url);
    assert.equal(url.origin, 'https://h5.example.com');
    assert.ok(!JSON.stringify(res.body).includes('evil.example'));
  });

  test('without it: the listening address', async () => {
    const p = await newPlayer(plain.app);
    const port = (plain.app.server.address() as AddressInfo).port;
    const res = await rawPost(
      port,
      '/api/getGameUrl',
      { plat_name: 'ag' },
      { host: 'evil.example:666', authorization: `Bearer ${p.token}` },
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(new URL(res.body.data.url).origin, `http://127.0.0.1:${port}`);
    assert.ok(!JSON.stringify(res.body).includes('evil.example'));
    // and through inject (no listening socket involved in the request): the same address
    const injected = await plain.app.inject({
      method: 'POST',
      url: '/api/getGameUrl',
      payload: { plat_name: 'ag' },
      headers: { host: 'evil.example', authorization: `Bearer ${p.token}` },
    });
    assert.equal(new URL(json(injected).data.url).origin, `http://127.0.0.1:${port}`);
  });
});
