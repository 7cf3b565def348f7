// The games area in a real browser (390×844) against the real server: a visitor browsing every category and told to
// log in when launching; logging in and launching a game of each category into the venue simulator, with the balance
// there; /concise tabs each loaded once; the drawer's copy and logout; returning to / keeps the category and scroll.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { api, CAPTCHA, field, hashPath, loginToken, openLoggedIn, productForFile, toast } from './harness.mjs';

const ctx = productForFile();

const tiles = (page) => page.getByTestId('game-tile');
const tileNames = async (page) => await tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
const CATEGORIES = ['真人视讯', '体育赛事', '电子竞技', '棋牌游戏', '电子游艺', '彩票游戏'];
/** The side menu's tab of each category: named by the short label it shows (its panel by the full name). */
const TAB = {
  真人视讯: '真人',
  体育赛事: '体育',
  电子竞技: '电竞',
  棋牌游戏: '棋牌',
  电子游艺: '电子',
  彩票游戏: '彩票',
};
const categoryTab = (page, label) => page.getByRole('tab', { name: TAB[label], exact: true });

async function openHome(page, base) {
  await page.goto(`${base}/#/`);
  await tiles(page).first().waitFor();
}

/** The welcome popup shows once per visit: close it when it is there. */
async function closeWelcome(page, timeout = 3000) {
  const welcome = page.getByRole('dialog', { name: '欢迎光临' });
  try {
    await welcome.waitFor({ timeout });
    await welcome.getByRole('button', { name: '我知道了' }).click();
  } catch {
    /* not shown */
  }
}

describe('games lobby', () => {
  test('a visitor browses every category and is told to log in when launching', async () => {
    const base = ctx.product.url;
    const page = await ctx.browser.newPage();
    await openHome(page, base);
    await closeWelcome(page);
    // banners painted, indicator of 4, the announcements, the not-logged-in prompt
    await page.waitForFunction(
      () =>
        document.querySelector('.lobby-banners img')?.complete &&
        document.querySelector('.lobby-banners img').naturalWidth > 0,
    );
    assert.equal(await page.locator('[data-testid="banner-dots"] i').count(), 4);
    await page.getByText('您还未登录').waitFor();
    assert.deepEqual(
      await page.getByRole('tab').allTextContents(),
      CATEGORIES.map((c) => TAB[c]),
    );

    const seen = {};
    for (const label of CATEGORIES) {
      await categoryTab(page, label).click();
      await page.locator(`.lobby-games[aria-label="${label}"] [data-testid="game-tile"]`).first().waitFor();
      seen[label] = await tileNames(page);
      // every tile's artwork loads at its size
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.lobby-tile img')].every((i) => i.complete && i.naturalWidth > 0),
      );
    }
    assert.deepEqual(seen, {
      真人视讯: ['AG真人', 'BBIN真人'],
      体育赛事: ['沙巴体育', '皇冠体育'],
      电子竞技: ['泛亚电竞', '雷火电竞', 'IM电竞'],
      棋牌游戏: ['开元棋牌', '乐游棋牌'],
      电子游艺: ['OB电子', 'FG电子', 'PP电子', 'AE电子'],
      彩票游戏: ['VR彩票', '双赢彩票'],
    });
    // VR spans the lottery list
    const [vr, other] = await Promise.all([
      page.getByRole('button', { name: 'VR彩票' }).boundingBox(),
      page.getByRole('button', { name: '双赢彩票' }).boundingBox(),
    ]);
    assert.ok(vr.width > other.width * 1.8, `VR ${vr.width} vs ${other.width}`);

    for (const [label, name] of [
      ['真人视讯', 'AG真人'],
      ['体育赛事', '皇冠体育'],
      ['电子竞技', '泛亚电竞'],
      ['棋牌游戏', '开元棋牌'],
      ['彩票游戏', 'VR彩票'],
    ]) {
      await categoryTab(page, label).click();
      await page.getByRole('button', { name }).click();
      await toast(page, '请登录！').waitFor();
      assert.equal(hashPath(page), '/');
    }
    // slots: a provider opens its games; a game asks to log in too
    await categoryTab(page, '电子游艺').click();
    await page.getByRole('button', { name: 'FG电子' }).click();
    await page.waitForFunction(() => location.hash === '#/concise?type=fgdz');
    await page.getByTestId('concise-game').first().click();
    await toast(page, '请登录！').waitFor();
    assert.equal(hashPath(page), '/concise?type=fgdz');
    await page.context().close();
  });

  test('logged in, a game of each category opens in the venue simulator with the balance there', async () => {
    const base = ctx.product.url;
    const page = await ctx.browser.newPage();
    await page.goto(`${base}/#/login?type=0`);
    await page.locator('.login-captcha img').waitFor();
    await field(page, '用户名').fill('demo888');
    await field(page, '密码').fill('demo888');
    await field(page, '验证码').fill(CAPTCHA);
    await page.getByRole('button', { name: '立即登录' }).click();
    await page.waitForFunction(() => location.hash === '#/' || location.hash === '');
    await page.getByTestId('lobby-username').waitFor();
    assert.equal(await page.getByTestId('lobby-username').textContent(), 'demo888');
    assert.equal(await page.getByTestId('lobby-balance').textContent(), '8888.00');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    // automatic free transfer: a launch moves the central balance into the venue, so the venue shows it
    assert.equal((await api(base, '/api/uptransferstatus', { transferstatus: 1 }, token)).code, 200);

    const venueBalance = async (where) => {
      const bal = where.locator('#bal');
      await bal.waitFor();
      let text = '';
      for (let i = 0; i < 40; i++) {
        text = (await bal.textContent()) ?? '';
        if (text.replace(/,/g, '') === '8888.00') break;
        await page.waitForTimeout(250);
      }
      return text.replace(/,/g, '');
    };

    for (const [label, name, platname] of [
      ['真人视讯', 'AG真人', 'ag'],
      ['体育赛事', '沙巴体育', 'saba'],
      ['棋牌游戏', '开元棋牌', 'ky'],
      ['彩票游戏', 'VR彩票', 'vr'],
    ]) {
      await openHome(page, base);
      await closeWelcome(page, 1500);
      await categoryTab(page, label).click();
      await page.getByRole('button', { name }).click();
      await page.waitForURL(new RegExp(`/venue/${platname}/play`));
      assert.equal(await venueBalance(page), '8888.00', `${platname} balance`);
      // the ticket never stays in the address bar, the token never appears in it
      assert.ok(!page.url().includes('ticket=') && !page.url().includes(token));
      assert.equal((await api(base, '/api/transall', {}, token)).code, 200);
    }

    // e-sports: avia opens the internal game page, which frames the simulator
    await openHome(page, base);
    await categoryTab(page, '电子竞技').click();
    await page.getByRole('button', { name: '泛亚电竞' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/gamePage?name=avia'));
    await page.getByRole('button', { name: '返回首页' }).waitFor();
    const frame = page.frameLocator('iframe.h5-embedded__frame');
    assert.equal(await venueBalance(frame), '8888.00', 'avia balance');
    assert.equal((await api(base, '/api/transall', {}, token)).code, 200);
    // the home bar returns to /
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForFunction(() => location.hash === '#/');

    // slots: a provider's game from /concise
    await categoryTab(page, '电子游艺').click();
    await page.getByRole('button', { name: 'PP电子' }).click();
    await page.getByRole('button', { name: '黄金狼' }).click();
    await page.waitForURL(/\/venue\/pp\/play/);
    assert.equal(await venueBalance(page), '8888.00', 'pp balance');
    await page.context().close();
  });

  test('/concise: the four provider tabs, each list loaded once and kept', async () => {
    const base = ctx.product.url;
    const page = await ctx.browser.newPage();
    const asked = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/gamelistBycode')) asked.push(JSON.parse(r.postData() ?? '{}').gamecode);
    });
    await page.goto(`${base}/#/concise`);
    await page.getByTestId('concise-game').first().waitFor();
    assert.deepEqual(await page.getByRole('tab').allTextContents(), ['OB电子', 'FG电子', 'PP电子', 'AE电子']);
    assert.equal(await page.getByRole('tab', { name: 'OB电子' }).getAttribute('aria-selected'), 'true');
    const names = () => page.getByTestId('concise-game').allTextContents();
    const first = await names();
    assert.equal(first[0], '财神到');
    for (const [tab, gameName] of [
      ['FG电子', '捕鱼大亨'],
      ['PP电子', '甜蜜盛宴'],
      ['AE电子', '麻将胡了'],
      ['OB电子', '财神到'],
      ['FG电子', '捕鱼大亨'],
      ['PP电子', '甜蜜盛宴'],
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('button', { name: gameName }).waitFor();
    }
    assert.deepEqual(asked, ['obgdy', 'fgdz', 'pp', 'ae']);
    const img = page.getByTestId('concise-game').first().locator('img');
    assert.deepEqual([await img.getAttribute('width'), await img.getAttribute('height')], ['200', '200']);
    await page.context().close();
  });

  test('the drawer copies the permanent domain (复制成功！) and logs out after 您确定要退出登录吗?', async () => {
    const base = ctx.product.url;
    const page = await ctx.browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const token = await loginToken(base, 'demo888', 'demo888');
    await openLoggedIn(page, base, token, '/');
    await tiles(page).first().waitFor();
    await closeWelcome(page);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await drawer.waitFor();
    for (const text of ['消息中心', '意见反馈', '永久域名', '关于我们', 'VIP会员中心', '退出登录'])
      await drawer.getByText(text, { exact: true }).waitFor();
    assert.equal(await drawer.getByTestId('permanent-domain').textContent(), 'https://h5.xingyao.example');
    await drawer.getByRole('button', { name: '复制' }).click();
    await toast(page, '复制成功！').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'https://h5.xingyao.example');

    await drawer.getByRole('button', { name: '退出登录' }).click();
    await page.locator('.h5-dialog__content', { hasText: '您确定要退出登录吗?' }).waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
    // the session is gone on the server too
    assert.equal((await api(base, '/api/user', {}, token)).code, 401);
    await page.context().close();
  });

  test('returning to / keeps the category and the scroll', async () => {
    const base = ctx.product.url;
    const page = await ctx.browser.newPage();
    await openHome(page, base);
    await closeWelcome(page);
    await categoryTab(page, '彩票游戏').click();
    await page.getByRole('button', { name: 'VR彩票' }).waitFor();
    const target = await page.evaluate(() => Math.min(320, document.documentElement.scrollHeight - window.innerHeight));
    assert.ok(target > 60, `the lobby scrolls (${target})`);
    await page.evaluate((y) => window.scrollTo(0, y), target);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, target);
    await page.waitForTimeout(200);
    // the tab bar is fixed: tapping it does not scroll the page
    await page.locator('nav.shell-tabbar').getByText('优惠').click();
    await page.waitForFunction(() => location.hash === '#/activity');
    await page.goBack();
    await page.waitForFunction(() => location.hash === '#/');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, target);
    assert.equal(await categoryTab(page, '彩票游戏').getAttribute('aria-selected'), 'true');
    assert.deepEqual(await tileNames(page), ['VR彩票', '双赢彩票']);
    await page.context().close();
  });
});
