// The mine hub (/mine) in a real browser against the real server: the player's details, refresh, avatar upload
// (POST /api/uploadimg and the served file), an entry, and logout.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  api,
  hashPath,
  loginToken,
  openLoggedIn,
  png,
  registerPlayer,
  productForFile,
  skipWelcomePopup,
} from './harness.mjs';

const ctx = productForFile();

const toastText = (page) => page.locator('.h5-toast-host [role="alert"]');

/** Logged in on the home page, then to 我的 through the tab bar, as a player would. */
async function openMine(token) {
  const page = await ctx.browser.newPage();
  await skipWelcomePopup(page);
  await openLoggedIn(page, ctx.product.url, token, '/');
  await page.locator('nav.shell-tabbar').getByRole('button', { name: '我的' }).click();
  await page.waitForFunction(() => location.hash === '#/mine');
  await page.getByTestId('mine-username').waitFor();
  return page;
}

describe('/mine', () => {
  test('the demo player sees the name, VIP badge, 加入 N 天, the balance and every entry; refresh says 刷新成功', async () => {
    const token = await loginToken(ctx.product.url, 'demo888', 'demo888');
    const page = await openMine(token);
    await page.getByTestId('mine-username').filter({ hasText: 'demo888' }).waitFor();
    assert.equal(await page.getByTestId('mine-vip').innerText(), 'VIP2');
    assert.match(await page.getByTestId('mine-joinday').innerText(), /^加入 \d+ 天$/);
    assert.equal(await page.getByTestId('mine-balance').innerText(), '8888.00');
    assert.equal(await page.locator('header.shell-header').count(), 0, 'no shell header on /mine');
    assert.equal(await page.locator('nav.shell-tabbar [aria-current="page"]').innerText(), '我的');
    for (const name of [
      '我的钱包',
      '交易记录',
      '投注记录',
      '返水中心',
      '活动记录',
      '福利中心',
      '消息中心',
      '合伙人计划',
      '账户设置',
      '理性娱乐',
      'APP下载',
    ]) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
    assert.match(await page.getByRole('link', { name: /^帮助中心/ }).innerText(), /v1\.0\.0/);
    await page.getByRole('button', { name: '刷新余额' }).click();
    await toastText(page).filter({ hasText: '刷新成功' }).waitFor();
    await page.getByRole('link', { name: '账户设置', exact: true }).click();
    await page.waitForFunction(() => location.hash === '#/userCent');
    await page.context().close();
  });

  test('a new player uploads a PNG avatar and sees it; the file is served as an image', async () => {
    const { name, token } = await registerPlayer(ctx.product.url, 'mine');
    const page = await openMine(token);
    await page.getByTestId('mine-username').filter({ hasText: name }).waitFor();
    assert.equal(await page.getByTestId('mine-vip').innerText(), 'VIP1');
    assert.equal(await page.getByTestId('mine-joinday').innerText(), '加入 1 天');
    assert.equal(await page.getByTestId('mine-balance').innerText(), '0.00');
    await page.getByRole('img', { name: '默认头像' }).waitFor();

    const input = page.getByLabel('上传头像');
    assert.equal(await input.getAttribute('accept'), 'image/gif,image/png');
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(48, 48) });
    await toastText(page).filter({ hasText: '上传成功' }).waitFor();
    const img = page.getByRole('img', { name: '头像', exact: true });
    await img.waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector('img.mine-avatar__img');
      return el instanceof HTMLImageElement && el.complete && el.naturalWidth === 48;
    });
    const src = await img.getAttribute('src');
    assert.match(src, /^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    assert.equal((await api(ctx.product.url, '/api/user', {}, token)).data.avatar, src);

    const served = await fetch(`${ctx.product.url}${src}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
    assert.match(served.headers.get('content-security-policy'), /^default-src 'none'/);
    await page.context().close();
  });

  test('退出登录 asks 您确定要退出登录吗?, then ends the session and lands on /login with session storage empty', async () => {
    const { token } = await registerPlayer(ctx.product.url, 'bye');
    const page = await openMine(token);
    await page.getByRole('button', { name: '退出登录' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.filter({ hasText: '您确定要退出登录吗?' }).waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    assert.equal(hashPath(page), '/mine');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), token);

    await page.getByRole('button', { name: '退出登录' }).click();
    await dialog.getByRole('button', { name: '退出' }).click();
    await page.waitForFunction(() => location.hash === '#/login');
    assert.equal(await page.evaluate(() => sessionStorage.length), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('userInfo')), null);
    // the logoff call revoked the token on the server
    assert.equal((await api(ctx.product.url, '/api/user', {}, token)).code, 401);
    // and /mine is guarded again
    await page.goto(`${ctx.product.url}/#/mine`);
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    assert.equal(hashPath(page), '/login?redirect=/mine');
    await page.context().close();
  });
});
