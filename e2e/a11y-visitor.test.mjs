// The player site as a visitor sees it, at 390×844: every page a visitor can open and the lobby's popups (welcome,
// announcements, the drawer) and the shell's login prompt, with no WCAG 2.1 AA violation axe-core finds; the
// lobby's announcements popup and the shell's login prompt take focus and give it back to their opener; the lobby's
// moving content (notice line, carousel) has pause controls and keeps still under reduced motion, and its category
// tabs take the arrow keys (issue 24).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertFocusRoundTrip, checkDialog, openDialog, scanner } from './a11y-support.mjs';
import { productForFile, skipWelcomePopup } from './harness.mjs';
import { operator } from './promotions-support.mjs';

const ctx = productForFile();

/** The pages a visitor can open (the guarded ones send to /login). */
const VISITOR_PAGES = [
  '/login',
  '/login?type=1',
  '/activity',
  '/zhanzhu',
  '/zhanzhuye?type=1',
  '/vip',
  '/concise',
  '/kefu',
  '/applyagent',
  '/boutBallBet',
  '/boutBallBetInfo?type=1',
  '/abouts?type=5',
  '/usdtmore',
];

describe('player site as a visitor: accessibility', () => {
  test('every page a visitor opens: no WCAG 2.1 AA violation', async () => {
    const page = await ctx.browser.newPage();
    await skipWelcomePopup(page);
    const s = scanner(ctx, page);
    await s.visit('/');
    await page.getByTestId('game-tile').first().waitFor();
    await s.check('/');
    for (const path of VISITOR_PAGES) {
      await s.visit(path);
      await s.check(path);
    }
    // a promotion's detail
    const op = await operator(ctx.product.url);
    const [promotion] = await op.call('GET', '/promotion-board');
    await s.visit(`/activityInfo?id=${promotion.id}`);
    await page.getByTestId('promo-title').waitFor();
    await s.check('/activityInfo');
    s.assertNone();
    await page.context().close();
  });

  test("the lobby's welcome and announcements popups, the drawer and the login prompt: no violation; focus in and back", async () => {
    const page = await ctx.browser.newPage();
    const s = scanner(ctx, page);
    await page.goto(`${ctx.product.url}/#/`);
    // the welcome popup opens by itself once the first banner has loaded
    await page.getByRole('dialog', { name: '欢迎光临' }).waitFor();
    await s.check('/ welcome popup');
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))), true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const notices = page.getByRole('button', { name: '查看公告' });
    await checkDialog(s, '/ announcements popup', () => notices.click());
    await checkDialog(s, '/ drawer', () => page.getByRole('button', { name: '打开菜单' }).click());
    // focus: the announcements popup (the lobby's own modal) and the drawer
    await assertFocusRoundTrip(page, notices, () => page.keyboard.press('Escape'));
    await assertFocusRoundTrip(page, page.getByRole('button', { name: '打开菜单' }), () =>
      page.keyboard.press('Escape'),
    );

    // the shell's login prompt (a page that asks a visitor to log in): its own plain dialog
    await checkDialog(
      s,
      '/transfer login prompt',
      () => s.visit('/transfer'),
      () => openDialog(page).getByRole('button', { name: '取消' }).click(),
    );
    s.assertNone();
    await page.context().close();
  });

  test("the shell's login prompt takes focus, keeps Tab inside, and Escape cancels it back to its opener", async () => {
    const page = await ctx.browser.newPage();
    await skipWelcomePopup(page);
    await page.goto(`${ctx.product.url}/#/`);
    await page.getByTestId('game-tile').first().waitFor();
    // 抢红包 leads a visitor to /hongbao, which asks to log in first: the shell's plain confirm dialog
    const opener = page.getByRole('button', { name: '抢红包' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const prompt = page.getByRole('dialog', { name: '温馨提示' });
    await prompt.waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      '去登录',
      'focus on the confirm button',
    );
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      assert.equal(
        await page.evaluate(() => Boolean(document.activeElement?.closest('.h5-dialog'))),
        true,
        'Tab stays in',
      );
    }
    await page.keyboard.press('Escape');
    await prompt.waitFor({ state: 'detached' });
    await page.waitForFunction(() => location.hash === '#/' || location.hash === '');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === '抢红包', null, {
      timeout: 5000,
    });
    await page.context().close();
  });

  test("the lobby's notice line and carousel pause on their controls and keep still under reduced motion (WCAG 2.2.2)", async () => {
    const page = await ctx.browser.newPage();
    await skipWelcomePopup(page);
    await page.goto(`${ctx.product.url}/#/`);
    await page.getByTestId('game-tile').first().waitFor();
    const text = page.getByTestId('notice-text');
    const animation = () => text.evaluate((el) => getComputedStyle(el).animationName);
    /** where the notice text starts, from its viewport's left edge */
    const textLeft = () =>
      text.evaluate((el) => el.getBoundingClientRect().left - el.parentElement.getBoundingClientRect().left);
    const strip = page.locator('.lobby-banners__strip');
    const scrolled = () => strip.evaluate((el) => el.scrollLeft);

    // the notice line: 暂停滚动 stops it with its start in view; 继续滚动 starts it again
    assert.notEqual(await animation(), 'none');
    await page.getByRole('button', { name: '暂停滚动' }).click();
    assert.equal(await animation(), 'none');
    assert.ok(Math.abs(await textLeft()) < 1, 'the start of the line stands still in view');
    await page.getByRole('button', { name: '继续滚动' }).click();
    assert.notEqual(await animation(), 'none');
    await page.getByRole('button', { name: '暂停滚动' }).waitFor();

    // the carousel turns by itself every 4 s until 暂停轮播, then keeps still until 继续轮播
    await page.waitForFunction(() => document.querySelector('.lobby-banners__strip').scrollLeft > 0, null, {
      timeout: 10_000,
    });
    await page.getByRole('button', { name: '暂停轮播' }).click();
    await page.waitForTimeout(1000); // a turn already under way ends
    const at = await scrolled();
    await page.waitForTimeout(9000);
    assert.equal(await scrolled(), at, 'paused: no turn in 9 s');
    await page.getByRole('button', { name: '继续轮播' }).click();
    await page.waitForFunction((x) => document.querySelector('.lobby-banners__strip').scrollLeft !== x, at, {
      timeout: 10_000,
    });

    // reduced motion: nothing moves, so no pause controls
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await page.getByTestId('game-tile').first().waitFor();
    assert.equal(await animation(), 'none');
    assert.ok(Math.abs(await textLeft()) < 1, 'the line stands still with its start in view');
    assert.equal(await page.locator('.lobby-pause:visible').count(), 0);
    await page.waitForTimeout(9000);
    assert.equal(await scrolled(), 0, 'reduced motion: the carousel never turns');
    await page.context().close();
  });

  test("the lobby's category tabs: one Tab stop; the arrow keys, Home and End move and select", async () => {
    const page = await ctx.browser.newPage();
    await skipWelcomePopup(page);
    await page.goto(`${ctx.product.url}/#/`);
    await page.getByTestId('game-tile').first().waitFor();
    const tab = (name) => page.getByRole('tab', { name });
    const focusedTab = () =>
      page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.textContent : null,
      );
    const panel = () => page.getByRole('tabpanel').getAttribute('aria-label');
    await tab('真人').focus();
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedTab(), '体育');
    assert.equal(await tab('体育').getAttribute('aria-selected'), 'true');
    assert.equal(await panel(), '体育赛事');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focusedTab(), '电竞');
    await page.keyboard.press('End');
    assert.equal(await focusedTab(), '彩票');
    assert.equal(await panel(), '彩票游戏');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focusedTab(), '真人');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focusedTab(), '彩票');
    await page.keyboard.press('Home');
    assert.equal(await focusedTab(), '真人');
    // Tab leaves the list (the other tabs are not Tab stops)
    await page.keyboard.press('Tab');
    assert.equal(await focusedTab(), null);
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focusedTab(), '真人');
    await page.context().close();
  });
});
