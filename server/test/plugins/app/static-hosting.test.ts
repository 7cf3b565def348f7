import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { resolveReleasesDir } from '#app/plugins/app/static-hosting';
import { CONTENT_SECURITY_POLICY } from '#app/plugins/external/security-headers';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

function assertSecurityHeaders(headers: Record<string, unknown>, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) assert.equal(headers[name], value, `${what}: ${name}`);
}

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

describe('static hosting', () => {
  let t: TestApp;
  let root: string;
  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'h5-static-'));
    write(path.join(root, 'host/dist/index.html'), '<!doctype html><title>星耀娱乐</title>');
    write(path.join(root, 'host/dist/static/js/main.3f9a1c2b7d.js'), 'console.log(1)');
    write(path.join(root, 'host/dist/assets/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write(path.join(root, 'host/dist/assets/notes.txt'), 'not a picture');
    write(path.join(root, 'host/dist/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write(path.join(root, 'host/dist/.env'), 'SECRET=1');
    write(path.join(root, 'remote-games/dist/remoteEntry.js'), 'var games;');
    write(path.join(root, 'remote-games/dist/static/js/412.a1b2c3d4e5f6.js'), 'chunk');
    write(path.join(root, 'remote-games/dist/version.json'), JSON.stringify({ version: '1.4.2' }));
    write(path.join(root, 'remote-games/dist/routes.json'), JSON.stringify([{ path: '/concise', cache: true }]));
    write(path.join(root, 'remote-money/dist/remoteEntry.js'), 'var money;');
    write(path.join(root, 'remote-money/dist/routes.json'), '{not json');
    // remote-account has no build; remote-promotions has a folder but no entry.
    mkdirSync(path.join(root, 'remote-promotions/dist'), { recursive: true });
    t = await createTestApp({
      seed: false,
      static: {
        hostDist: path.join(root, 'host/dist'),
        remoteDists: {
          games: path.join(root, 'remote-games/dist'),
          money: path.join(root, 'remote-money/dist'),
          account: path.join(root, 'remote-account/dist'),
          promotions: path.join(root, 'remote-promotions/dist'),
        },
      },
    });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  test('serves the host index at / without caching', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.match(res.headers['content-type'] as string, /text\/html/);
      assert.match(res.body, /星耀娱乐/);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assertSecurityHeaders(res.headers, url);
    }
  });

  test("hashed assets are cached for a year, the shell's pictures for a day, others revalidate", async () => {
    const hashed = await get('/static/js/main.3f9a1c2b7d.js');
    assert.equal(hashed.statusCode, 200);
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    const logo = await get('/assets/logo.svg');
    assert.equal(logo.statusCode, 200);
    assert.equal(logo.headers['cache-control'], 'public, max-age=86400');
    // not a picture, or not in assets/: revalidated
    for (const url of ['/assets/notes.txt', '/logo.svg']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers['cache-control'], 'no-cache', url);
    }
  });

  test('serves each remote under /remotes/<name>/', async () => {
    const entry = await get('/remotes/games/remoteEntry.js');
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'var games;');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assertSecurityHeaders(entry.headers, 'remote entry');
    const chunk = await get('/remotes/games/static/js/412.a1b2c3d4e5f6.js');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get('/remotes/account/remoteEntry.js')).statusCode, 404);
    assert.equal((await get('/remotes/unknown/remoteEntry.js')).statusCode, 404);
  });

  test('/remotes.json lists the built remotes with version and routes', async () => {
    const res = await get('/remotes.json');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.deepEqual(res.json(), {
      games: { entry: '/remotes/games/remoteEntry.js', version: '1.4.2', routes: [{ path: '/concise', cache: true }] },
      money: { entry: '/remotes/money/remoteEntry.js', version: 'dev', routes: [] },
    });
  });

  test('never serves dotfiles or files outside the build', async () => {
    for (const url of [
      '/.env',
      '/../package.json',
      '/%2e%2e/package.json',
      '/static/%2e%2e/%2e%2e/%2e%2e/package.json',
      '/remotes/games/..%2f..%2fhost/dist/index.html',
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.ok(!res.body.includes('SECRET'), url);
    }
  });

  test('unknown /api paths get the JSON envelope, never the front end', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/api'],
      ['GET', '/api/'],
      ['GET', '/api/captcha/extra'],
      ['POST', '/api/game/list'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      assert.equal(res.statusCode, 404, `${method} ${url}`);
      assert.deepEqual(res.json(), { code: 404, message: '接口不存在', data: null }, `${method} ${url}`);
      assert.match(res.headers['content-type'] as string, /application\/json/);
      assertSecurityHeaders(res.headers, url);
    }
    const page = await get('/no-such-file.js');
    assert.equal(page.statusCode, 404);
    assert.equal(json(page).message, '页面不存在');
  });

  test('API responses carry the security headers and no CORS header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/app', headers: { origin: 'https://evil.example' } });
    assertSecurityHeaders(res.headers, '/api/app');
    assert.equal(res.headers['access-control-allow-origin'], undefined);
  });
});

describe('static hosting without any build', () => {
  let t: TestApp;
  let root: string;
  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'h5-empty-'));
    t = await createTestApp({
      seed: false,
      static: { hostDist: path.join(root, 'host/dist'), remoteDists: { games: path.join(root, 'remote-games/dist') } },
    });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('/ explains how to build the front end, and the API still works', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /前端尚未构建/);
    assert.match(res.body, /npm run build/);
    assertSecurityHeaders(res.headers, '/');
    assert.deepEqual((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json(), {});
    assert.equal(json(await t.app.inject({ method: 'POST', url: '/api/app' })).code, 200);
  });

  test('a build made while the server runs is served without a restart', async () => {
    write(path.join(root, 'host/dist/index.html'), '<!doctype html><title>已构建</title>');
    write(path.join(root, 'remote-games/dist/remoteEntry.js'), 'var games;');
    assert.match((await t.app.inject({ method: 'GET', url: '/' })).body, /已构建/);
    assert.deepEqual(Object.keys((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json()), ['games']);
  });
});

describe('static hosting of published versions (release folder)', () => {
  let t: TestApp;
  let root: string;
  let releases: string;
  const V1 = '20250101-120000-aaaaaaaa';
  const V2 = '20250102-120000-bbbbbbbb';
  const money = (v: string, file: string) => path.join(releases, 'money', v, file);
  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'h5-releases-'));
    releases = path.join(root, 'releases');
    write(path.join(root, 'host/dist/index.html'), '<!doctype html><title>星耀娱乐</title>');
    write(path.join(root, 'remote-games/dist/remoteEntry.js'), 'var games;');
    write(path.join(root, 'remote-games/dist/routes.json'), JSON.stringify([{ path: '/' }]));
    write(path.join(root, 'remote-money/dist/remoteEntry.js'), 'var money_dist;');
    for (const v of [V1, V2]) {
      write(money(v, 'remoteEntry.js'), `var money_${v.slice(-1)};`);
      write(money(v, '412.a1b2c3d4.js'), `chunk ${v}`);
      write(money(v, 'assets/coin.png'), 'png');
      write(money(v, 'mf-manifest.json'), JSON.stringify({ name: 'money' }));
      write(money(v, 'routes.json'), JSON.stringify([{ path: '/money' }]));
    }
    write(path.join(releases, 'registry.json'), JSON.stringify({ secret: 'registry' }));
    write(path.join(releases, 'money/.staging-x/remoteEntry.js'), 'var staging;');
    write(
      path.join(releases, 'remotes.json'),
      JSON.stringify({
        money: {
          entry: `/remotes/money/${V2}/remoteEntry.js`,
          version: V2,
          routes: [{ path: '/money' }],
          fallback: { entry: `/remotes/money/${V1}/remoteEntry.js`, version: V1 },
        },
      }),
    );
    t = await createTestApp({
      seed: false,
      static: {
        hostDist: path.join(root, 'host/dist'),
        remoteDists: { games: path.join(root, 'remote-games/dist'), money: path.join(root, 'remote-money/dist') },
      },
    });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  test('the release folder defaults to releases/ next to the host package; RELEASES_DIR or the option override it', () => {
    const opts = { hostDist: path.join(root, 'host/dist'), remoteDists: {} };
    assert.equal(resolveReleasesDir(opts, {}), releases);
    assert.equal(resolveReleasesDir(opts, { RELEASES_DIR: '/srv/h5/releases' }), path.resolve('/srv/h5/releases'));
    assert.equal(
      resolveReleasesDir({ ...opts, releasesDir: '/elsewhere' }, { RELEASES_DIR: '/srv/h5/releases' }),
      path.resolve('/elsewhere'),
    );
    assert.equal(resolveReleasesDir({ ...opts, releasesDir: false }, { RELEASES_DIR: '/srv/h5/releases' }), undefined);
  });

  test('every published version is served, its files cached for good and its JSON manifests revalidated', async () => {
    for (const v of [V1, V2]) {
      const entry = await get(`/remotes/money/${v}/remoteEntry.js`);
      assert.equal(entry.statusCode, 200, v);
      assert.equal(entry.body, `var money_${v.slice(-1)};`);
      assert.equal(entry.headers['cache-control'], 'public, max-age=31536000, immutable');
      assertSecurityHeaders(entry.headers, 'versioned entry');
      const chunk = await get(`/remotes/money/${v}/412.a1b2c3d4.js`);
      assert.equal(chunk.body, `chunk ${v}`);
      assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(
        (await get(`/remotes/money/${v}/assets/coin.png`)).headers['cache-control'],
        'public, max-age=31536000, immutable',
      );
      for (const f of ['mf-manifest.json', 'routes.json']) {
        const res = await get(`/remotes/money/${v}/${f}`);
        assert.equal(res.statusCode, 200, f);
        assert.equal(res.headers['cache-control'], 'no-cache', f);
      }
    }
  });

  test("/remotes.json is the release folder's for deployed remotes and the dist build for the others", async () => {
    const res = await get('/remotes.json');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.deepEqual(res.json(), {
      games: { entry: '/remotes/games/remoteEntry.js', version: 'dev', routes: [{ path: '/' }] },
      money: {
        entry: `/remotes/money/${V2}/remoteEntry.js`,
        version: V2,
        routes: [{ path: '/money' }],
        fallback: { entry: `/remotes/money/${V1}/remoteEntry.js`, version: V1 },
      },
    });
    // the never-deployed layout still works for a deployed remote's dist
    assert.equal((await get('/remotes/money/remoteEntry.js')).body, 'var money_dist;');
  });

  test('a switch (a new remotes.json) shows on the next request, without a restart', async () => {
    const file = path.join(releases, 'remotes.json');
    const before = (await get('/remotes.json')).json();
    write(file, JSON.stringify({ money: { entry: `/remotes/money/${V1}/remoteEntry.js`, version: V1, routes: [] } }));
    assert.equal((await get('/remotes.json')).json().money.version, V1);
    write(file, JSON.stringify({ money: before.money }));
    assert.equal((await get('/remotes.json')).json().money.version, V2);
  });

  test('a missing version or file is a 404; nothing outside a version folder is reachable', async () => {
    assert.equal((await get('/remotes/money/20991231-000000-cccccccc/remoteEntry.js')).statusCode, 404);
    assert.equal((await get(`/remotes/money/${V1}/nope.js`)).statusCode, 404);
    assert.equal((await get(`/remotes/money/${V1}/`)).statusCode, 404);
    for (const url of [
      '/remotes/money/.staging-x/remoteEntry.js',
      `/remotes/money/${V1}/../../registry.json`,
      `/remotes/money/${V1}/..%2f..%2fregistry.json`,
      `/remotes/money/${V1}/%2e%2e/%2e%2e/registry.json`,
      '/remotes/money/..%2fregistry.json',
      '/remotes/%2e%2e/registry.json',
      '/remotes/..%2f..%2freleases/registry.json',
      '/remotes/money/%2e%2e/registry.json/x',
      '/remotes/money/..%5c..%5cregistry.json/x',
      '/registry.json',
      '/releases/registry.json',
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.ok(!res.body.includes('registry"') && !res.body.includes('staging'), url);
    }
  });
});

describe('static hosting with a broken release folder', () => {
  let t: TestApp;
  let root: string;
  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'h5-broken-'));
    write(path.join(root, 'remote-games/dist/remoteEntry.js'), 'var games;');
    write(path.join(root, 'rel/remotes.json'), '{half a file');
    t = await createTestApp({
      seed: false,
      static: {
        hostDist: path.join(root, 'host/dist'),
        remoteDists: { games: path.join(root, 'remote-games/dist') },
        releasesDir: path.join(root, 'rel'),
      },
    });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('an unreadable remotes.json falls back to the dist builds instead of taking the site down', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(Object.keys(res.json()), ['games']);
  });
});

describe('CORS', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ seed: false, corsOrigins: ['https://h5.example.com'] });
  });
  after(() => t.close());

  test('only the configured origins get CORS headers, preflight included', async () => {
    const allowed = await t.app.inject({
      method: 'POST',
      url: '/api/app',
      headers: { origin: 'https://h5.example.com' },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], 'https://h5.example.com');
    const other = await t.app.inject({ method: 'POST', url: '/api/app', headers: { origin: 'https://evil.example' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/balance',
      headers: { origin: 'https://h5.example.com', 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.statusCode, 204);
    assert.match(preflight.headers['access-control-allow-headers'] as string, /Authorization/);
  });
});
