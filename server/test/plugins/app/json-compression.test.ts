// Issue 24: the API's longer JSON answers travel gzipped to a client that accepts it (the lobby's game list, records
// pages, the console's tables); short ones (the balance poll) and clients that refuse gzip get plain JSON; the hooks
// that read an answer (the idempotency store) see it before it is compressed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import type { RouteOptions } from 'fastify';
import { JSON_GZIP_MIN_BYTES, acceptsGzip } from '#app/plugins/app/json-compression';
import { createTestApp, type TestApp } from '#test/helpers/test-app';

describe('gzip of the API answers', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];

  before(async () => {
    t = await createTestApp({ onRoute: (route) => void routes.push(route as RouteOptions) });
  });
  after(async () => t?.close());

  const gameList = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/game/list', headers });

  test('the lobby game list, asked with Accept-Encoding: gzip, arrives gzipped and unpacks to the same JSON', async () => {
    const plain = await gameList();
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length >= JSON_GZIP_MIN_BYTES, `the seeded list is ${plain.rawPayload.length} bytes`);
    assert.match(String(plain.headers.vary), /Accept-Encoding/);

    const packed = await gameList({ 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(packed.statusCode, 200);
    assert.equal(packed.headers['content-encoding'], 'gzip');
    assert.match(String(packed.headers.vary), /Accept-Encoding/);
    assert.equal(Number(packed.headers['content-length']), packed.rawPayload.length);
    assert.ok(packed.rawPayload.length < plain.rawPayload.length / 2, 'less than half the bytes');
    assert.deepEqual(JSON.parse(gunzipSync(packed.rawPayload).toString('utf8')), plain.json());
  });

  test('gzip refused (q=0, identity) or short answers: plain JSON', async () => {
    for (const header of ['gzip;q=0', 'identity', 'br', '*;q=0']) {
      const res = await gameList({ 'accept-encoding': header });
      assert.equal(res.headers['content-encoding'], undefined, header);
      assert.ok(Array.isArray(res.json().data), header);
    }
    // the app's settings: a short answer stays as it is, whatever the client accepts
    const app = await t.app.inject({ method: 'POST', url: '/api/app', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(app.statusCode, 200);
    if (app.rawPayload.length < JSON_GZIP_MIN_BYTES) assert.equal(app.headers['content-encoding'], undefined);
    const balance = await t.app.inject({
      method: 'POST',
      url: '/api/balance',
      headers: { 'accept-encoding': 'gzip' },
      payload: {},
    });
    assert.equal(balance.statusCode, 401);
    assert.equal(balance.headers['content-encoding'], undefined);
    assert.equal(balance.json().code, 401);
  });

  test('Accept-Encoding parsing', () => {
    assert.equal(acceptsGzip('gzip'), true);
    assert.equal(acceptsGzip('deflate, GZIP;q=0.5'), true);
    assert.equal(acceptsGzip('*'), true);
    assert.equal(acceptsGzip(['br', 'gzip']), true);
    assert.equal(acceptsGzip('gzip;q=0'), false);
    assert.equal(acceptsGzip('gzip; q=0.0'), false);
    assert.equal(acceptsGzip('x-gzip2, br'), false);
    assert.equal(acceptsGzip(undefined), false);
  });

  test("compression is the last onSend hook of every API route, after the idempotency store's", () => {
    const api = routes.filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/admin/api/'));
    assert.ok(api.length > 50);
    for (const route of api) {
      const hooks = [route.onSend ?? []].flat() as { name: string }[];
      assert.equal(hooks.at(-1)?.name, 'compressJson', `${route.method} ${route.url}`);
    }
    const transfer = api.find((r) => r.url === '/api/transfer' && r.method === 'POST');
    const names = ([transfer?.onSend ?? []].flat() as { name: string }[]).map((h) => h.name);
    assert.ok(names.length >= 2, `POST /api/transfer onSend: ${names.join(', ')}`);
  });
});
