// `node scripts/render-icons.mjs`: draws the installable app's PNG icons (host/public/assets/icons/) from their SVG
// sources in host/icons/ with Debian's Chromium (playwright-core), so the artwork stays the site's own brand mark
// and is made here, never downloaded. Run it again after changing an SVG, and commit the PNGs.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/browser.mjs';
import { ROOT } from '../e2e/harness.mjs';

const SRC = path.join(ROOT, 'host/icons');
const OUT = path.join(ROOT, 'host/public/assets/icons');
/** Each PNG: its source, its size, and whether its corners stay transparent (a maskable one fills the square). */
const ICONS = [
  { file: 'icon-192.png', svg: 'app-icon.svg', size: 192 },
  { file: 'icon-512.png', svg: 'app-icon.svg', size: 512 },
  { file: 'icon-maskable-192.png', svg: 'app-icon-maskable.svg', size: 192 },
  { file: 'icon-maskable-512.png', svg: 'app-icon-maskable.svg', size: 512 },
  // iOS rounds the corners itself and wants no transparency
  { file: 'apple-touch-icon.png', svg: 'app-icon-maskable.svg', size: 180 },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const svg = readFileSync(path.join(SRC, icon.svg), 'utf8');
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img width="${icon.size}" height="${icon.size}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(OUT, icon.file), omitBackground: true });
    await page.close();
    console.log(`  ${path.relative(ROOT, path.join(OUT, icon.file))}  ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
