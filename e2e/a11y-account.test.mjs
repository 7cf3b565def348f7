// The lobby and the account pages of a logged-in player at 390×844, and their dialogs and pickers open (the drawer,
// 退出登录's confirm, the birthday picker, 理性娱乐's sheets): no WCAG 2.1 AA violation axe-core finds; the shared
// confirm dialog and bottom sheet take focus and give it back to their opener.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertFocusRoundTrip, checkDialog, fundedPlayer, openDialog, playerPage } from './a11y-support.mjs';
import { productForFile } from './harness.mjs';

const ctx = productForFile();

const PAGES = [
  '/',
  '/concise',
  '/gamePage?name=avia',
  '/mine',
  '/userInfo',
  '/userCent',
  '/password?type=1',
  '/password?type=2',
  '/responsible',
  '/message',
  '/message?type=2',
  '/applyagent',
  '/app',
  '/kefu',
];

describe('games and account pages, logged in: accessibility', () => {
  test('every page: no WCAG 2.1 AA violation', async () => {
    const player = await fundedPlayer(ctx, 'a11yacc');
    const s = await playerPage(ctx, player);
    for (const path of PAGES) {
      await s.visit(path);
      await s.check(path);
    }
    s.assertNone();
    await s.page.context().close();
  });

  test('the drawer, the logout confirm, the birthday picker and the 理性娱乐 sheets: no violation; focus in and back', async () => {
    const player = await fundedPlayer(ctx, 'a11yacd');
    const s = await playerPage(ctx, player);
    const { page } = s;
    await page.getByTestId('game-tile').first().waitFor();
    await checkDialog(s, '/ drawer', () => page.getByRole('button', { name: '打开菜单' }).click());

    await s.visit('/mine');
    const logout = page.getByRole('button', { name: '退出登录' });
    await checkDialog(
      s,
      '/mine logout confirm',
      () => logout.click(),
      () => openDialog(page).getByRole('button', { name: '取消' }).click(),
    );
    // the shell's confirm dialog: focus in, and back to 退出登录 on 取消
    await assertFocusRoundTrip(page, logout, () => openDialog(page).getByRole('button', { name: '取消' }).click());

    await s.visit('/userInfo');
    await checkDialog(
      s,
      '/userInfo birthday picker',
      () => page.getByTestId('birthday').click(),
      () => page.locator('.adm-picker-header-button', { hasText: '取消' }).click(),
      page.locator('.adm-picker'),
    );
    // the date picker takes focus (its 确定, in a dialog named 选择出生日期) and gives it back on Escape (issue 24)
    await assertFocusRoundTrip(page, page.getByTestId('birthday'), async () => {
      await page.getByRole('dialog', { name: '选择出生日期' }).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), '确定');
      await page.keyboard.press('Escape');
    });
    // its wheels turn from the keyboard: Tab from 确定 reaches the year wheel, ↑ shows the year before, 确定 keeps it
    await page.getByTestId('birthday').click();
    await page.getByRole('dialog', { name: '选择出生日期' }).waitFor();
    await page.keyboard.press('Tab');
    const wheel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    assert.equal(await wheel(), '当前选择的是：1990年');
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === '当前选择的是：1989年');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByTestId('birthday').filter({ hasText: '1989-01-01' }).waitFor();

    // 理性娱乐: every row's sheet (the limit editor, the option sheets)
    await s.visit('/responsible');
    const edits = page.locator('button.rg-edit:not([disabled])');
    const count = await edits.count();
    for (let i = 0; i < count; i++) {
      const name = (await edits.nth(i).textContent()).split('：')[0];
      await checkDialog(s, `/responsible ${name}`, () => edits.nth(i).click());
    }
    // the shared bottom sheet: focus in, and back to its row on Escape
    await assertFocusRoundTrip(page, edits.first(), () => page.keyboard.press('Escape'));
    s.assertNone();
    await page.context().close();
  });
});
