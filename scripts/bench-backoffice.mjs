#!/usr/bin/env node
// `npm run bench:backoffice [-- --no-build]`: what the back-office console's first screens cost. Builds the console
// (unless --no-build), starts the product on a throwaway database, opens the console's origin in Chromium at
// 1280×800 and prints the JavaScript fetched (raw and gzip -9, file by file) until the network is idle: on the
// sign-in page, then on the dashboard after the demo admin signs in. Figures only; the budget (first screen after
// sign-in ≤ 350 KB gzip of JS) is printed next to them, not tested.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/browser.mjs';
import { startProduct } from '../e2e/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KB = 350;

if (!process.argv.includes('--no-build')) {
  const res = spawnSync(process.execPath, ['scripts/build.mjs', 'backoffice'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

const product = await startProduct();
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  /** @type {{ phase: string, file: string, raw: number, gzip: number }[]} */
  const fetched = [];
  let phase = 'sign-in page';
  const pending = new Set();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.endsWith('.js')) return;
    const p = res.body().then(
      (body) => fetched.push({ phase, file: url.pathname.slice(1), raw: body.length, gzip: gz(body) }),
      () => {},
    );
    pending.add(p);
    void p.finally(() => pending.delete(p));
  });
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await Promise.all([...pending]);
  };

  await page.goto(`${product.adminUrl}/`, { waitUntil: 'networkidle' });
  await page.getByLabel('用户名').waitFor();
  await settle();

  phase = 'dashboard (after sign-in)';
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('admin888');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByRole('heading', { name: '今日概况' }).waitFor();
  await page.getByTestId('days-chart').locator('canvas').waitFor();
  await settle();

  const sum = (rows, k) => rows.reduce((s, r) => s + r[k], 0);
  const signIn = fetched.filter((r) => r.phase === 'sign-in page');
  const after = fetched.filter((r) => r.phase !== 'sign-in page');
  for (const [title, rows] of [
    ['sign-in page (first visit)', signIn],
    ['dashboard: fetched after sign-in', after],
  ]) {
    console.log(`\n${title}`);
    for (const r of rows.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${r.file.padEnd(34)} ${kb(r.raw).padStart(10)} ${kb(r.gzip).padStart(10)} gzip`);
    console.log(
      `  ${'total'.padEnd(34)} ${kb(sum(rows, 'raw')).padStart(10)} ${kb(sum(rows, 'gzip')).padStart(10)} gzip`,
    );
  }
  const firstScreen = sum(signIn, 'gzip') + sum(after, 'gzip');
  console.log(
    `\nsign-in page: ${kb(sum(signIn, 'gzip'))} gzip of JS in ${signIn.length} files` +
      `\ndashboard, everything fetched from the first visit to network idle after sign-in: ${kb(firstScreen)} gzip of JS in ${fetched.length} files (budget ≤ ${BUDGET_KB} KB)`,
  );
} finally {
  await browser.close();
  await product.stop();
}
