import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { listenConsole } from '#app/plugins/app/console/origin';
import { createTestApp, type TestApp } from '#test/helpers/test-app';

/** The app on a real port (the player site) and the console's listener on another, as `npm start` runs them. */
describe('the back-office console on its own origin', () => {
  let t: TestApp;
  let consoleServer: Server;
  let site: string;
  let consoleUrl: string;
  const dist = mkdtempSync(path.join(tmpdir(), 'h5-console-dist-'));

  before(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>后台</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'main.1a2b3c4d.js'), 'console.log(1)');
    t = await createTestApp({ console: { dist } });
    site = await t.app.listen({ port: 0, host: '127.0.0.1' });
    consoleServer = await listenConsole(t.app, 0, '127.0.0.1');
    consoleUrl = `http://127.0.0.1:${(consoleServer.address() as AddressInfo).port}`;
  });
  after(async () => {
    await new Promise((r) => consoleServer.close(r));
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const signIn = (headers: Record<string, string> = { 'x-h5-console': '1' }) =>
    fetch(`${consoleUrl}/admin/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ username: 'admin', password: 'admin888' }),
    });

  test('the console page and its files: strict headers, no framing, hashed files cached for good', async () => {
    for (const p of ['/', '/cashier/deposits']) {
      const res = await fetch(`${consoleUrl}${p}`);
      assert.equal(res.status, 200, p);
      assert.match(await res.text(), /<title>后台<\/title>/);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /script-src 'self'(;|$)/);
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      assert.equal(res.headers.get('cache-control'), 'no-cache');
    }
    const js = await fetch(`${consoleUrl}/assets/main.1a2b3c4d.js`);
    assert.equal(js.status, 200);
    assert.match(js.headers.get('content-type') ?? '', /javascript/);
    assert.match(js.headers.get('cache-control') ?? '', /immutable/);
    assert.equal((await fetch(`${consoleUrl}/assets/missing.js`)).status, 404);
    // a path that climbs out of the build stays inside it: a page path is the console page, a file is not found
    const climb = await fetch(`${consoleUrl}/..%2f..%2f..%2f..%2fetc%2fpasswd`);
    assert.doesNotMatch(await climb.text(), /root:/);
    assert.equal((await fetch(`${consoleUrl}/..%2f..%2fpackage.json`)).status, 404);
    // the player API and the player site's files do not exist on the console's origin
    assert.equal((await fetch(`${consoleUrl}/api/app`, { method: 'POST' })).status, 404);
    // and the console's page is not on the player site
    const onSite = await fetch(`${site}/`);
    assert.doesNotMatch(await onSite.text(), /<title>后台<\/title>/);
  });

  test('sign-in sets an HttpOnly, SameSite=Strict cookie and answers no token; the cookie is the session', async () => {
    const res = await signIn();
    assert.equal(res.status, 200);
    const body = (await res.json()) as { data: Record<string, unknown> };
    assert.equal(body.data.token, undefined, 'no token readable by script');
    assert.equal(body.data.second_factor, 'none');
    const cookie = res.headers.get('set-cookie') ?? '';
    assert.match(cookie, /^h5_admin=adm_[A-Za-z0-9_-]{43}; /);
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Strict/);
    assert.match(cookie, /Path=\/admin\/api/);
    assert.doesNotMatch(cookie, /Secure/, 'plain HTTP (local): no Secure flag');
    const session = cookie.split(';')[0];
    const me = await fetch(`${consoleUrl}/admin/api/me`, { headers: { cookie: session } });
    assert.equal(me.status, 200);
    assert.equal(me.headers.get('cache-control'), 'no-store');
    assert.equal(((await me.json()) as { data: { username: string } }).data.username, 'admin');
    // the same cookie means nothing on the player site's origin
    const onSite = await fetch(`${site}/admin/api/me`, { headers: { cookie: session } });
    assert.equal(onSite.status, 401);

    // a state change without the console's header, or from another origin: refused, nothing done
    const refused: Record<string, string>[] = [{}, { 'x-h5-console': '1', origin: 'http://evil.example' }];
    for (const headers of refused) {
      const out = await fetch(`${consoleUrl}/admin/api/logout`, {
        method: 'POST',
        headers: { cookie: session, 'content-type': 'application/json', ...headers },
        body: '{}',
      });
      assert.equal(out.status, 403);
      assert.equal(((await out.json()) as { message: string }).message, '请求来源校验失败，请刷新后台页面后重试');
    }
    assert.equal((await fetch(`${consoleUrl}/admin/api/me`, { headers: { cookie: session } })).status, 200);

    const out = await fetch(`${consoleUrl}/admin/api/logout`, {
      method: 'POST',
      headers: { cookie: session, 'content-type': 'application/json', 'x-h5-console': '1', origin: consoleUrl },
      body: '{}',
    });
    assert.equal(out.status, 200);
    assert.match(out.headers.get('set-cookie') ?? '', /h5_admin=; Max-Age=0/);
    assert.equal((await fetch(`${consoleUrl}/admin/api/me`, { headers: { cookie: session } })).status, 401);
  });

  test('a sign-in without the console header (a form posted from another site) is refused before any check', async () => {
    const res = await signIn({});
    assert.equal(res.status, 403);
    assert.equal(res.headers.get('set-cookie'), null);
  });

  test('sign out everywhere ends every session of the admin', async () => {
    const a = ((await signIn()).headers.get('set-cookie') ?? '').split(';')[0];
    const b = ((await signIn()).headers.get('set-cookie') ?? '').split(';')[0];
    const all = await fetch(`${consoleUrl}/admin/api/logout-all`, {
      method: 'POST',
      headers: { cookie: a, 'content-type': 'application/json', 'x-h5-console': '1' },
      body: '{}',
    });
    assert.equal(all.status, 200);
    for (const s of [a, b])
      assert.equal((await fetch(`${consoleUrl}/admin/api/me`, { headers: { cookie: s } })).status, 401);
  });
});
