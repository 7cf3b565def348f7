// `npm run bench:web`: builds production bundles, opens the site in Chromium at 390×844 and prints what the
// first visit to `/` costs (JS and CSS, raw and gzip, request count), then the size of every area's build.
// Figures, not a pass/fail test. `--no-build` reuses the current dist folders. `--pages=money` (an area: all its
// routes) or `--pages=/money,/recharge` also prints, for each page opened by a logged-in player after a first visit
// to `/`, the JS it fetched: the page's own area, and the rest (antd-mobile's shared chunk, loaded once per visit).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from '../e2e/browser.mjs';
import { openLoggedIn, registerPlayer, ROOT, startProduct } from '../e2e/harness.mjs';
import { AREAS, FRONT_DIRS } from './lib/areas.mjs';

const TARGET = { js: 150 * 1024, css: 25 * 1024 };
/** An area page opened after the first visit: at most this much of its area's own JS (gzip). */
const PAGE_TARGET_JS = 30 * 1024;
const pagesArg = process.argv.find((a) => a.startsWith('--pages='))?.slice('--pages='.length);
const ORIGINAL = { js: 251 * 1024, css: 226 * 1024 };
const NAIVE_FEDERATED_JS = 367 * 1024;

if (!process.argv.includes('--no-build')) {
  const res = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) process.exit(1);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kind = (url, type) => (/\.css(\?|$)/.test(url) || type === 'stylesheet' ? 'css' : /\.m?js(\?|$)/.test(url) || type === 'script' ? 'js' : 'other');

const product = await startProduct();
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
  await page.waitForLoadState('networkidle');
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
  console.log(`  JS  ${kb(f.js[1])}: ${((f.js[1] / TARGET.js) * 100).toFixed(0)}% of the 150 KB target, ${(f.js[1] / ORIGINAL.js).toFixed(2)}× the original site (251 KB), ${(f.js[1] / NAIVE_FEDERATED_JS).toFixed(2)}× a naive federated build (367 KB)`);
  console.log(`  CSS ${kb(f.css[1])}: ${((f.css[1] / TARGET.css) * 100).toFixed(0)}% of the 25 KB target, ${(f.css[1] / ORIGINAL.css).toFixed(2)}× the original site (226 KB)`);
  console.log(`  JS within budget: ${f.js[1] <= TARGET.js ? 'yes' : 'NO'}; CSS within budget: ${f.css[1] <= TARGET.css ? 'yes' : 'NO'}`);

  console.log('\nEach build (every file a player could download from it)');
  console.log('  package              entry gzip   JS raw     JS gzip    CSS raw    CSS gzip   files');
  for (const dir of FRONT_DIRS) {
    const dist = path.join(ROOT, dir, 'dist');
    let files;
    try {
      files = readdirSync(dist, { recursive: true }).map(String).filter((f) => statSync(path.join(dist, f)).isFile());
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
  if (pagesArg) await benchPages(pagesArg);
} finally {
  await browser.close();
  await product.stop();
}

/** The JS each page fetches when a logged-in player opens it after a first visit to `/` (a fresh browser context each). */
async function benchPages(arg) {
  const area = AREAS.find((a) => a.name === arg);
  const paths = area ? JSON.parse(readFileSync(path.join(ROOT, area.dir, 'dist', 'routes.json'), 'utf8')).map((r) => r.path) : arg.split(',');
  const manifest = await (await fetch(`${product.url}/remotes.json`)).json();
  const areaOf = (url) => Object.entries(manifest).find(([, m]) => url.startsWith(new URL(m.entry.replace(/[^/]*$/, ''), product.url).href))?.[0];
  // the files of antd-mobile's shared chunk (`@h5/shared/antd`) in every area's build: whichever area opens first
  // provides it to the whole site, so it is not counted against a page
  const antdFiles = new Set();
  for (const m of Object.values(manifest)) {
    const base = new URL(m.entry.replace(/[^/]*$/, ''), product.url).href;
    const mf = await fetch(`${base}mf-manifest.json`).then((r) => (r.ok ? r.json() : null)).catch(() => null);
    const antd = mf?.shared?.find((x) => x.name === '@h5/shared/antd');
    for (const f of [...(antd?.assets.js.sync ?? []), ...(antd?.assets.js.async ?? [])]) antdFiles.add(base + f);
  }
  const { token } = await registerPlayer(product.url, 'bench');
  console.log('\nPages opened after a first visit to / (logged in; JS fetched by the page, gzip; antd-mobile = its shared chunk)');
  console.log('  page                 area JS    files   antd-mobile   other JS   within 30 KB');
  for (const hashPath of paths) {
    const page = await browser.newPage();
    await openLoggedIn(page, product.url, token, '/');
    await page.locator('nav.shell-tabbar').waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const seen = [];
    page.on('response', async (res) => {
      if (kind(res.url(), res.request().resourceType()) !== 'js') return;
      try {
        seen.push({ url: res.url(), gz: gz(await res.body()) });
      } catch {
        /* no body */
      }
    });
    await page.evaluate((p) => (location.hash = `#${p}`), hashPath);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const owner = (url) => areaOf(url);
    const pageArea = area?.name ?? AREAS.find((a) => seen.some((r) => owner(r.url) === a.name))?.name;
    const antd = seen.filter((r) => antdFiles.has(r.url));
    const own = seen.filter((r) => !antdFiles.has(r.url) && owner(r.url) === pageArea);
    const rest = seen.filter((r) => !antdFiles.has(r.url) && owner(r.url) !== pageArea);
    const sum = (list) => list.reduce((n, r) => n + r.gz, 0);
    console.log(
      `  ${hashPath.padEnd(18)} ${kb(sum(own)).padStart(10)} ${String(own.length).padStart(7)} ${kb(sum(antd)).padStart(13)} ${kb(sum(rest)).padStart(10)}   ${sum(own) <= PAGE_TARGET_JS ? 'yes' : 'NO'}`,
    );
    await page.context().close();
  }
}
