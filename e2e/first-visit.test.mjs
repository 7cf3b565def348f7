// The first visit's request order and the static shell frame (issue 13), in Chromium against the real server.
// Properties only: what starts from index.html, what is reused, what waits for the idle prefetch. The timings
// themselves are figures of `npm run bench:web -- --throttle`, never asserted here.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PHONE } from './browser.mjs';
import { openLoggedIn, productForFile, registerPlayer } from './harness.mjs';

const ctx = productForFile();

/** Resource timing entries of the page: { path, start, end, initiator, transfer }. */
const resources = (page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').map((r) => ({
      url: r.name,
      path: new URL(r.name).pathname,
      start: r.startTime,
      end: r.responseEnd,
      initiator: r.initiatorType,
      transfer: r.transferSize,
    })),
  );

const mark = (page, name) => page.evaluate((n) => performance.getEntriesByName(n)[0]?.startTime ?? null, name);

async function untilPrefetched(page) {
  await page.waitForFunction(() => performance.getEntriesByName('h5:prefetched').length > 0, null, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

/** A slow phone network (as the benchmark's): makes "started before main.js arrived" a real order. */
async function slowNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return cdp;
}

describe('first visit', () => {
  test('index.html carries the live remotes.json and the tab bar frame; it is never kept by a shared cache', async () => {
    const { url } = ctx.product;
    const res = await fetch(`${url}/`);
    assert.equal(res.headers.get('cache-control'), 'private, no-cache');
    const html = await res.text();
    const inlined = JSON.parse(/<script id="h5-remotes" type="application\/json">([\s\S]*?)<\/script>/.exec(html)[1]);
    assert.deepEqual(inlined, await (await fetch(`${url}/remotes.json`)).json());
    const tabs = Object.values(inlined)
      .flatMap((a) => a.routes)
      .filter((r) => r.tab)
      .sort((a, b) => a.tab.order - b.tab.order)
      .map((r) => r.tab.label);
    const bar = /<div class="h5f-t">([\s\S]*?)<\/div>/.exec(html)[1];
    assert.deepEqual(
      [...bar.matchAll(/data-label="([^"]*)"/g)].map((m) => m[1]),
      tabs,
    );
    // hashed files are cached for good, and text goes out compressed
    const main = /src="(main\.[0-9a-f]{8}\.js)"/.exec(html)[1];
    const js = await fetch(`${url}/${main}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(js.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(js.headers.get('content-encoding'), 'gzip');
  });

  test("the static frame (header, logo, the areas' tabs) paints before any script runs, where the shell then draws them", async () => {
    const context = await ctx.browser.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${ctx.product.url}/#/`);
    const frame = await page.evaluate(() => {
      const box = (el) => {
        const r = el.getBoundingClientRect();
        return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
      };
      const tabs = [...document.querySelectorAll('.h5f-t span')];
      return {
        header: box(document.querySelector('.h5f-h')),
        logo: document.querySelector('.h5f-h img').complete && document.querySelector('.h5f-h img').naturalWidth > 0,
        bar: box(document.querySelector('.h5f-t')),
        tabs: tabs.map((t) => ({
          label: getComputedStyle(t, '::after').content.replace(/"/g, ''),
          box: box(t),
          on: t.classList.contains('on'),
        })),
      };
    });
    await page.screenshot({ path: '/tmp/first-visit-frame.png' }).catch(() => {});
    await context.close();
    assert.ok(frame.logo, 'the logo is drawn');
    assert.ok(frame.tabs.length >= 2, "the tab bar frame has the areas' tabs");
    assert.equal(frame.tabs[0].label, '首页');
    assert.deepEqual(
      frame.tabs.filter((t) => t.on).map((t) => t.label),
      ['首页'],
    );

    // the app, once running, draws its header and tab bar in the same places
    const app = await ctx.browser.newPage();
    await app.goto(`${ctx.product.url}/#/`);
    await app.locator('nav.shell-tabbar').waitFor();
    const drawn = await app.evaluate(() => {
      const box = (el) => {
        const r = el.getBoundingClientRect();
        return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
      };
      return {
        header: box(document.querySelector('header.shell-header')),
        bar: box(document.querySelector('nav.shell-tabbar')),
        tabs: [...document.querySelectorAll('nav.shell-tabbar button')].map((b) => ({
          label: b.innerText.trim(),
          box: box(b),
        })),
      };
    });
    await app.context().close();
    assert.deepEqual(frame.header, drawn.header);
    assert.deepEqual(frame.bar, drawn.bar);
    assert.deepEqual(
      frame.tabs.map((t) => t.label),
      drawn.tabs.map((t) => t.label),
    );
    assert.deepEqual(
      frame.tabs.map((t) => t.box),
      drawn.tabs.map((t) => t.box),
    );
  });

  test("the first banner shows from index.html alone, in the lobby's colours, where the page then draws it", async () => {
    const page = await ctx.browser.newPage();
    // the app's code is held back: what shows is index.html and preboot.js only
    let release;
    const held = new Promise((r) => (release = r));
    await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // (neither "load" nor DOMContentLoaded comes while main.js, a deferred script, is held)
    await page.goto(`${ctx.product.url}/#/`, { waitUntil: 'commit' });
    const picture = page.locator('#h5-frame .h5f-m i img');
    await page.waitForFunction(() => {
      const img = document.querySelector('#h5-frame .h5f-m i img');
      return img && img.complete && img.naturalWidth > 0;
    });
    const box = async (locator) => {
      const b = await locator.boundingBox();
      return b && { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.width), h: Math.round(b.height) };
    };
    const early = { src: await picture.getAttribute('src'), box: await box(picture) };
    const background = await page.locator('#h5-frame .h5f-m').evaluate((el) => getComputedStyle(el).backgroundImage);
    await page.screenshot({ path: '/tmp/first-visit-frame-banner.png' }).catch(() => {});
    assert.equal(await page.locator('nav.shell-tabbar').count(), 0, 'the app has not run');
    const banners = await (
      await fetch(`${ctx.product.url}/api/bannerList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"type":2}',
      })
    ).json();
    assert.equal(early.src, banners.data[0].src, 'the first banner of /api/bannerList');
    assert.match(background, /radial-gradient/, "the lobby's background, not the light placeholder");

    release();
    const first = page.locator('.lobby-banners__slide img[alt="广告 1"]');
    await first.waitFor();
    await page.waitForFunction(() => document.querySelector('.lobby-banners__slide img[alt="广告 1"]')?.complete);
    assert.equal(await first.getAttribute('src'), early.src);
    assert.deepEqual(await box(first), early.box, 'the page draws the banner in the same box');
    await page.context().close();
  });

  test('index.html alone paints each framed route with its own opening picture, header and tab bar; another route never shows the home banner', async () => {
    // no script file runs: preboot.js and main.js are held; only index.html's two inline scripts (by their CSP hashes)
    const page = await ctx.browser.newPage();
    const refused = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused/.test(m.text())) refused.push(m.text());
    });
    await page.route(/\/(main|preboot)\.[0-9a-f]{8}\.js$/, () => {});
    const post = async (path, body = {}) =>
      (
        await fetch(`${ctx.product.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    const home = (await post('/api/bannerList', { type: 2 })).data[0].src;
    const promotion = (await post('/api/activitylist')).data.data[0].banner;
    const picture = page.locator('#h5-frame .h5f-m i img');
    const tabs = page.locator('#h5-frame .h5f-t');
    const cases = [
      { start: '/#/', src: home, tab: '首页' },
      { start: '/#/activity', src: promotion, tab: '优惠' },
      { start: '/#/login', src: /^\/remotes\/account\/(.+\/)?frames\/login-art\.svg$/, tab: null },
      // a guarded page without a session opens /login: its frame
      { start: '/#/mine?x=1', src: /frames\/login-art\.svg$/, tab: null },
      // a page without a frame: the plain placeholder
      { start: '/#/help', src: null, tab: '首页' },
    ];
    for (const { start, src, tab } of cases) {
      await page.goto('about:blank'); // a new document each time (a hash change alone loads nothing)
      await page.goto(`${ctx.product.url}${start}`, { waitUntil: 'commit' });
      await tabs.waitFor({ state: 'attached' });
      if (src === null) {
        assert.equal(await picture.count(), 0, `${start}: no picture`);
        assert.equal(await page.locator('#h5-frame .h5f-m').getAttribute('style'), null, `${start}: the plain frame`);
      } else {
        await page.waitForFunction(() => {
          const img = document.querySelector('#h5-frame .h5f-m i img');
          return img && img.complete && img.naturalWidth > 0;
        });
        if (typeof src === 'string') assert.equal(await picture.getAttribute('src'), src, start);
        else assert.match(await picture.getAttribute('src'), src, start);
        await page.screenshot({ path: `/tmp/first-visit-frame${start.replace(/[/#?=]+/g, '-')}.png` }).catch(() => {});
      }
      // (the home banner, ≈1 KB, is still downloaded on every visit: the server draws `/` in the HTML and cannot see
      // the hash; the inline scripts replace it before the first paint)
      if (tab === null) assert.equal(await tabs.isVisible(), false, `${start}: no tab bar`);
      else assert.equal(await tabs.locator('span.on').getAttribute('data-label'), tab, `${start}: ${tab} highlighted`);
    }
    assert.deepEqual(refused, [], 'the inline scripts are allowed by the CSP');
    await page.context().close();
  });

  test("/activity's first promotion, /login's art and a player's /mine band show from index.html where the page then draws them", async () => {
    const { token } = await registerPlayer(ctx.product.url, 'fvm');
    for (const { start, drawn, player } of [
      { start: '/#/activity', drawn: '.promo-card img' },
      { start: '/#/login', drawn: '.login-hero__art' },
      { start: '/#/mine', drawn: '.mine-hero__band', player: true },
    ]) {
      const page = await ctx.browser.newPage();
      if (player) await page.addInitScript((t) => sessionStorage.setItem('token', t), token);
      let release;
      const held = new Promise((r) => (release = r));
      await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${ctx.product.url}${start}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => {
        const img = document.querySelector('#h5-frame .h5f-m i img');
        return img && img.complete && img.naturalWidth > 0;
      });
      const early = page.locator('#h5-frame .h5f-m i img');
      const before = { src: await early.getAttribute('src'), box: await early.boundingBox() };
      release();
      const first = page.locator(drawn).first();
      await first.waitFor();
      await page.waitForFunction((sel) => document.querySelector(sel)?.complete, drawn);
      assert.equal(new URL(await first.evaluate((img) => img.src)).pathname, before.src, start);
      const after = await first.boundingBox();
      for (const k of ['x', 'y', 'width', 'height'])
        assert.ok(Math.abs(after[k] - before.box[k]) < 1, `${start}: the page draws it in the same box (${k})`);
      await page.context().close();
    }
  });

  test('when the app has replaced the frame before the banner answer came, its loading view shows the banner in the box', async () => {
    const page = await ctx.browser.newPage();
    // the banner answer comes late (after main.js has drawn the shell) and the home page's code is held
    await page.route('**/api/bannerList', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    let release;
    const held = new Promise((r) => (release = r));
    await page.route(/\/remotes\/games\/(.*\/)?\d+\.[0-9a-f]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${ctx.product.url}/#/`, { waitUntil: 'commit' });
    await page.locator('.area-skeleton--framed').waitFor();
    assert.equal(await page.locator('#h5-frame').count(), 0, 'the app has replaced the frame');
    const picture = page.locator('.area-skeleton__hero img');
    await picture.waitFor();
    const banners = await (
      await fetch(`${ctx.product.url}/api/bannerList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"type":2}',
      })
    ).json();
    assert.equal(await picture.getAttribute('src'), banners.data[0].src);
    const before = await picture.boundingBox();
    release();
    const first = page.locator('.lobby-banners__slide img[alt="广告 1"]');
    await first.waitFor();
    assert.deepEqual(await first.boundingBox(), before, 'the page draws it in the same box');
    await page.context().close();
  });

  test("/api/app, /api/user, the start page's files and opening calls start from index.html, each once; remotes.json is not fetched", async () => {
    const { token } = await registerPlayer(ctx.product.url, 'fv');
    const page = await ctx.browser.newPage();
    const cdp = await slowNetwork(page);
    await openLoggedIn(page, ctx.product.url, token, '/');
    await page.locator('nav.shell-tabbar').waitFor({ timeout: 60_000 });
    await untilPrefetched(page);
    await cdp.detach();
    const list = await resources(page);
    const main = list.find((r) => /^\/main\.[0-9a-f]{8}\.js$/.test(r.path));
    const one = (p) => {
      const hits = list.filter((r) => r.path === p);
      assert.equal(hits.length, 1, `${p} requested once (${hits.length})`);
      return hits[0];
    };
    for (const p of ['/api/app', '/api/user']) {
      const r = one(p);
      assert.equal(r.initiator, 'fetch', `${p} comes from preboot.js`);
      assert.ok(r.start < main.end, `${p} starts before main.js has arrived`);
    }
    assert.equal(list.filter((r) => r.path === '/remotes.json').length, 0, 'remotes.json is inlined');
    // the start route's area entry, routes module and page chunk: hinted, so they start before main.js has run
    const manifest = await (await fetch(`${ctx.product.url}/remotes.json`)).json();
    const home = Object.entries(manifest).find(([, a]) => a.routes.some((r) => r.path === '/'));
    const base = home[1].entry.replace(/[^/]*$/, '');
    const wanted = [
      home[1].entry,
      ...home[1].routes
        .find((r) => r.path === '/')
        .preload.filter((f) => f.endsWith('.js'))
        .map((f) => base + f),
    ];
    for (const p of wanted) {
      const r = one(p);
      assert.equal(r.initiator, 'link', `${p} is preloaded`);
      assert.ok(r.start < main.end, `${p} starts before main.js has arrived`);
    }
    // the home page's opening calls (its route's startRequests) start from index.html too, and the page takes their
    // answers instead of asking again; the first banner's image is asked by index.html's frame as soon as the answer
    // names it
    const startRequests = home[1].routes.find((r) => r.path === '/').startRequests;
    assert.deepEqual(startRequests.map((r) => r.path).sort(), [
      '/api/bannerList',
      '/api/game/list',
      '/api/getVisitUrl',
      '/api/homenotice',
    ]);
    for (const { path } of startRequests) {
      const r = one(path);
      assert.equal(r.initiator, 'fetch', `${path} comes from preboot.js`);
      assert.ok(r.start < main.end, `${path} starts before main.js has arrived`);
    }
    const banner = await page.locator('.lobby img').first().getAttribute('src');
    const image = one(new URL(banner, ctx.product.url).pathname);
    assert.ok(image.start < main.end, "the first banner is asked by index.html's frame, before main.js has arrived");
    await page.context().close();
  });

  test('nothing of antd-mobile before the start page is on screen; the idle prefetch downloads without running, and a tab then opens from the cache', async () => {
    const { token } = await registerPlayer(ctx.product.url, 'fv');
    const page = await ctx.browser.newPage();
    const antdUrls = new Set();
    // every script's body is read as it comes; the reads are awaited before the check (antd-mobile's chunk is the
    // prefetch's last and biggest file: under load its read finished after the check looked)
    const reads = [];
    page.on('response', (res) => {
      if (!/\.js$/.test(new URL(res.url()).pathname)) return;
      reads.push(
        res
          .text()
          .catch(() => '')
          .then((body) => {
            if (body.includes('adm-')) antdUrls.add(res.url());
          }),
      );
    });
    await openLoggedIn(page, ctx.product.url, token, '/');
    await page.locator('nav.shell-tabbar').waitFor();
    await untilPrefetched(page);
    const list = await resources(page);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    const shown = await mark(page, 'h5:page');
    const prefetch = await mark(page, 'h5:prefetch');
    assert.ok(fcp != null && shown != null && prefetch != null);
    await Promise.all(reads);
    assert.ok(antdUrls.size > 0, 'antd-mobile is fetched by the idle prefetch');
    for (const url of antdUrls) {
      const r = list.find((x) => x.url === url);
      // the property of issue 13: nothing of antd-mobile before the first paint and the start page (a page may still
      // load it lazily after it is on screen; today it comes with the idle prefetch)
      assert.ok(
        r.start > fcp && r.start >= shown,
        `${new URL(url).pathname} starts after the first paint and the start page`,
      );
    }

    // the home page's own popups (welcome, notice) close by a tap on their mask
    for (let i = 0; i < 4 && (await page.locator('.lobby-mask').count()) > 0; i++) {
      await page
        .locator('.lobby-mask')
        .first()
        .click({ position: { x: 4, y: 4 } })
        .catch(() => {});
      await page.waitForTimeout(300);
    }
    // the prefetch only downloaded: none of its files runs before a page needs it (no <script> of it yet)
    const prefetched = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="prefetch"]')].map((l) => new URL(l.href).pathname),
    );
    assert.ok(prefetched.some((p) => /\/remoteEntry\.js$/.test(p)) && prefetched.length > 3, prefetched.join(' '));
    const running = await page.evaluate(() => [...document.scripts].map((s) => s.src && new URL(s.src).pathname));
    for (const p of prefetched) assert.ok(!running.includes(p), `${p} was prefetched, not run`);
    for (const url of antdUrls) assert.ok(!running.includes(new URL(url).pathname), 'antd-mobile is not run yet');

    const labels = await page.locator('nav.shell-tabbar button').allInnerTexts();
    // every tab now opens with its code from the cache: nothing downloaded again. An area entry outside a published
    // version folder (this test's build) is revalidated (`no-cache`: a rollback must reach the next load), a 304
    await page.evaluate(() => performance.mark('e2e:tabs'));
    for (const label of labels.map((l) => l.trim()).reverse()) {
      await page.locator('nav.shell-tabbar').getByRole('button', { name: label }).click();
      await page.waitForTimeout(300);
    }
    await page.waitForLoadState('networkidle');
    const opened = await page.evaluate(() => {
      const since = performance.getEntriesByName('e2e:tabs')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime >= since && ['script', 'link'].includes(r.initiatorType))
        .map((r) => ({ path: new URL(r.name).pathname, transfer: r.transferSize }));
    });
    // the site's own code (a page embedded in an iframe, the built-in customer-service chat, loads its own)
    const own = opened.filter((r) => /^\/(remotes\/|[\w.-]+\.(js|css)$)/.test(r.path));
    assert.ok(own.length > 0, 'the tabs ran code the prefetch had downloaded');
    const downloaded = own.filter((r) => r.transfer > 0 && !(/\/remoteEntry\.js$/.test(r.path) && r.transfer < 1024));
    assert.deepEqual(downloaded, [], 'tabs opened without downloading code');

    // a repeat visit takes every hashed file from the cache
    await page.reload();
    await page.locator('nav.shell-tabbar').waitFor();
    await untilPrefetched(page);
    const reloaded = await resources(page);
    const fromNetwork = reloaded
      .filter((r) => /[.-][0-9a-f]{8}\.(js|css)$/.test(r.path) && r.transfer > 0)
      .map((r) => r.path);
    assert.deepEqual(fromNetwork, [], 'hashed files come from the cache');
    // preboot.js (async, from the cache) may now run after main.js starts: still each call once, remotes.json inlined
    assert.equal(reloaded.filter((r) => r.path === '/api/app').length, 1, '/api/app once on the repeat visit');
    assert.equal(reloaded.filter((r) => r.path === '/api/user').length, 1, '/api/user once on the repeat visit');
    assert.equal(reloaded.filter((r) => r.path === '/remotes.json').length, 0);
    // issue 13: a repeat visit asks the network for index.html and API data only (pictures too come from the cache).
    // These tests serve each area's build folder as it is, whose remoteEntry.js has no version in its path and is
    // revalidated; a published version's is immutable (npm run bench:web -- --deployed shows that case).
    const asked = reloaded
      .filter(
        (r) => r.transfer > 0 && !r.path.startsWith('/api/') && !/^\/remotes\/[a-z-]+\/remoteEntry\.js$/.test(r.path),
      )
      .map((r) => r.path);
    assert.deepEqual(asked, [], 'nothing but index.html and API data from the network');
    await page.context().close();
  });

  test('an opening call that fails from index.html is asked again by the page, with no script error', async () => {
    const page = await ctx.browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let calls = 0;
    // the first /api/game/list (preboot.js's) and the first /api/bannerList fail at the network; the next ones pass
    const failOnce = (path) => {
      let failed = false;
      return page.route(`**${path}*`, (route) => {
        calls++;
        if (failed) return route.continue();
        failed = true;
        return route.abort();
      });
    };
    await failOnce('/api/game/list');
    await failOnce('/api/bannerList');
    await page.goto(`${ctx.product.url}/#/`);
    // the page's own calls got no early answer, so they asked the server themselves: the lists and banner show
    await page.locator('.lobby img[alt="广告 1"]').waitFor();
    await page.getByText('AG真人', { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(calls, 4, 'each call twice: once from index.html (failed), once from the page');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('a failing /api/app leaves the frame on screen, then shows a retry that starts the site', async () => {
    const page = await ctx.browser.newPage();
    let fail = true;
    await page.route('**/api/app', (route) => (fail ? route.abort() : route.continue()));
    await page.goto(`${ctx.product.url}/#/`);
    await page.getByRole('alert').getByText('网络连接失败').waitFor();
    assert.equal(await page.locator('nav.shell-tabbar').count(), 0, 'no page is drawn with an unknown gate');
    fail = false;
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.locator('nav.shell-tabbar').waitFor();
    await page.context().close();
  });

  test('maintenance: no page flashes before the gate says 0, and a returning visitor sees no frame at all', async () => {
    const page = await ctx.browser.newPage();
    await page.addInitScript(() => {
      window.__sawShell = false;
      new MutationObserver(() => {
        if (document.querySelector('nav.shell-tabbar, .shell-main')) window.__sawShell = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route('**/api/app', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.data.site_state = 0;
      body.data.repair_tips = '维护测试 E2E';
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(`${ctx.product.url}/#/`);
    await page.getByText('维护测试 E2E').waitFor();
    assert.equal(await page.evaluate(() => window.__sawShell), false, 'the shell never drew a page');
    // the next load remembers the gate: the frame stays hidden until the answer
    await page.reload();
    await page.waitForFunction(() => document.documentElement.classList.contains('h5f-gate'));
    await page.getByText('维护测试 E2E').waitFor();
    assert.equal(await page.evaluate(() => window.__sawShell), false);
    await page.context().close();
  });

  test('a slow /api/app keeps the frame painted, and the site appears when the answer comes', async () => {
    const page = await ctx.browser.newPage();
    await page.route('**/api/app', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await page.goto(`${ctx.product.url}/#/`);
    await page.waitForTimeout(1200);
    assert.ok(
      await page.locator('#h5-frame .h5f-t span').first().isVisible(),
      'the frame is on screen while the gate is pending',
    );
    assert.equal(await page.locator('nav.shell-tabbar').count(), 0);
    await page.locator('nav.shell-tabbar').waitFor();
    await page.context().close();
  });
});
