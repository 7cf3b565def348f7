// `npm run bench:web`: builds production bundles, opens the site in Chromium at 390×844 and prints what the
// first visit to `/` costs (JS and CSS, raw and gzip, request count), then the size of every area's build.
// Figures, not a pass/fail test. `--no-build` reuses the current dist folders. `--pages=money` (an area: all its
// routes), `--pages=all` (every route) or `--pages=/money,/recharge` also prints, for each page opened by a
// logged-in player after a first visit to `/`, the JS it fetched: the page's own area, and the rest (antd-mobile's
// shared chunk apart). `--throttle` adds the first visit on Lighthouse's mobile conditions (`--runs=N`, default 3):
// the waterfall, first and largest paint, JS before the largest paint, all JS of the visit, CSS, the repeat visit.
// `--deployed` publishes every area into a temporary release folder first (production caching); `--cpu=1` keeps
// the network throttled but not the CPU; `--static-index` serves index.html as a CDN would (nothing inlined).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from '../e2e/browser.mjs';
import { openLoggedIn, registerPlayer, ROOT, startProduct } from '../e2e/harness.mjs';
import { remotesOk } from '../e2e/releases.mjs';
import { AREAS, FRONT_DIRS } from './lib/areas.mjs';

const TARGET = { js: 150 * 1024, css: 25 * 1024 };
/** An area page opened after the first visit: at most this much of its area's own JS (gzip). */
const PAGE_TARGET_JS = 30 * 1024;
const pagesArg = process.argv.find((a) => a.startsWith('--pages='))?.slice('--pages='.length);
const throttle = process.argv.includes('--throttle');
/** `--static-index`: index.html as plain static hosting or a CDN serves it (nothing inlined). */
const STATIC_INDEX = process.argv.includes('--static-index');
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) || 3);
/** Lighthouse's mobile conditions: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU slowed 4×. */
const MOBILE = {
  latency: 150,
  down: (1.6 * 1024 * 1024) / 8,
  up: (750 * 1024) / 8,
  // `--cpu=1` keeps the network throttled but not the CPU (to tell network waits from script time on a busy machine)
  cpu: Number(process.argv.find((a) => a.startsWith('--cpu='))?.slice('--cpu='.length) || 4),
};
/** Goals of issue 13 (throttled, first visit to /). */
const GOAL = { lcp: 1800, fp: 1000, jsBeforeLcp: 140 * 1024 };
const ORIGINAL = { js: 251 * 1024, css: 226 * 1024 };
const NAIVE_FEDERATED_JS = 367 * 1024;

if (!process.argv.includes('--no-build')) {
  const res = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) process.exit(1);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kind = (url, type) =>
  /\.css(\?|$)/.test(url) || type === 'stylesheet'
    ? 'css'
    : /\.m?js(\?|$)/.test(url) || type === 'script'
      ? 'js'
      : 'other';

// `--deployed`: every area published as a version (`npm run remotes -- deploy <area> --no-build` into a temporary
// release folder), as in production: entries then live in immutable version folders, so a repeat visit shows what
// a player's browser really asks again
let releasesDir;
if (process.argv.includes('--deployed')) {
  releasesDir = mkdtempSync(path.join(os.tmpdir(), 'h5-bench-releases-'));
  for (const a of AREAS) await remotesOk(releasesDir, 'deploy', a.name, '--no-build');
}
const product = await startProduct(releasesDir ? { RELEASES_DIR: releasesDir } : {});
const browser = await launch();
try {
  const page = await browser.newPage();
  const bodies = new Map();
  page.on('response', async (res) => {
    try {
      const buf = await res.body();
      bodies.set(res.url(), { buf, type: res.request().resourceType(), status: res.status() });
    } catch {
      /* redirects have no body */
    }
  });
  const started = Date.now();
  await page.goto(`${product.url}/#/`, { waitUntil: 'networkidle' });
  await page.locator('nav.shell-tabbar').waitFor();
  await prefetchSettled(page);
  const elapsed = Date.now() - started;

  // split what the first paint needed from what the shell prefetched afterwards, when the browser was idle
  const timing = await page.evaluate(() => {
    const mark = performance.getEntriesByName('h5:prefetch')[0];
    return {
      prefetchAt: mark ? mark.startTime : Infinity,
      resources: performance.getEntriesByType('resource').map((r) => ({ url: r.name, start: r.startTime })),
    };
  });
  const startOf = new Map(timing.resources.map((r) => [r.url, r.start]));
  const rows = { first: { js: [0, 0], css: [0, 0], requests: 0 }, prefetch: { js: [0, 0], css: [0, 0], requests: 0 } };
  for (const [url, { buf, type }] of bodies) {
    const phase = (startOf.get(url) ?? 0) >= timing.prefetchAt ? 'prefetch' : 'first';
    rows[phase].requests++;
    const k = kind(url, type);
    if (k === 'other') continue;
    rows[phase][k][0] += buf.length;
    rows[phase][k][1] += gz(buf);
  }

  console.log('\nFirst visit to / (Chromium 390×844, until network idle)');
  console.log('  phase                          JS raw     JS gzip    CSS raw    CSS gzip   requests');
  const line = (name, r) =>
    console.log(
      `  ${name.padEnd(28)} ${kb(r.js[0]).padStart(9)} ${kb(r.js[1]).padStart(10)} ${kb(r.css[0]).padStart(10)} ${kb(r.css[1]).padStart(10)} ${String(r.requests).padStart(9)}`,
    );
  line('first paint', rows.first);
  line('idle prefetch of tab areas', rows.prefetch);
  const f = rows.first;
  console.log(`  loaded in ${elapsed} ms on loopback`);
  console.log('\nAgainst the budget and the references (first paint, gzip)');
  console.log(
    `  JS  ${kb(f.js[1])}: ${((f.js[1] / TARGET.js) * 100).toFixed(0)}% of the 150 KB target, ${(f.js[1] / ORIGINAL.js).toFixed(2)}× the original site (251 KB), ${(f.js[1] / NAIVE_FEDERATED_JS).toFixed(2)}× a naive federated build (367 KB)`,
  );
  console.log(
    `  CSS ${kb(f.css[1])}: ${((f.css[1] / TARGET.css) * 100).toFixed(0)}% of the 25 KB target, ${(f.css[1] / ORIGINAL.css).toFixed(2)}× the original site (226 KB)`,
  );
  console.log(
    `  JS within budget: ${f.js[1] <= TARGET.js ? 'yes' : 'NO'}; CSS within budget: ${f.css[1] <= TARGET.css ? 'yes' : 'NO'}`,
  );

  console.log('\nEach build (every file a player could download from it)');
  console.log('  package              entry gzip   JS raw     JS gzip    CSS raw    CSS gzip   files');
  for (const dir of FRONT_DIRS) {
    const dist = path.join(ROOT, dir, 'dist');
    let files;
    try {
      files = readdirSync(dist, { recursive: true })
        .map(String)
        .filter((f) => statSync(path.join(dist, f)).isFile());
    } catch {
      console.log(`  ${dir.padEnd(20)} (not built)`);
      continue;
    }
    const t = { js: [0, 0], css: [0, 0], n: 0 };
    for (const file of files) {
      const k = kind(file);
      if (k === 'other') continue;
      const buf = readFileSync(path.join(dist, file));
      t[k][0] += buf.length;
      t[k][1] += gz(buf);
      t.n++;
    }
    const entryFile = dir === 'host' ? files.find((f) => /^main\..*\.js$/.test(f)) : 'remoteEntry.js';
    const entry = entryFile ? gz(readFileSync(path.join(dist, entryFile))) : 0;
    console.log(
      `  ${dir.padEnd(20)} ${kb(entry).padStart(10)} ${kb(t.js[0]).padStart(10)} ${kb(t.js[1]).padStart(10)} ${kb(t.css[0]).padStart(10)} ${kb(t.css[1]).padStart(10)} ${String(t.n).padStart(7)}`,
    );
  }
  if (throttle) await benchThrottled();
  if (pagesArg) await benchPages(pagesArg);
} finally {
  await browser.close();
  await product.stop();
  if (releasesDir) rmSync(releasesDir, { recursive: true, force: true });
}

function median(xs) {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
}
function spread(xs, f = (x) => x.toFixed(0)) {
  return `${f(median(xs))} (${f(Math.min(...xs))}–${f(Math.max(...xs))})`;
}

/** Records the paints in the page (largest contentful paint needs an observer registered before it happens). */
function PAINT_OBSERVER() {
  window.__benchLcp = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__benchLcp.push({
          t: e.startTime,
          size: e.size,
          what: e.element
            ? `${e.element.tagName.toLowerCase()}${e.element.className && typeof e.element.className === 'string' ? '.' + e.element.className.split(' ')[0] : ''}`
            : e.url || '?',
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // cumulative layout shift: the static frame handing over to the shell must move nothing
    window.__benchCls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__benchCls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    /* no LCP in this browser */
  }
}

/** Throttles a page as Lighthouse's mobile preset does (network and CPU through the DevTools protocol). */
async function throttlePage(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latency,
    downloadThroughput: MOBILE.down,
    uploadThroughput: MOBILE.up,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
  return cdp;
}

/** Waits until the shell's idle prefetch (tab areas, antd-mobile) is over, or a few seconds if the build has none. */
async function prefetchSettled(page, timeout = 30_000) {
  await page
    .waitForFunction(() => performance.getEntriesByName('h5:prefetched').length > 0, null, { timeout })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
}

/** One throttled visit to `/` in a fresh context, then a repeat visit (reload in the same context). */
async function throttledVisit(token) {
  const page = await browser.newPage();
  if (token) {
    await page.goto(`${product.url}/remotes.json`);
    await page.evaluate((t) => sessionStorage.setItem('token', t), token);
  }
  await page.addInitScript(PAINT_OBSERVER);
  const bodies = new Map();
  page.on('response', async (res) => {
    try {
      bodies.set(res.url(), { buf: await res.body(), type: res.request().resourceType() });
    } catch {
      /* no body */
    }
  });
  if (STATIC_INDEX)
    // index.html as a CDN serves the build's copy: no inlined remotes.json, an empty tab bar frame
    await page.route(/\/(index\.html)?(\?.*)?$/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const res = await route.fetch();
      const html = (await res.text())
        .replace(/(<script id="h5-remotes" type="application\/json">)[\s\S]*?(<\/script>)/, '$1null$2')
        .replace(/(<div class="h5f-t">)[\s\S]*?(<\/div>)/, '$1$2');
      await route.fulfill({ response: res, body: html, headers: { ...res.headers(), 'content-encoding': 'identity' } });
    });
  const cdp = await throttlePage(page);
  await page.goto(`${product.url}/#/`, { waitUntil: 'load' });
  await page.locator('nav.shell-tabbar').waitFor();
  await prefetchSettled(page);
  await page.waitForTimeout(300);
  const read = () =>
    page.evaluate(() => {
      const paint = Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]));
      const lcp = window.__benchLcp?.at(-1);
      const nav = performance.getEntriesByType('navigation')[0];
      const mark = (n) => performance.getEntriesByName(n)[0]?.startTime ?? null;
      return {
        fp: paint['first-paint'] ?? null,
        fcp: paint['first-contentful-paint'] ?? null,
        lcp: lcp?.t ?? null,
        lcpWhat: lcp?.what ?? null,
        cls: window.__benchCls ?? null,
        prefetchAt: mark('h5:prefetch'),
        pageAt: mark('h5:page'),
        prefetchedAt: mark('h5:prefetched'),
        html: { url: nav.name, start: 0, end: nav.responseEnd, transfer: nav.transferSize },
        resources: performance.getEntriesByType('resource').map((r) => ({
          url: r.name,
          start: r.startTime,
          end: r.responseEnd,
          transfer: r.transferSize,
          initiator: r.initiatorType,
        })),
      };
    });
  const first = await read();
  // a repeat visit: only what does not come from the cache goes to the network
  const seenAgain = [];
  page.on('request', (req) => seenAgain.push(req));
  await page.reload({ waitUntil: 'load' });
  await page.locator('nav.shell-tabbar').waitFor();
  await prefetchSettled(page);
  const again = await read();
  const network = [];
  for (const req of seenAgain) {
    const where = new URL(req.url()).pathname;
    const status = (await req.response().catch(() => null))?.status();
    if (req.isNavigationRequest()) network.push(`${where} (page)`);
    else if (!again.resources.some((r) => r.url === req.url() && r.transfer === 0))
      network.push(status === 304 ? `${where} (304)` : where);
  }
  await cdp.detach().catch(() => {});
  await page.context().close();
  return { first, bodies, repeat: network };
}

function summarize({ first, bodies }) {
  const rows = [];
  const lcp = first.lcp ?? Infinity;
  let jsBefore = 0;
  let jsAll = 0;
  let css = 0;
  let jsRequestsBefore = 0;
  let jsBeforePage = 0;
  const pageAt = first.pageAt ?? Infinity;
  for (const r of first.resources) {
    // the balance poll and later calls are not part of the visit's loading
    if (first.prefetchedAt != null && r.start > first.prefetchedAt + 500) continue;
    const b = bodies.get(r.url);
    const k = kind(r.url, b?.type);
    const g = b ? gz(b.buf) : 0;
    if (k === 'js') {
      jsAll += g;
      if (r.start < lcp) {
        jsBefore += g;
        jsRequestsBefore++;
      }
      if (r.start < pageAt) jsBeforePage += g;
    }
    if (k === 'css') css += g;
    rows.push({ ...r, kind: k, gz: g });
  }
  return { rows, jsBefore, jsAll, css, jsRequestsBefore, jsBeforePage };
}

function printWaterfall(first, rows) {
  const scale = 50; // ms per column
  const all = [
    { url: first.html.url, start: 0, end: first.html.end, kind: 'html', gz: 0, transfer: first.html.transfer },
    ...rows,
  ].sort((a, b) => a.start - b.start);
  const end = Math.max(...all.map((r) => r.end), first.lcp ?? 0);
  const marks = (col) => {
    const at = (t) => t != null && Math.floor(t / scale) === col;
    return at(first.lcp) ? 'L' : at(first.fcp) ? 'F' : at(first.pageAt) ? 'P' : at(first.prefetchAt) ? 'I' : null;
  };
  console.log(
    `\n  waterfall (1 column = ${scale} ms; F first contentful paint, L largest paint, P start page shown, I idle prefetch starts; · idle prefetch)`,
  );
  const axis = Array.from(
    { length: Math.ceil(end / scale) + 1 },
    (_, c) => marks(c) ?? (c % 10 === 0 ? '|' : ' '),
  ).join('');
  console.log(`  ${''.padEnd(44)} ${'start'.padStart(6)} ${'end'.padStart(6)} ${'gzip'.padStart(8)}  ${axis}`);
  for (const r of all) {
    const u = new URL(r.url);
    const name = (u.pathname + (u.pathname === '/' ? u.hash : '')).replace(/^\/remotes\//, 'r/');
    const from = Math.floor(r.start / scale);
    const to = Math.max(from, Math.floor(r.end / scale));
    const bar = ' '.repeat(from) + (r.start >= (first.prefetchAt ?? Infinity) ? '·' : '█').repeat(to - from + 1);
    console.log(
      `  ${name.slice(-44).padEnd(44)} ${r.start.toFixed(0).padStart(6)} ${r.end.toFixed(0).padStart(6)} ${(r.gz ? kb(r.gz) : '').padStart(8)}  ${bar}`,
    );
  }
}

/** `--throttle`: the first visit to / on Lighthouse's mobile conditions, RUNS times (a visitor, then a player). */
async function benchThrottled() {
  const { token } = await registerPlayer(product.url, 'benchthr');
  for (const who of ['visitor', 'player']) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await throttledVisit(who === 'player' ? token : undefined));
    const sums = runs.map(summarize);
    const pick = runs.map((r) => r.first);
    const mid = pick.map((p) => p.lcp).indexOf(median(pick.map((p) => p.lcp)));
    const shown = mid >= 0 ? mid : 0;
    console.log(
      `\nThrottled first visit to / as a ${who} (150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU ${MOBILE.cpu}×${STATIC_INDEX ? ', index.html as a static file' : ''}; ${RUNS} runs, the median run's waterfall)`,
    );
    printWaterfall(runs[shown].first, sums[shown].rows);
    const ms = (x) => `${x.toFixed(0)} ms`;
    const k = (x) => kb(x);
    console.log(`\n  figures over ${RUNS} runs: median (min–max)`);
    console.log(
      `  first paint                 ${spread(
        pick.map((p) => p.fp ?? NaN),
        ms,
      )}   goal ≤ ${GOAL.fp} ms`,
    );
    console.log(
      `  first contentful paint      ${spread(
        pick.map((p) => p.fcp ?? NaN),
        ms,
      )}`,
    );
    console.log(
      `  largest paint               ${spread(
        pick.map((p) => p.lcp ?? NaN),
        ms,
      )}   goal ≤ ${GOAL.lcp} ms   (element: ${runs[shown].first.lcpWhat})`,
    );
    console.log(
      `  start page shown (h5:page)  ${spread(
        pick.map((p) => p.pageAt ?? NaN),
        ms,
      )}   (the area page rendered)`,
    );
    console.log(
      `  JS before the largest paint ${spread(
        sums.map((s) => s.jsBefore),
        k,
      )} gzip in ${sums[shown].jsRequestsBefore} files   goal ≤ ${kb(GOAL.jsBeforeLcp)}`,
    );
    console.log(
      `  JS before the page shown    ${spread(
        sums.map((s) => s.jsBeforePage),
        k,
      )} gzip`,
    );
    console.log(
      `  all JS of the visit         ${spread(
        sums.map((s) => s.jsAll),
        k,
      )} gzip (idle prefetch included)`,
    );
    console.log(
      `  CSS                         ${spread(
        sums.map((s) => s.css),
        k,
      )} gzip`,
    );
    console.log(
      `  layout shift (CLS)          ${spread(
        pick.map((p) => p.cls ?? NaN),
        (x) => x.toFixed(3),
      )}`,
    );
    console.log(
      `  idle prefetch started at    ${spread(
        pick.map((p) => p.prefetchAt ?? NaN),
        ms,
      )}`,
    );
    // with --static-index the page's requests are intercepted (to rewrite index.html), which turns Chromium's cache off
    if (STATIC_INDEX)
      console.log(
        '  repeat visit: not measured with --static-index (intercepting requests turns the browser cache off)',
      );
    else console.log(`  repeat visit, from the network: ${runs[shown].repeat.join(', ') || '(nothing)'}`);
  }
}

/**
 * The JS each page fetches when a logged-in player opens it after a first visit to `/` (a fresh browser context
 * each, opened once the shell's idle prefetch is over). `--pages=all`: every route of the site.
 */
async function benchPages(arg) {
  const manifest = await (await fetch(`${product.url}/remotes.json`)).json();
  const area = AREAS.find((a) => a.name === arg);
  const paths =
    arg === 'all'
      ? Object.values(manifest).flatMap((m) => (m.routes ?? []).map((r) => r.path))
      : area
        ? JSON.parse(readFileSync(path.join(ROOT, area.dir, 'dist', 'routes.json'), 'utf8')).map((r) => r.path)
        : arg.split(',');
  const areaOf = (url) =>
    Object.entries(manifest).find(([, m]) =>
      url.startsWith(new URL(m.entry.replace(/[^/]*$/, ''), product.url).href),
    )?.[0];
  const routeArea = (p) => Object.entries(manifest).find(([, m]) => (m.routes ?? []).some((r) => r.path === p))?.[0];
  const tabPaths = new Set(
    Object.values(manifest).flatMap((m) => (m.routes ?? []).filter((r) => r.tab).map((r) => r.path)),
  );
  // the files of antd-mobile's shared chunk (`@h5/shared/antd`) in every area's build: whichever area opens first
  // provides it to the whole site, so it is not counted against a page
  const antdFiles = new Set();
  for (const m of Object.values(manifest)) {
    const base = new URL(m.entry.replace(/[^/]*$/, ''), product.url).href;
    const mf = await fetch(`${base}mf-manifest.json`)
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null);
    const antd = mf?.shared?.find((x) => x.name === '@h5/shared/antd');
    for (const f of [...(antd?.assets.js.sync ?? []), ...(antd?.assets.js.async ?? [])]) antdFiles.add(base + f);
  }
  // and the shell's own copy, the one the site runs (index.html names its files for the idle prefetch)
  const html = await (await fetch(`${product.url}/`)).text();
  const hostPrefetch = /<meta name="?h5-prefetch"? content="([^"]*)"/.exec(html)?.[1] ?? '';
  for (const f of hostPrefetch.split(/\s+/)) if (f.endsWith('.js')) antdFiles.add(new URL(f, `${product.url}/`).href);
  const { token } = await registerPlayer(product.url, 'bench');
  console.log(
    '\nPages opened after a first visit to / (logged in, after the idle prefetch; JS fetched by the page, gzip)',
  );
  console.log(
    '  page                 area          area JS  JS files   antd-mobile   other JS  CSS files   within 30 KB',
  );
  let worst = 0;
  for (const hashPath of paths) {
    const page = await browser.newPage();
    await openLoggedIn(page, product.url, token, '/');
    await page.locator('nav.shell-tabbar').waitFor();
    await prefetchSettled(page);
    await page.waitForTimeout(300);
    const seen = [];
    let cssFiles = 0;
    page.on('response', async (res) => {
      const k = kind(res.url(), res.request().resourceType());
      if (k === 'css') cssFiles++;
      if (k !== 'js') return;
      try {
        seen.push({ url: res.url(), gz: gz(await res.body()) });
      } catch {
        /* no body */
      }
    });
    await page.evaluate((p) => (location.hash = `#${p}`), hashPath);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const pageArea = routeArea(hashPath) ?? area?.name;
    const antd = seen.filter((r) => antdFiles.has(r.url));
    const own = seen.filter((r) => !antdFiles.has(r.url) && areaOf(r.url) === pageArea);
    const rest = seen.filter((r) => !antdFiles.has(r.url) && areaOf(r.url) !== pageArea);
    const sum = (list) => list.reduce((n, r) => n + r.gz, 0);
    worst = Math.max(worst, sum(own) + sum(rest));
    const tab = tabPaths.has(hashPath) ? ' (tab)' : '';
    console.log(
      `  ${(hashPath + tab).padEnd(20)} ${String(pageArea ?? '?').padEnd(11)} ${kb(sum(own)).padStart(9)} ${String(own.length + rest.length + antd.length).padStart(9)} ${kb(sum(antd)).padStart(13)} ${kb(sum(rest)).padStart(10)} ${String(cssFiles).padStart(10)}   ${sum(own) + sum(rest) <= PAGE_TARGET_JS ? 'yes' : 'NO'}`,
    );
    await page.context().close();
  }
  console.log(
    `  largest page: ${kb(worst)} of its own JS (goal ≤ 30 KB gzip; a tab page's files come from the cache the idle prefetch filled)`,
  );
}
