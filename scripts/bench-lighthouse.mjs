// `npm run bench:lighthouse`: Lighthouse 12's default mobile preset (simulated slow 4G, 4× CPU, Moto G Power
// screen) against the production build, served on a fresh database as `npm run bench:web` serves it, for `/`,
// `/activity`, `/login` and `/mine` (logged in), three runs each (`--runs=N`), each run in a fresh Chromium
// (Debian's /usr/bin/chromium, a new profile: nothing cached, no service worker). Prints per page the median of the
// four category scores and of the largest contentful paint, the audits that lost points, and what Lighthouse saw as
// the largest paint's element and request chain. Figures against the goals of issue 24, not a pass/fail test.
// `--no-build` reuses the current dist folders; `--pages=/,/login` picks pages; `--out=<dir>` keeps every report
// (JSON); `--deployed` publishes every area into a temporary release folder first (production caching).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/browser.mjs';
import { registerPlayer, ROOT, startProduct } from '../e2e/harness.mjs';
import { remotesOk } from '../e2e/releases.mjs';
import { AREAS } from './lib/areas.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(arg('runs') || 3);
const OUT = arg('out') ? path.resolve(arg('out')) : undefined;
/** The pages of issue 24; the site's routes are hash routes, so each is `/#<path>`. */
const PAGES = [
  { path: '/', player: false },
  { path: '/activity', player: false },
  { path: '/login', player: false },
  { path: '/mine', player: true },
].filter((p) => !arg('pages') || arg('pages').split(',').includes(p.path));
/** Issue 24's goals (scores 0–100, LCP in ms of Lighthouse's simulation). */
const GOAL = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 90, lcp: 1800 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

if (!process.argv.includes('--no-build')) {
  const res = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) process.exit(1);
}

let releasesDir;
if (process.argv.includes('--deployed')) {
  releasesDir = mkdtempSync(path.join(os.tmpdir(), 'h5-lh-releases-'));
  for (const a of AREAS) await remotesOk(releasesDir, 'deploy', a.name, '--no-build');
}
const product = await startProduct(releasesDir ? { RELEASES_DIR: releasesDir } : {});
if (OUT) mkdirSync(OUT, { recursive: true });

const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

/**
 * One Lighthouse run in a fresh Chromium (its own profile folder, removed after). A player's run first stores the
 * session token where the site keeps it (the tab's sessionStorage, key `token`) from a page of the site that runs no
 * app code, then Lighthouse loads the page in that same tab without clearing the origin's storage.
 */
async function runOnce(url, token) {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'h5-lh-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir,
    logLevel: 'silent',
  });
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (token) {
      await page.goto(`${product.url}/remotes.json`);
      await page.evaluate((t) => sessionStorage.setItem('token', t), token);
    }
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: !!token },
      undefined,
      page,
    );
    return result.lhr;
  } finally {
    await browser?.disconnect().catch(() => {});
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The audits of a category that lost points (score below 1; informative and not-applicable ones left out). */
function failing(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/** What Lighthouse took as the largest paint, and the request chain it waited for. */
function lcpStory(lhr) {
  const out = [];
  const el = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (el) out.push(`element ${el.snippet?.slice(0, 100)}`);
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  if (Array.isArray(phases))
    out.push(
      'phases ' + phases.map((p) => `${p.phase ?? p.label} ${Math.round(p.timing ?? p.duration ?? 0)} ms`).join(', '),
    );
  const chains = lhr.audits['critical-request-chains']?.details?.chains;
  const walk = (node, depth, lines) => {
    for (const child of Object.values(node || {})) {
      const r = child.request;
      lines.push(
        `${'  '.repeat(depth)}${new URL(r.url).pathname}  ${Math.round((r.startTime - chainStart) * 1000)}–${Math.round((r.endTime - chainStart) * 1000)} ms`,
      );
      walk(child.children, depth + 1, lines);
    }
  };
  let chainStart = 0;
  if (chains) {
    chainStart = Object.values(chains)[0]?.request?.startTime ?? 0;
    const lines = [];
    walk(chains, 0, lines);
    out.push('critical request chains (observed):', ...lines.map((l) => `  ${l}`));
  }
  return out;
}

const results = [];
try {
  const { token } = await registerPlayer(product.url, 'benchlh');
  for (const pageSpec of PAGES) {
    const url = `${product.url}/#${pageSpec.path}`;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      let lhr = await runOnce(url, pageSpec.player ? token : undefined);
      // a run Lighthouse could not record (NO_NAVSTART on a busy machine, …) is made again, once
      if (lhr.runtimeError) {
        console.log(`  ${pageSpec.path} run ${i + 1}: ${lhr.runtimeError.code}, run again`);
        lhr = await runOnce(url, pageSpec.player ? token : undefined);
      }
      runs.push(lhr);
      if (OUT)
        writeFileSync(
          path.join(OUT, `${pageSpec.path.replace(/\W/g, '') || 'home'}-${i + 1}.json`),
          JSON.stringify(lhr, null, 1),
        );
      const s = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      console.log(
        `  ${pageSpec.path.padEnd(10)} run ${i + 1}: ${s.join(' / ')}  LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms`,
      );
    }
    results.push({ page: pageSpec, runs });
  }
} finally {
  await product.stop();
  if (releasesDir) rmSync(releasesDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse ${results[0]?.runs[0]?.lighthouseVersion ?? '?'}, mobile preset (simulated: 150 ms RTT, 1.6 Mbps, 4× CPU); median of ${RUNS} runs`,
);
// Lighthouse's simulation multiplies the CPU time it observed by 4: on a busy machine (a low benchmark index, a high
// load) total blocking time and with it the performance score fall, whatever the page does
console.log(
  `  this machine: Lighthouse benchmark index ${median(results.flatMap((r) => r.runs.map((x) => x.environment?.benchmarkIndex ?? 0))).toFixed(0)} (median), load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
);
console.log(
  '  page        perf   a11y   best   SEO    LCP (ms)   TBT (ms)   goals: perf ≥ 98, a11y 100, best 100, SEO ≥ 90, LCP ≤ 1800',
);

for (const { page: p, runs } of results) {
  const m = (c) => median(runs.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)));
  const lcp = median(runs.map((r) => r.audits['largest-contentful-paint'].numericValue));
  const tbt = median(runs.map((r) => r.audits['total-blocking-time'].numericValue));
  const met =
    m('performance') >= GOAL.performance &&
    m('accessibility') >= GOAL.accessibility &&
    m('best-practices') >= GOAL['best-practices'] &&
    m('seo') >= GOAL.seo &&
    lcp <= GOAL.lcp;
  console.log(
    `  ${p.path.padEnd(10)} ${String(m('performance')).padStart(5)} ${String(m('accessibility')).padStart(6)} ${String(m('best-practices')).padStart(6)} ${String(m('seo')).padStart(6)} ${lcp.toFixed(0).padStart(10)} ${tbt.toFixed(0).padStart(10)}   ${met ? 'all goals met' : 'below a goal'}`,
  );
}
for (const { page: p, runs } of results) {
  // the median run by LCP tells the story
  const lcps = runs.map((r) => r.audits['largest-contentful-paint'].numericValue);
  const lhr = runs[lcps.indexOf(median(lcps))] ?? runs[0];
  console.log(`\n${p.path}${p.player ? ' (logged in)' : ''}, the median run:`);
  for (const c of CATEGORIES) {
    const f = failing(lhr, c);
    if (f.length) console.log(`  ${c} lost points on: ${f.join(', ')}`);
  }
  for (const line of lcpStory(lhr)) console.log(`  ${line}`);
}
