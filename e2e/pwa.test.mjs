// The installable app in a real browser against the real server: the manifest and its icons, the service worker
// (installs, controls the page, passes Chromium's installability checks), a reload without network (the offline
// page), an area rolled back while an installed page is open (the version live on the server is the one loaded after
// a reload: remotes.json and the area entries are never served stale), and /app's 添加到主屏幕.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launch } from './browser.mjs';
import { loginToken, openLoggedIn, skipWelcomePopup, startProduct } from './harness.mjs';
import { changedRemoteSource, entriesLoaded, remotesOk, settled } from './releases.mjs';

const BANNER = '资金中心 已安装版本 E2E';
let product;
let browser;
let releases;
let token;
let changed;
/** money 1 (the repository's build) and money 2 (a visibly changed copy) */
const v = {};

const served = async () => (await fetch(`${product.url}/remotes.json`)).json();

/** A page whose service worker is allowed (the other browser tests block it). */
const installedPage = async () => {
  const page = await browser.newPage({ serviceWorkers: 'allow' });
  await skipWelcomePopup(page);
  return page;
};

/** Waits until the site's worker is active and controls the page (registered after load, when the browser is idle). */
const controlled = (page) =>
  page.waitForFunction(
    () => !!navigator.serviceWorker?.controller && navigator.serviceWorker.controller.state === 'activated',
    null,
    { timeout: 30_000 },
  );

before(async () => {
  releases = mkdtempSync(path.join(os.tmpdir(), 'h5-e2e-pwa-releases-'));
  await remotesOk(releases, 'deploy', 'money', '--no-build');
  v.money1 = JSON.parse(readFileSync(path.join(releases, 'registry.json'), 'utf8')).remotes.money.current;
  product = await startProduct({ RELEASES_DIR: releases });
  browser = await launch();
  token = await loginToken(product.url, 'demo888', 'demo888');
});

after(async () => {
  await browser?.close();
  await product?.stop();
  changed?.remove();
  if (releases) rmSync(releases, { recursive: true, force: true });
});

describe('installable app', () => {
  test('the manifest: served as a manifest, named in Chinese, standalone, its icons load at their stated sizes', async () => {
    const res = await fetch(`${product.url}/manifest.webmanifest`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^application\/manifest\+json/);
    const manifest = await res.json();
    assert.equal(manifest.name, '星耀娱乐');
    assert.match(manifest.short_name, /^[\u4e00-\u9fff]{2,6}$/, 'a Chinese short name');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.scope, '/');
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
    assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);
    const sizes = (purpose) => manifest.icons.filter((i) => i.purpose === purpose).map((i) => i.sizes);
    assert.deepEqual(sizes('any'), ['192x192', '512x512']);
    assert.ok(sizes('maskable').includes('512x512'), 'a maskable icon');

    const page = await installedPage();
    await page.goto(`${product.url}/#/`);
    // index.html names the manifest, and each icon is a real picture of the size the manifest states
    assert.equal(await page.locator('link[rel="manifest"]').getAttribute('href'), 'manifest.webmanifest');
    for (const icon of manifest.icons) {
      const src = new URL(icon.src, `${product.url}/manifest.webmanifest`).href;
      const got = await page.evaluate(
        (u) =>
          new Promise((resolve, reject) => {
            const img = new Image();
            img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`);
            img.onerror = () => reject(new Error(`icon did not load: ${u}`));
            img.src = u;
          }),
        src,
      );
      assert.equal(got, icon.sizes, icon.src);
    }
    // Chromium reads the same manifest (what its install checks and Lighthouse read)
    const cdp = await page.context().newCDPSession(page);
    const app = await cdp.send('Page.getAppManifest');
    assert.deepEqual(app.errors, []);
    assert.equal(JSON.parse(app.data).short_name, manifest.short_name);
    await page.context().close();
  });

  test('the service worker: served revalidated as JavaScript, it installs, controls the page and the site is installable', async () => {
    const res = await fetch(`${product.url}/sw.js`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^application\/javascript/);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    const source = await res.text();
    assert.match(source, /"precache":\["/, 'the build wrote the shell list into it');

    const page = await installedPage();
    await page.goto(`${product.url}/#/`);
    await page.locator('nav.shell-tabbar').waitFor();
    await controlled(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(scope, `${product.url}/`);
    // the shell is precached; index.html (it carries the live remotes.json) and API answers are never kept
    const cached = await page.evaluate(async () => {
      const out = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
      return out;
    });
    assert.ok(cached.includes('/offline.html'), 'the offline page is precached');
    assert.ok(
      cached.some((p) => /^\/main\.[0-9a-f]{8}\.js$/.test(p)),
      'the shell script is precached',
    );
    assert.ok(!cached.some((p) => p === '/' || p === '/index.html' || p.startsWith('/api/')), cached.join(' '));

    // Chromium's own installability checks (those Lighthouse reports): none fails but the test browser's
    // off-the-record profile
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(
      installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
      [],
    );
    await page.context().close();
  });

  test('offline, a reload shows the friendly offline page; back online, 重新加载 opens the site', async () => {
    const page = await installedPage();
    await page.goto(`${product.url}/#/`);
    await page.locator('nav.shell-tabbar').waitFor();
    await controlled(page);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: '网络连接已断开' }).waitFor();
    assert.equal(await page.title(), '网络连接已断开 · 星耀娱乐');
    assert.ok(await page.getByRole('img', { name: '星耀娱乐' }).evaluate((img) => img.naturalWidth > 0), 'the logo');
    await page.context().setOffline(false);
    await page.getByRole('link', { name: '重新加载' }).click();
    await page.locator('nav.shell-tabbar').waitFor();
    await page.context().close();
  });

  test('an area rolled back while an installed page is open: the version live on the server is the one loaded after a reload', async () => {
    changed = changedRemoteSource('money', BANNER);
    await remotesOk(releases, 'deploy', 'money', '--source', changed.dir, '--note', 'e2e: pwa');
    v.money2 = JSON.parse(readFileSync(path.join(releases, 'registry.json'), 'utf8')).remotes.money.current;
    assert.notEqual(v.money2, v.money1);
    const moneyPath = (await served()).money.routes.find((r) => !r.cached).path;

    const page = await installedPage();
    await openLoggedIn(page, product.url, token, moneyPath);
    await page.getByText(BANNER).waitFor();
    await controlled(page);
    // once more through the worker, so every file of this version has gone through it (and its caches)
    await page.reload();
    await page.getByText(BANNER).waitFor();
    assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the page is the installed app’s');
    assert.deepEqual(await entriesLoaded(page, 'money'), [v.money2]);
    // the area's entry went through the worker (its network-first copy is kept for a moment without network)
    const live = await page.evaluate(async () =>
      (await (await caches.open('h5-live')).keys()).map((r) => new URL(r.url).pathname),
    );
    assert.ok(live.includes(`/remotes/money/${v.money2}/remoteEntry.js`), live.join(' '));

    await remotesOk(releases, 'rollback', 'money', '--note', 'e2e: pwa back');
    assert.equal((await served()).money.version, v.money1);
    await page.reload();
    await settled(page, 'money');
    assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'still controlled by the worker');
    assert.deepEqual(await entriesLoaded(page, 'money'), [v.money1]);
    assert.equal(await page.getByText(BANNER).count(), 0, 'the rolled-back version is gone');

    // and forward again: a deploy reaches it the same way
    await remotesOk(releases, 'promote', 'money', v.money2, '--note', 'e2e: pwa forward');
    await page.reload();
    await page.getByText(BANNER).waitFor();
    assert.deepEqual(await entriesLoaded(page, 'money'), [v.money2]);
    await page.context().close();
  });

  test('/app offers 添加到主屏幕 beside the downloads: the browser’s install dialog, and 已安装 in the installed app', async () => {
    const page = await installedPage();
    await openLoggedIn(page, product.url, token, '/app');
    const card = page.locator('section.app-install');
    await card.getByRole('heading', { name: '添加到主屏幕' }).waitFor();
    // the test phone says it is Safari on an iPhone: the steps through 分享
    await card.getByRole('list', { name: '在 Safari 中添加到主屏幕' }).waitFor();
    await page.getByRole('button', { name: '立即下载' }).waitFor();
    await page.screenshot({ path: path.join(os.tmpdir(), 'h5-e2e-app-install.png'), fullPage: true });

    // a browser that offers to install (Chromium's beforeinstallprompt): the button opens its dialog
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      offer.prompt = async () => {
        window.__e2ePrompted = true;
      };
      offer.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(offer);
    });
    await card.getByRole('button', { name: '添加到主屏幕' }).click();
    await card.getByText(/^已安装/).waitFor();
    assert.equal(await page.evaluate(() => window.__e2ePrompted), true);
    await page.context().close();

    // started from the home screen (standalone display): 已安装
    const app = await installedPage();
    await app.emulateMedia({ media: 'screen' });
    await app.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (q) =>
        /display-mode:\s*standalone/.test(q)
          ? { matches: true, media: q, addEventListener() {}, removeEventListener() {} }
          : real(q);
    });
    await openLoggedIn(app, product.url, token, '/app');
    await app
      .locator('section.app-install')
      .getByText(/^已安装/)
      .waitFor();
    await app.context().close();
  });

  test('the home lobby’s app strip leads to /app', async () => {
    const page = await installedPage();
    await openLoggedIn(page, product.url, token, '/');
    const strip = page.getByRole('complementary', { name: 'APP下载' });
    await strip.waitFor();
    await strip.getByRole('button').first().click();
    await page.waitForFunction(() => location.hash === '#/app');
    await page.locator('section.app-install').waitFor();
    await page.context().close();
  });
});
