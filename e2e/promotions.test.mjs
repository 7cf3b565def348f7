// The promotions area in a real browser (390×844) against the real server: browsing promotions as a visitor, being sent
// to login and back, applying (a second time refused), the record, an operator approving it (its bonus reaching the
// header balance), a retired promotion, the VIP page after deposits and turnover, and both sponsorship pages.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  api,
  CAPTCHA,
  eventually,
  field,
  hashPath,
  openLoggedIn,
  productForFile,
  registerPlayer,
  toast,
} from './harness.mjs';
import { confirmedDeposit, operator, playTurnover } from './promotions-support.mjs';

const ctx = productForFile();

const headerBalance = (page) => page.getByTestId('header-balance');
const cardTitles = (page) => page.locator('.promo-card__title').allTextContents();

describe('promotions', () => {
  test('a visitor browses the promotions, is sent to login from a detail and comes back; applying twice, the record, an approval', async () => {
    const base = ctx.product.url;
    const player = await registerPlayer(base, 'promo');
    const page = await ctx.browser.newPage();
    await page.goto(`${base}/#/activity`);

    // the list: 全部 and one tab per type, cards with their banners, END; no shell header here, the 优惠 tab lit
    await page.getByRole('tab', { name: '全部' }).waitFor();
    await eventually(() => page.getByRole('tab').allTextContents(), ['全部', '新人专享', '日常活动', '体育优惠']);
    await page.locator('.promo-card').first().waitFor();
    assert.deepEqual(await cardTitles(page), [
      '新人首存礼 100% 彩金',
      '注册即送体验金',
      '每日签到好礼',
      '电子游戏周周返',
      '体育串关加奖',
      '欧洲杯冠军竞猜',
    ]);
    assert.equal(await page.locator('header.shell-header').count(), 0);
    assert.equal(await page.locator('.shell-tabbar__item.is-active').textContent(), '优惠');
    await page.getByLabel('END').waitFor();
    const first = page.locator('.promo-card img').first();
    await page.waitForFunction(
      () =>
        document.querySelector('.promo-card img')?.complete &&
        document.querySelector('.promo-card img').naturalWidth > 0,
    );
    assert.deepEqual([await first.getAttribute('width'), await first.getAttribute('height')], ['750', '300']);
    assert.equal(await page.locator('.promo-card img').nth(3).getAttribute('loading'), 'lazy');

    await page.getByRole('tab', { name: '新人专享' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.promo-card').length === 2);
    assert.deepEqual(await cardTitles(page), ['新人首存礼 100% 彩金', '注册即送体验金']);

    // the detail: a visitor sees 去登录 and comes back after logging in
    await page.locator('.promo-card', { hasText: '注册即送体验金' }).click();
    await page.getByTestId('promo-title').filter({ hasText: '注册即送体验金' }).waitFor();
    const detailPath = hashPath(page);
    assert.match(detailPath, /^\/activityInfo\?id=\d+$/);
    await page.locator('.promo-info__card', { hasText: '18 元' }).waitFor();
    await page.getByRole('heading', { name: '活动须知' }).waitFor();
    await page.getByRole('button', { name: '去登录' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    assert.equal(hashPath(page), `/login?redirect=${detailPath}`);
    await field(page, '用户名').fill(player.name);
    await field(page, '密码').fill(player.password);
    await field(page, '验证码').fill(CAPTCHA);
    await page.getByRole('button', { name: '立即登录' }).click();
    await page.waitForFunction((p) => decodeURIComponent(location.hash) === `#${p}`, detailPath);

    // applying: accepted once, then refused with the server's message
    await page.getByRole('button', { name: '立即申请' }).click();
    await toast(page, '申请成功，请等待审核').waitFor();
    await page.waitForFunction(() => !document.querySelector('.promo-info__btn')?.disabled);
    await page.getByRole('button', { name: '立即申请' }).click();
    await toast(page, '您已申请过该活动').waitFor();

    // the record (from the list's title bar)
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForFunction(() => location.hash === '#/activity');
    await page.getByRole('link', { name: '活动记录' }).click();
    const row = page.getByTestId('application-row');
    await row.waitFor();
    assert.equal(await row.count(), 1);
    assert.match(await row.textContent(), /注册即送体验金申请时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}待审核/);

    // an operator approves it: the promotion's 18.00 bonus is paid
    const op = await operator(base);
    const pending = await op.call('GET', '/applications?state=1');
    const mine = pending.data.find((a) => a.username === player.name);
    assert.equal(mine.activity_name, '注册即送体验金');
    const passed = await op.call('POST', `/applications/${mine.id}/pass`, {});
    assert.equal(passed.bonus, '18.00');
    await page.reload();
    await page.locator('.record-state', { hasText: '已通过' }).waitFor();
    await page.goto(`${base}/#/zhanzhu`);
    await page.waitForFunction(() => document.querySelector('[data-testid="header-balance"]')?.textContent === '18.00');
    assert.equal(await headerBalance(page).textContent(), '18.00');
    await page.context().close();
  });

  test('a retired promotion leaves the list, and its detail says why', async () => {
    const base = ctx.product.url;
    const op = await operator(base);
    const board = await op.call('GET', '/promotion-board');
    const cup = board.find((p) => p.title === '欧洲杯冠军竞猜');
    await op.call('POST', `/promotions/${cup.id}/retire`);
    try {
      const page = await ctx.browser.newPage();
      await page.goto(`${base}/#/activity`);
      await page.locator('.promo-card').first().waitFor();
      assert.ok(!(await cardTitles(page)).includes('欧洲杯冠军竞猜'));
      await page.goto(`${base}/#/activityInfo?id=${cup.id}`);
      await page.locator('.promo-list__empty p', { hasText: '该活动已下架' }).waitFor();
      await toast(page, '该活动已下架').waitFor();
      assert.equal(await page.getByRole('button', { name: '立即申请' }).count(), 0);
      await page.context().close();
    } finally {
      await op.call('POST', `/promotions/${cup.id}/schedule`, { ends_at: null });
    }
  });

  test("the VIP page shows the player's level and progress after deposits and turnover", async () => {
    const base = ctx.product.url;
    const player = await registerPlayer(base, 'vip');
    const op = await operator(base);
    const page = await ctx.browser.newPage();
    await openLoggedIn(page, base, player.token, '/vip');
    const percent = page.getByTestId('vip-percent');
    await percent.waitFor();
    assert.equal(await percent.textContent(), '0%');
    assert.equal(await page.locator('.vip-tabs .adm-tabs-tab-active').textContent(), 'VIP1');
    assert.deepEqual(
      await page.getByRole('tab').allTextContents(),
      Array.from({ length: 10 }, (_, i) => `VIP${i + 1}`),
    );

    // 600 deposited: 600 / 1000 (VIP2's deposit) = 60 %
    await confirmedDeposit(base, op, player.token, '600');
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="vip-percent"]')?.textContent === '60%');
    assert.equal(await page.getByTestId('vip-current').textContent(), '当前等级 VIP1');

    // 10,000 of turnover played, then 1,900 more deposited: VIP2 (deposits 2,500 ≥ 1,000, turnover ≥ 10,000)
    const user = await op.call('GET', `/users?q=${player.name}`);
    await op.call('POST', `/users/${user.data[0].id}/adjust`, { amount: '10000', reason: '测试流水资金' });
    await playTurnover(base, player.token, '10000');
    await confirmedDeposit(base, op, player.token, '1900');
    const info = await api(base, '/api/user', {}, player.token);
    assert.deepEqual([info.data.vip, info.data.paysum], [2, '2500.00']);

    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="vip-current"]')?.textContent === '当前等级 VIP2',
    );
    // now towards VIP3 (5,000): 2,500 / 5,000 = 50 %
    assert.equal(await percent.textContent(), '50%');
    assert.equal(await page.locator('.vip-tabs .adm-tabs-tab-active').textContent(), 'VIP2');
    assert.equal(await page.getByTestId('vip-reached-2').textContent(), '已达成');
    assert.equal(await page.getByTestId('vip-reached-3').textContent(), '未达成');
    assert.equal(await page.getByText('累计存款 2500.00 / 5000.00，距 VIP3').count(), 1);

    // the tabs and the carousel follow each other
    await page.getByRole('tab', { name: 'VIP6' }).click();
    await page.locator('.vip-table tr.is-selected th', { hasText: 'VIP6' }).waitFor();
    await page.getByText('各等级最高返水比例，当前选中 VIP6').waitFor();
    await page.context().close();
  });

  test('both sponsorship pages open full screen from the 赞助 tab, and the back image returns', async () => {
    const base = ctx.product.url;
    const page = await ctx.browser.newPage();
    await page.goto(`${base}/#/zhanzhu`);
    for (const [type, name] of [
      [1, '蓝狮足球俱乐部'],
      [2, '暗夜猎鹰电竞俱乐部'],
    ]) {
      await page.getByTestId(`partner-card-${type}`).click();
      await page.waitForFunction((t) => location.hash === `#/zhanzhuye?type=${t}`, type);
      const frame = page.frameLocator('iframe.h5-embedded__frame');
      await frame.getByRole('heading', { name }).waitFor();
      // full screen: no shell header, no tab bar; the address is nowhere on the page
      assert.equal(await page.locator('header.shell-header').count(), 0);
      assert.equal(await page.locator('nav.shell-tabbar').count(), 0);
      const box = await page.locator('iframe.h5-embedded__frame').boundingBox();
      assert.deepEqual([Math.round(box.width), Math.round(box.height)], [390, 844]);
      assert.ok(!(await page.locator('body').innerText()).includes('/partners/'));
      await page.getByRole('button', { name: '返回' }).click();
      await page.waitForFunction(() => location.hash === '#/zhanzhu');
    }
    await page.context().close();
  });
});
