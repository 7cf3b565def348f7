// Debian's Chromium driven by playwright-core at a phone viewport (390×844, touch, zh-CN).
// Playwright gives every launch a fresh, empty profile directory and removes it on close.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return {
    browser,
    /**
     * a new phone-sized context (its own storage) and page. The site's service worker is blocked unless asked for
     * (`{ serviceWorkers: 'allow' }`, as e2e/pwa.test.mjs does, or E2E_SERVICE_WORKERS=allow for a whole run): a test
     * that intercepts requests with page.route() does not see a worker's own requests.
     */
    async newPage({ serviceWorkers = process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block' } = {}) {
      const context = await browser.newContext({ ...PHONE, serviceWorkers });
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error('[pageerror]', e.message));
      return page;
    },
    async close() {
      await browser.close().catch(() => {});
    },
  };
}
