// The shell (host) in a real browser against the real server: header, tab bar, guards, redirects, polling,
// 401 handling, pid capture, cached routes, area boundaries.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  api,
  hashPath,
  loginToken,
  openLoggedIn,
  registerPlayer,
  productForFile,
  skipWelcomePopup,
} from './harness.mjs';

const ctx = productForFile();

const toastText = (page) => page.locator('.h5-toast-host [role="alert"]');

describe('header and tab bar', () => {
  test('a visitor sees the logo, login and register buttons, and the five tabs with 首页 highlighted', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.product.url}/#/`);
    const header = page.locator('header.shell-header');
    await header.getByRole('button', { name: '登录' }).waitFor();
    await header.getByRole('button', { name: '注册' }).waitFor();
    assert.equal(await header.locator('img').getAttribute('alt'), '星耀娱乐');
    const tabs = page.locator('nav.shell-tabbar button');
    assert.deepEqual(await tabs.allInnerTexts(), ['首页', '优惠', '客服', '赞助', '我的']);
    assert.equal(await page.locator('nav.shell-tabbar [aria-current="page"]').innerText(), '首页');
    await page.context().close();
  });

  test('login and register buttons open the two views of /login, where the tab bar is hidden', async () => {
    const page = await ctx.browser.newPage();
    await skipWelcomePopup(page);
    await page.goto(`${ctx.product.url}/#/`);
    await page.locator('header.shell-header').getByRole('button', { name: '注册' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    assert.equal(hashPath(page), '/login?type=1');
    assert.equal(await page.locator('nav.shell-tabbar').count(), 0);
    await page.context().close();
  });

  test('tapping the tab of the current page says 已在当前页面！', async () => {
    const page = await ctx.browser.newPage();
    await skipWelcomePopup(page);
    await page.goto(`${ctx.product.url}/#/`);
    await page.locator('nav.shell-tabbar').getByRole('button', { name: '首页' }).click();
    await toastText(page).filter({ hasText: '已在当前页面！' }).waitFor();
    await page.context().close();
  });

  test('a logged-in player sees the balance, refreshes it (刷新成功) and the header hides or changes where the spec says', async () => {
    const page = await ctx.browser.newPage();
    const token = await loginToken(ctx.product.url, 'demo888', 'demo888');
    await skipWelcomePopup(page);
    await openLoggedIn(page, ctx.product.url, token, '/');
    const balance = page.getByTestId('header-balance');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="header-balance"]')?.textContent === '8888.00',
    );
    assert.equal(await balance.innerText(), '8888.00');
    await page.getByRole('button', { name: '刷新余额' }).click();
    await toastText(page).filter({ hasText: '刷新成功' }).waitFor();
    await page.getByRole('button', { name: '一键回收' }).waitFor();

    for (const path of ['/activity', '/mine', '/transfer']) {
      await page.goto(`${ctx.product.url}/#${path}`);
      await page.waitForFunction((p) => location.hash === `#${p}`, path);
      await page.locator('.shell-main').waitFor();
      assert.equal(await page.locator('header.shell-header').count(), 0, `no header on ${path}`);
    }
    await page.goto(`${ctx.product.url}/#/message?type=1`);
    await page.locator('header.shell-header--back').waitFor();
    assert.equal(await page.locator('.shell-header__title').innerText(), '消息中心');
    await page.goto(`${ctx.product.url}/#/abouts?type=5`);
    await page.locator('.shell-header__title', { hasText: '条款与规则' }).waitFor();
    await page.goto(`${ctx.product.url}/#/abouts?type=6`);
    await page.locator('.shell-header__title', { hasText: '隐私政策' }).waitFor();
    await page.context().close();
  });

  test('no tab is highlighted on /gamePage and /hongbao', async () => {
    const page = await ctx.browser.newPage();
    const token = await loginToken(ctx.product.url, 'demo888', 'demo888');
    // /gamePage framing the site's customer service (dailiD=2): a /gamePage that stays (with nothing to frame the page
    // goes home, so a check there raced the redirect)
    await openLoggedIn(page, ctx.product.url, token, '/gamePage?dailiD=2');
    await page.locator('nav.shell-tabbar').waitFor();
    await page.locator('iframe[title="在线客服"]').waitFor();
    assert.equal(new URL(page.url()).hash, '#/gamePage?dailiD=2');
    assert.equal(await page.locator('nav.shell-tabbar [aria-current="page"]').count(), 0);
    await page.goto(`${ctx.product.url}/#/hongbao`);
    await page.waitForFunction(() => location.hash === '#/hongbao');
    await page.locator('nav.shell-tabbar').waitFor();
    assert.equal(await page.locator('nav.shell-tabbar [aria-current="page"]').count(), 0);
    await page.context().close();
  });
});

describe('routing and access rules', () => {
  test('a guarded page sends a visitor to /login with the full intended path, and login returns there', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.product.url}/#/betRecord?date=2&page=1`);
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    assert.equal(hashPath(page), '/login?redirect=/betRecord?date=2&page=1');
    const params = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    assert.equal(params.get('redirect'), '/betRecord?date=2&page=1');
    await page.context().close();
  });

  test('/mine needs login', async () => {
    const page = await ctx.browser.newPage();
    await skipWelcomePopup(page);
    await page.goto(`${ctx.product.url}/#/`);
    await page.locator('nav.shell-tabbar').getByRole('button', { name: '我的' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    assert.equal(hashPath(page), '/login?redirect=/mine');
    await page.context().close();
  });

  test('unknown paths go to /', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.product.url}/#/no/such/page?x=1`);
    await page.waitForFunction(() => location.hash === '#/');
    await page.locator('nav.shell-tabbar [aria-current="page"]', { hasText: '首页' }).waitFor();
    await page.context().close();
  });

  for (const path of ['/hongbao', '/transfer']) {
    test(`${path} asks a visitor to log in; cancel stays off the page, confirm goes to login`, async () => {
      const page = await ctx.browser.newPage();
      await skipWelcomePopup(page);
      await page.goto(`${ctx.product.url}/#/`);
      await page.evaluate((p) => (location.hash = `#${p}`), path);
      const dialog = page.getByRole('dialog');
      await dialog.getByText('精彩内容等你来体验，快来登录吧！').waitFor();
      await dialog.getByRole('button', { name: '取消' }).click();
      await page.waitForFunction(() => location.hash === '#/');
      await page.evaluate((p) => (location.hash = `#${p}`), path);
      await page.getByRole('dialog').getByRole('button', { name: '去登录' }).click();
      await page.waitForFunction(() => location.hash.startsWith('#/login'));
      assert.equal(hashPath(page), `/login?redirect=${path}`);
      await page.context().close();
    });
  }

  test('every navigation scrolls to the top', async () => {
    const page = await ctx.browser.newPage();
    const token = await loginToken(ctx.product.url, 'demo888', 'demo888');
    await openLoggedIn(page, ctx.product.url, token, '/money');
    await page.getByTestId('total-assets').waitFor();
    await page.evaluate(() => {
      document
        .querySelector('.shell-main')
        .insertAdjacentHTML('beforeend', '<div id="tall" style="height:3000px"></div>');
      window.scrollTo(0, 1200);
    });
    assert.ok((await page.evaluate(() => window.scrollY)) > 1000);
    await page.evaluate(() => (location.hash = '#/withdrawal'));
    await page.waitForFunction(() => location.hash === '#/withdrawal');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.context().close();
  });
});

describe('session', () => {
  test('the balance is polled every 4300 ms while logged in', async () => {
    const page = await ctx.browser.newPage();
    const token = await loginToken(ctx.product.url, 'demo888', 'demo888');
    const times = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/balance')) times.push(Date.now());
    });
    await openLoggedIn(page, ctx.product.url, token, '/');
    await page.waitForFunction(() => document.querySelector('[data-testid="header-balance"]'));
    while (times.length < 3) await page.waitForTimeout(250);
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    for (const gap of gaps) assert.ok(gap > 3800 && gap < 5500, `poll gap ${gap} ms`);
    await page.context().close();
  });

  test('a 401 on the balance poll clears the session silently and goes to /login', async () => {
    const page = await ctx.browser.newPage();
    const player = await registerPlayer(ctx.product.url, 'poll');
    await openLoggedIn(page, ctx.product.url, player.token, '/');
    await page.getByTestId('header-balance').waitFor();
    // the page's own first calls are answered before the session ends, so the next 401 is the balance poll's
    await page.waitForLoadState('networkidle');
    await api(ctx.product.url, '/api/logoff', {}, player.token); // the session ends on the server
    await page.waitForFunction(() => location.hash === '#/login', null, { timeout: 10_000 });
    // once the login page is drawn (until then the home page, with its welcome popup, is still on screen)
    await page.getByRole('button', { name: '立即登录' }).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
    assert.equal(await page.evaluate(() => localStorage.getItem('userInfo')), null);
    await page.context().close();
  });

  test('a 401 on an ordinary call shows 认证失败, then clears the session and goes to /login', async () => {
    const page = await ctx.browser.newPage();
    const player = await registerPlayer(ctx.product.url, 'alert');
    await openLoggedIn(page, ctx.product.url, player.token, '/');
    await page.getByTestId('header-balance').waitFor();
    // the seeded welcome popup (index_modal 1) comes once the banner has loaded: closed first, as a player would
    const welcome = page.getByRole('dialog', { name: '欢迎光临' });
    await welcome.getByRole('button', { name: '我知道了' }).click();
    await welcome.waitFor({ state: 'detached' });
    // right after a balance poll (every 4.3 s; a poll that meets the 401 logs out silently), the refresh button makes
    // an ordinary call
    await page.waitForResponse((r) => new URL(r.url()).pathname === '/api/balance');
    await api(ctx.product.url, '/api/logoff', {}, player.token);
    await page.getByRole('button', { name: '刷新余额' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('认证失败').waitFor();
    await dialog.getByText('登录已过期，请重新登录').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.waitForFunction(() => location.hash === '#/login');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
    await page.context().close();
  });

  test('a pid in the start URL is stored and the visitor lands on the register view', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.product.url}/?pid=ref2024#/`);
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    assert.equal(hashPath(page), '/login?type=1&pid=ref2024');
    assert.equal(await page.evaluate(() => localStorage.getItem('pid')), 'ref2024');
    const page2 = await ctx.browser.newPage();
    await page2.goto(`${ctx.product.url}/#/activity?pid=hash77`);
    await page2.waitForFunction(() => location.hash.startsWith('#/login'));
    assert.equal(hashPath(page2), '/login?type=1&pid=hash77');
    await page.context().close();
    await page2.context().close();
  });

  test('a loading overlay shows while a slow request runs', async () => {
    const page = await ctx.browser.newPage();
    const token = await loginToken(ctx.product.url, 'demo888', 'demo888');
    await skipWelcomePopup(page);
    await openLoggedIn(page, ctx.product.url, token, '/');
    await page.getByTestId('header-balance').waitFor();
    await page.route('**/api/transall', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: '一键回收' }).click();
    await page.locator('.shell-loading').waitFor({ state: 'visible' });
    await page.locator('.shell-loading').waitFor({ state: 'detached', timeout: 10_000 });
    await page.context().close();
  });
});

describe('cached pages and area boundaries', () => {
  test('a cached page keeps its state and scroll position when the player leaves and returns', async () => {
    const page = await ctx.browser.newPage();
    await skipWelcomePopup(page);
    await page.goto(`${ctx.product.url}/#/`);
    await page.locator('.shell-main [data-page]').first().waitFor();
    await page.evaluate(() => {
      const el = document.querySelector('.shell-main > div');
      el.setAttribute('data-kept', 'yes');
      el.insertAdjacentHTML('beforeend', '<div style="height:3000px"></div>');
      window.scrollTo(0, 900);
    });
    await page.waitForTimeout(100);
    await page.locator('nav.shell-tabbar').getByRole('button', { name: '客服' }).click();
    await page.waitForFunction(() => location.hash === '#/kefu');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.locator('nav.shell-tabbar').getByRole('button', { name: '首页' }).click();
    await page.waitForFunction(() => location.hash === '#/');
    await page.waitForFunction(() => document.querySelector('[data-kept="yes"]')?.offsetParent !== null);
    await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 5);
    await page.context().close();
  });

  test('an area that cannot load shows its own error with a retry; the rest of the site keeps working', async () => {
    const page = await ctx.browser.newPage();
    await page.route('**/remotes/promotions/**', (route) => route.abort('connectionrefused'));
    await skipWelcomePopup(page);
    await page.goto(`${ctx.product.url}/#/`);
    await page.locator('nav.shell-tabbar').getByRole('button', { name: '优惠' }).click();
    const error = page.getByRole('alert').filter({ hasText: '优惠活动暂时无法加载' });
    await error.waitFor();
    // other areas still work
    await page.locator('nav.shell-tabbar').getByRole('button', { name: '客服' }).click();
    await page.locator('iframe[title="在线客服"]').waitFor();
    await page.frameLocator('iframe[title="在线客服"]').getByRole('heading', { name: '星耀在线客服' }).waitFor();
    // the area comes back: retry loads it
    await page.unroute('**/remotes/promotions/**');
    await page.locator('nav.shell-tabbar').getByRole('button', { name: '优惠' }).click();
    await page.getByRole('button', { name: '重新加载' }).click();
    await page.getByRole('heading', { name: '优惠活动' }).waitFor();
    await page.context().close();
  });
});
