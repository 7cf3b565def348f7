import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { startFrameHtml } from '#app/plugins/app/static-hosting';
import { createTestApp, type TestApp } from '#test/helpers/test-app';

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// index.html as the host build writes it: the remotes.json placeholder and the empty tab bar frame
const INDEX =
  '<!doctype html><html><head><script id="h5-remotes" type="application/json">null</script></head>' +
  '<body><div id="root"><div class="h5f-m"><i></i></div><div class="h5f-t"></div></div></body></html>';

describe('static hosting: the first visit', () => {
  let t: TestApp;
  let root: string;
  const routes = [
    { path: '/', title: '首页', tab: { label: '首页', order: 1, icon: ['M3 3h18'] } },
    {
      path: '/x',
      title: '</script><script>alert(1)</script>',
      tab: { label: '我"的', order: 2, icon: ['M1 1"/><script>'] },
    },
  ];
  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'h5-static-fv-'));
    write(path.join(root, 'host/dist/index.html'), INDEX);
    write(path.join(root, 'host/dist/main.3f9a1c2b.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`);
    write(path.join(root, 'remote-games/dist/remoteEntry.js'), 'var games;');
    write(path.join(root, 'remote-games/dist/routes.json'), JSON.stringify(routes));
    t = await createTestApp({
      seed: false,
      static: {
        hostDist: path.join(root, 'host/dist'),
        remoteDists: { games: path.join(root, 'remote-games/dist') },
        releasesDir: false,
      },
    });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('index.html inlines the live remotes.json (escaped) and the tab frame; no shared cache keeps it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'private, no-cache');
    const json = /<script id="h5-remotes" type="application\/json">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    assert.ok(!json.includes('</script'), 'no closing tag inside the data');
    const live = (await t.app.inject({ method: 'GET', url: '/remotes.json' })).json();
    assert.deepEqual(JSON.parse(json), live);
    const tabs = /<div class="h5f-t">([\s\S]*?)<\/div>/.exec(res.body)![1]!;
    assert.equal([...tabs.matchAll(/<span/g)].length, 2);
    assert.match(tabs, /<span class="on" data-label="首页">/);
    assert.ok(!tabs.includes('<script'), 'labels and icons cannot inject markup');
  });

  test('a deploy shows in the next index.html without a restart', async () => {
    write(path.join(root, 'remote-games/dist/routes.json'), JSON.stringify([routes[0]]));
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const json = JSON.parse(
      /<script id="h5-remotes" type="application\/json">([\s\S]*?)<\/script>/.exec(res.body)![1]!,
    );
    assert.equal(json.games.routes.length, 1);
  });

  test('text files are sent gzipped to a browser that accepts it, revalidated by ETag when not hashed', async () => {
    const js = await t.app.inject({
      method: 'GET',
      url: '/main.3f9a1c2b.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    assert.equal(js.headers['content-encoding'], 'gzip');
    assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(js.headers['content-type']), /javascript/);
    assert.match(gunzipSync(js.rawPayload).toString(), /^console\.log/);
    const plain = await t.app.inject({ method: 'GET', url: '/main.3f9a1c2b.js' });
    assert.equal(plain.headers['content-encoding'], undefined);
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(page.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(page.rawPayload).toString(), /h5-remotes/);
  });
});

describe('static hosting: the start picture and the installable app', () => {
  let t: TestApp;
  let root: string;
  const home = {
    path: '/',
    title: '首页',
    startRequests: [
      { method: 'POST', path: '/api/homenotice' },
      { method: 'POST', path: '/api/bannerList', body: { type: 2 }, image: 'src' },
    ],
  };
  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'h5-static-pwa-'));
    write(path.join(root, 'host/dist/index.html'), INDEX);
    write(path.join(root, 'host/dist/sw.js'), `self.addEventListener('fetch', () => {}); // ${'x'.repeat(600)}`);
    write(
      path.join(root, 'host/dist/manifest.webmanifest'),
      JSON.stringify({ name: '星耀娱乐', short_name: '星耀娱乐', pad: 'x'.repeat(600) }),
    );
    write(path.join(root, 'remote-games/dist/remoteEntry.js'), 'var games;');
    write(path.join(root, 'remote-games/dist/routes.json'), JSON.stringify([home]));
    // the demo content: the home carousel's banners
    t = await createTestApp({
      static: {
        hostDist: path.join(root, 'host/dist'),
        remoteDists: { games: path.join(root, 'remote-games/dist') },
        releasesDir: false,
      },
    });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  test("index.html preloads the first banner of the start route's opening call, so it need not wait for scripts", async () => {
    const banners = (await t.app.inject({ method: 'POST', url: '/api/bannerList', payload: { type: 2 } })).json();
    const first = banners.data[0].src as string;
    assert.ok(first.startsWith('/'));
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const link = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" data-h5-start="\/" \/>/.exec(
      res.body,
    );
    assert.ok(link, res.body.slice(0, 400));
    assert.equal(link[1], first);
    // before the inlined manifest: the browser's preload scanner meets it first
    assert.ok(res.body.indexOf(link[0]) < res.body.indexOf('id="h5-remotes"'));
  });

  test('index.html draws / as its frame says, with that picture in the picture box, before any script runs', async () => {
    const first = (await t.app.inject({ method: 'POST', url: '/api/bannerList', payload: { type: 2 } })).json().data[0]
      .src as string;
    // no frame: the picture box stays empty (preboot.js and the page draw it), and no inline script
    const plain = (await t.app.inject({ method: 'GET', url: '/' })).body;
    assert.match(plain, /<div class="h5f-m"><i><\/i>/);
    assert.doesNotMatch(plain, /<script>/);
    const frame = { background: '#141a2e', dark: true, inset: 10, hero: { ratio: 2.5, radius: 12 } };
    write(path.join(root, 'remote-games/dist/routes.json'), JSON.stringify([{ ...home, frame }]));
    try {
      const body = (await t.app.inject({ method: 'GET', url: '/' })).body;
      const drawn =
        /<div class="h5f-m h5f-m--dark" data-h5-start="\/" style="([^"]*)"><i style="([^"]*)"><img src="([^"]*)" alt="" fetchpriority="high" \/><\/i>/.exec(
          body,
        );
      assert.ok(drawn, body.slice(body.indexOf('<body>'), body.indexOf('<body>') + 400));
      assert.equal(drawn[1], 'background:#141a2e;padding:58px 10px 0;min-height:100vh');
      assert.equal(drawn[2], 'height:auto;aspect-ratio:2.5;border-radius:12px');
      assert.equal(drawn[3], first);
      // then, after the page area, the inline script that undoes it for another route, allowed by its hash only
      const script = /<\/div><script>([^<]+)<\/script><div class="h5f-t">/.exec(body);
      assert.ok(script, 'the inline script sits between the page area and the tab bar');
      const hash = `'sha256-${createHash('sha256').update(script[1]).digest('base64')}'`;
      const res = await t.app.inject({ method: 'GET', url: '/' });
      assert.match(
        String(res.headers['content-security-policy']),
        new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')};`),
      );
    } finally {
      write(path.join(root, 'remote-games/dist/routes.json'), JSON.stringify([home]));
    }
  });

  test('a frame that is not well formed, or a picture with markup in it, is never written into index.html', () => {
    const manifest = (frame: unknown, header?: string) => ({
      games: { entry: '/remotes/games/remoteEntry.js', routes: [{ path: '/', title: '首页', header, frame }] },
    });
    const good = {
      background: 'linear-gradient(180deg, #141a2e 0%, #0c1020 100%)',
      inset: 8,
      hero: { ratio: 3, radius: 0 },
    };
    assert.match(
      startFrameHtml(manifest(good), '/a.svg')!,
      /style="background:linear-gradient\(180deg, #141a2e 0%, #0c1020 100%\);padding:56px 8px 0;/,
    );
    assert.match(startFrameHtml(manifest(good, 'none'), '/a.svg')!, /class="h5f-m h5f-m--top" [^>]*padding:8px 8px 0/);
    for (const bad of [
      { ...good, background: 'url(https://evil.example/x.png)' },
      { ...good, background: '#000;position:fixed' },
      { ...good, background: 'red" onload="alert(1)' },
      { ...good, inset: 41 },
      { ...good, inset: '8' },
      { ...good, hero: { ratio: 20, radius: 0 } },
      { ...good, hero: undefined },
      null,
    ])
      assert.equal(startFrameHtml(manifest(bad), '/a.svg'), undefined, JSON.stringify(bad));
    // the picture is an attribute, escaped
    assert.match(startFrameHtml(manifest(good), '/a.svg"><script>')!, /<img src="\/a\.svg&#34;&#62;&#60;script&#62;"/);
  });

  test('no preload when the start route names no picture', async () => {
    write(path.join(root, 'remote-games/dist/routes.json'), JSON.stringify([{ ...home, startRequests: [] }]));
    const res = await t.app.inject({ method: 'GET', url: '/' });
    assert.doesNotMatch(res.body, /rel="preload"/);
    write(path.join(root, 'remote-games/dist/routes.json'), JSON.stringify([home]));
  });

  test('the manifest goes out as a web app manifest, sw.js as JavaScript that is always revalidated', async () => {
    for (const encoding of [undefined, 'gzip']) {
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers });
      assert.equal(manifest.statusCode, 200);
      assert.match(String(manifest.headers['content-type']), /^application\/manifest\+json/);
      const sw = await t.app.inject({ method: 'GET', url: '/sw.js', headers });
      assert.equal(sw.statusCode, 200);
      assert.match(String(sw.headers['content-type']), /^application\/javascript/);
      assert.equal(sw.headers['cache-control'], 'no-cache');
    }
  });
});
