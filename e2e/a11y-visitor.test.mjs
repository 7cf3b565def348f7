// The player site as a visitor sees it, at 390×844: every page a visitor can open and the lobby's popups (welcome,
// announcements, the drawer) and the shell's login prompt, with no WCAG 2.1 AA violation axe-core finds; the
// lobby's announcements popup and the shell's login prompt take focus and give it back to their opener.
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
});
