// What operators change in the back office shows on the players' phones: maintenance mode, the red-packet switch,
// a balance adjustment picked up by the header's balance poll.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launch } from './browser.mjs';
import { loginToken, openLoggedIn, registerPlayer, startProduct } from './harness.mjs';

let product;
let browser;
let adminToken;

async function admin(method, path, body) {
  const res = await fetch(`${product.url}/admin/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  assert.equal(json.code, 200, `${method} ${path}: ${json.message}`);
  return json.data;
}

before(async () => {
  product = await startProduct();
  browser = await launch();
  const res = await fetch(`${product.url}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin888' }),
  });
  adminToken = (await res.json()).data.token;
});

after(async () => {
  await browser?.close();
  await product?.stop();
});

describe('operator switches', () => {
  test('maintenance mode shows only the repair notice, and the site comes back when it is lifted', async () => {
    await admin('PATCH', '/settings', {
      site_state: 0,
      repair_tips: '系统升级中，预计 30 分钟后恢复，给您带来不便敬请谅解。',
    });
    try {
      const page = await browser.newPage();
      await page.goto(`${product.url}/#/money`);
      await page.getByText('系统升级中，预计 30 分钟后恢复，给您带来不便敬请谅解。').waitFor();
      assert.equal(await page.locator('nav.shell-tabbar').count(), 0);
      assert.equal(await page.locator('header.shell-header').count(), 0);
      await page.context().close();
    } finally {
      await admin('PATCH', '/settings', { site_state: 1 });
    }
    const page = await browser.newPage();
    await page.goto(`${product.url}/#/`);
    await page.locator('nav.shell-tabbar').waitFor();
    await page.context().close();
  });

  test('with the red packet switched off, /hongbao is refused with 红包已关闭', async () => {
    await admin('PATCH', '/settings', { redpacket_switch: 0 });
    try {
      const page = await browser.newPage();
      const token = await loginToken(product.url, 'demo888', 'demo888');
      await openLoggedIn(page, product.url, token, '/');
      await page.locator('nav.shell-tabbar').waitFor();
      await page.evaluate(() => (location.hash = '#/hongbao'));
      await page.locator('.h5-toast-host [role="alert"]', { hasText: '红包已关闭' }).waitFor();
      await page.waitForFunction(() => location.hash === '#/');
      await page.context().close();
    } finally {
      await admin('PATCH', '/settings', { redpacket_switch: 1 });
    }
  });

  test('a back-office balance adjustment reaches the header through the balance poll', async () => {
    const player = await registerPlayer(product.url, 'adj');
    const page = await browser.newPage();
    await openLoggedIn(page, product.url, player.token, '/');
    await page.waitForFunction(() => document.querySelector('[data-testid="header-balance"]')?.textContent === '0.00');
    const found = await admin('GET', `/users?q=${player.name}`);
    const user = (found.data ?? found).find((u) => u.username === player.name);
    await admin('POST', `/users/${user.id}/adjust`, { amount: '250.50', reason: '活动补发' });
    await page.waitForFunction(
      () => document.querySelector('[data-testid="header-balance"]')?.textContent === '250.50',
      null,
      { timeout: 12_000 },
    );
    await page.context().close();
  });
});
