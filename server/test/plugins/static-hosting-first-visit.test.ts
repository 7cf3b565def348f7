import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { drawnFrame } from '#app/plugins/app/static-hosting';
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
    assert.match(tabs, /<span class="on" data-p="\/" data-label="首页">/);
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

  const framesIn = (body: string) =>
    JSON.parse(/<script id="h5-frames" type="application\/json">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? 'null');
  const frame = { background: '#141a2e', dark: true, inset: 10, hero: { ratio: 2.5, radius: 12 } };

  test("index.html carries each framed route's drawing, with the picture its opening call names, and the two inline scripts that draw it before the first paint", async () => {
    const first = (await t.app.inject({ method: 'POST', url: '/api/bannerList', payload: { type: 2 } })).json().data[0]
      .src as string;
    assert.ok(first.startsWith('/'));
    // no frame: nothing drawn, no inline script
    const plain = (await t.app.inject({ method: 'GET', url: '/' })).body;
    assert.equal(framesIn(plain), null);
    assert.doesNotMatch(plain, /<script>/);
    write(path.join(root, 'remote-games/dist/routes.json'), JSON.stringify([{ ...home, frame }]));
    try {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      const body = res.body;
      assert.deepEqual(framesIn(body), {
        '/': {
          on: '',
          cls: 'h5f-m h5f-m--dark',
          style: 'background:#141a2e;padding:58px 10px 0;min-height:100vh',
          box: 'height:auto;aspect-ratio:2.5;border-radius:12px',
          src: first,
        },
      });
      // `/` itself is drawn in the HTML, its picture named where the preload scanner meets it first
      const drawn =
        /<div class="h5f-m h5f-m--dark" data-h5-start="\/" style="([^"]*)"><i style="([^"]*)"><img src="([^"]*)" alt="" fetchpriority="high" \/><\/i>/.exec(
          body,
        );
      assert.ok(drawn, body.slice(body.indexOf('<body>'), body.indexOf('<body>') + 400));
      assert.deepEqual(drawn.slice(1), [
        'background:#141a2e;padding:58px 10px 0;min-height:100vh',
        'height:auto;aspect-ratio:2.5;border-radius:12px',
        first,
      ]);
      const link = `<link rel="preload" as="image" href="${first}" fetchpriority="high" data-h5-start="/" />`;
      assert.ok(body.includes(link) && body.indexOf(link) < body.indexOf('id="h5-remotes"'));
      // the first script in the head, before anything the build adds there (the stylesheet); the second right after
      // the frame's tab bar; the CSP allows exactly these two inline scripts
      const scripts = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)];
      assert.equal(scripts.length, 2);
      assert.ok(scripts[0]!.index! < body.indexOf('</head>'));
      assert.ok(scripts[0]!.index! > body.indexOf('id="h5-frames"'));
      assert.match(body, /<div class="h5f-t">[\s\S]*?<\/div><script>[\s\S]+?<\/script><\/div><\/body>/);
      const csp = String(res.headers['content-security-policy']);
      for (const [, script] of scripts)
        assert.ok(csp.includes(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`), csp);
      assert.match(csp, /script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
    } finally {
      write(path.join(root, 'remote-games/dist/routes.json'), JSON.stringify([home]));
    }
  });

  test("a route's own art (frame.hero.picture) is its area's file; a page of a list names its first item's picture; the frame's header and tab bar are the route's", async () => {
    const promotions = (await t.app.inject({ method: 'POST', url: '/api/activitylist', payload: {} })).json().data
      .data as { banner: string }[];
    assert.ok(promotions[0]!.banner.startsWith('/'));
    const routes = [
      { ...home, frame },
      {
        path: '/art',
        title: '登录',
        tabBar: false,
        frame: { background: '#222', inset: 10, hero: { ratio: 2, radius: 0, width: 240, picture: 'frames/art.svg' } },
      },
      {
        path: '/list',
        title: '</script><script>alert(1)</script>',
        header: 'back',
        auth: true,
        activeTab: '/',
        startRequests: [{ method: 'POST', path: '/api/activitylist', image: 'banner' }],
        frame: { background: '#fff', inset: 12, hero: { ratio: 2.5, radius: 14, top: 85 } },
      },
      // a picture that is not a plain file name of the area: no drawing
      { path: '/bad', title: 'x', frame: { ...frame, hero: { ...frame.hero, picture: '../../etc/passwd.svg' } } },
      // a guarded page without a frame: named (a visitor's frame is /login's)
      { path: '/guarded', title: 'y', auth: true },
    ];
    write(path.join(root, 'remote-games/dist/routes.json'), JSON.stringify(routes));
    try {
      const body = (await t.app.inject({ method: 'GET', url: '/' })).body;
      const frames = framesIn(body);
      assert.deepEqual(Object.keys(frames).sort(), ['/', '/art', '/guarded', '/list']);
      assert.deepEqual(frames['/guarded'], { auth: true });
      assert.deepEqual(frames['/art'], {
        bar: 0,
        cls: 'h5f-m',
        style: 'background:#222;padding:58px 10px 0;min-height:100vh',
        box: 'width:240px;margin-left:auto;margin-right:auto;height:auto;aspect-ratio:2;border-radius:0px;background:none;animation:none;box-shadow:none',
        src: '/remotes/games/frames/art.svg',
      });
      assert.deepEqual(frames['/list'], {
        head: 'back',
        title: '</script><script>alert(1)</script>'.slice(0, 40),
        on: '/',
        auth: true,
        cls: 'h5f-m',
        style: 'background:#fff;padding:145px 12px 0;min-height:100vh',
        box: 'height:auto;aspect-ratio:2.5;border-radius:14px',
        src: promotions[0]!.banner,
      });
      // the data cannot close its script element
      const json = /<script id="h5-frames" type="application\/json">([\s\S]*?)<\/script>/.exec(body)![1]!;
      assert.ok(!json.includes('</script'));
    } finally {
      write(path.join(root, 'remote-games/dist/routes.json'), JSON.stringify([home]));
    }
  });

  test('a frame that is not well formed is never drawn', () => {
    const good = {
      background: 'linear-gradient(180deg, #141a2e 0%, #0c1020 100%)',
      inset: 8,
      hero: { ratio: 3, radius: 0 },
    };
    assert.equal(
      drawnFrame({ path: '/', frame: good }, '/a.svg')!.style,
      'background:linear-gradient(180deg, #141a2e 0%, #0c1020 100%);padding:56px 8px 0;min-height:100vh',
    );
    assert.equal(drawnFrame({ path: '/', header: 'none', frame: good }, '/a.svg')!.cls, 'h5f-m h5f-m--top');
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
      assert.equal(drawnFrame({ path: '/', frame: bad }, '/a.svg'), undefined, JSON.stringify(bad));
    // out-of-range extras are dropped, not drawn
    const odd = drawnFrame(
      { path: '/', frame: { ...good, hero: { ratio: 3, radius: 0, top: 900, width: 5 } } },
      '/a.svg',
    )!;
    assert.equal(
      odd.style,
      'background:linear-gradient(180deg, #141a2e 0%, #0c1020 100%);padding:56px 8px 0;min-height:100vh',
    );
    assert.equal(odd.box, 'height:auto;aspect-ratio:3;border-radius:0px');
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
