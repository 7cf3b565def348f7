// `npm run bench:web`: builds production bundles, opens the site in Chromium at 390×844 and prints what the
// first visit to `/` costs (JS and CSS, raw and gzip, request count), then the size of every area's build.
// Figures, not a pass/fail test. `--no-build` reuses the current dist folders.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from '../e2e/browser.mjs';
import { ROOT, startProduct } from '../e2e/harness.mjs';
import { FRONT_DIRS } from './lib/areas.mjs';

const TARGET = { js: 150 * 1024, css: 25 * 1024 };
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
} finally {
  await browser.close();
  await product.stop();
}
