// `node scripts/render-icons.mjs`: draws the installable app's PNG icons (host/public/assets/icons/) from their SVG
// sources in host/icons/ with Debian's Chromium (playwright-core), so the artwork stays the site's own brand mark
// and is made here, never downloaded. Run it again after changing an SVG, and commit the PNGs.
// With Debian's pngquant installed (`apt-get install pngquant`), each PNG is then reduced to a palette (quality
// 85–98, the same picture to the eye): icon-192.png, which the browser fetches on every first visit for the install
// prompt, goes from 23.6 to 6.4 KB. Without it the full-colour PNGs are kept, and the script says so.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
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

const PNGQUANT = existsSync('/usr/bin/pngquant') ? '/usr/bin/pngquant' : null;
if (!PNGQUANT) console.log('  (no /usr/bin/pngquant: the PNGs stay full colour; apt-get install pngquant)');
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
    const file = path.join(OUT, icon.file);
    const before = statSync(file).size;
    if (PNGQUANT) {
      const q = spawnSync(PNGQUANT, ['--quality=85-98', '--speed', '1', '--force', '--output', file, file]);
      if (q.status !== 0) throw new Error(`pngquant ${icon.file}: ${q.stderr}`);
    }
    const size = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `  ${path.relative(ROOT, file)}  ${icon.size}×${icon.size}  ${PNGQUANT ? `${size(before)} → ` : ''}${size(statSync(file).size)}`,
    );
  }
} finally {
  await browser.close();
}
