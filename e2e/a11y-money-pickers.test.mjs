// The money pages' pickers open at 390×844 (the transfer wallets, the withdrawal card sheets, the deposit bank wheel,
// every record filter, the bank list, the unbind confirm): no WCAG 2.1 AA violation axe-core finds; a picker's sheet
// takes focus and gives it back to its opener, as the bank wheel does (issue 24).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertFocusRoundTrip, checkDialog, fundedPlayer, openDialog, playerPage } from './a11y-support.mjs';
import { productForFile } from './harness.mjs';

const ctx = productForFile();

describe('money pickers, logged in: accessibility', () => {
  test('the pickers, filters and confirms open: no violation; a sheet takes focus and gives it back', async () => {
    const player = await fundedPlayer(ctx, 'a11ymod');
    const s = await playerPage(ctx, player);
    const { page } = s;

    await s.visit('/transfer');
    const source = page.getByRole('button', { name: /^转出钱包 / });
    await source.waitFor();
    await checkDialog(s, '/transfer 转出钱包 sheet', () => source.click());
    await checkDialog(s, '/transfer 转入钱包 sheet', () => page.getByRole('button', { name: /^转入钱包 / }).click());
    await assertFocusRoundTrip(page, source, () => openDialog(page).getByRole('button', { name: '关闭' }).click());

    await s.visit('/withdrawal');
    await checkDialog(s, '/withdrawal USDT地址 sheet', () => page.getByRole('button', { name: /^USDT地址 / }).click());
    await page.getByRole('tab', { name: '银行卡提现' }).click();
    await checkDialog(s, '/withdrawal 银行卡 sheet', () => page.getByRole('button', { name: /^银行卡 / }).click());

    // the bank wheel (antd-mobile's Picker)
    await s.visit('/recharge');
    await page.getByRole('button', { name: /^银行类型 / }).waitFor();
    await checkDialog(
      s,
      '/recharge bank picker',
      () => page.getByRole('button', { name: /^银行类型 / }).click(),
      () => page.locator('.adm-picker-header-button', { hasText: '取消' }).click(),
      page.locator('.adm-picker'),
    );
    // the wheel takes focus (its 确定, in a dialog named 选择银行) and gives it back to 银行类型 on Escape
    await assertFocusRoundTrip(page, page.getByRole('button', { name: /^银行类型 / }), async () => {
      await page.getByRole('dialog', { name: '选择银行' }).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), '确定');
      await page.keyboard.press('Escape');
    });

    // every record filter
    for (const path of ['/transRecord', '/betRecord', '/fanshui']) {
      await s.visit(path);
      const chips = page.locator('.h5-filter-chip');
      for (let i = 0; i < (await chips.count()); i++)
        await checkDialog(s, `${path} filter ${i + 1}`, () => chips.nth(i).click());
    }

    await s.visit('/addBankCard');
    await checkDialog(s, '/addBankCard bank sheet', () => page.getByRole('button', { name: /^选择银行：/ }).click());

    await s.visit('/wallet?type=1');
    await checkDialog(
      s,
      '/wallet unbind confirm',
      () =>
        page
          .getByRole('button', { name: /^解绑该/ })
          .first()
          .click(),
      () => openDialog(page).getByRole('button', { name: '取消' }).click(),
    );
    s.assertNone();
    await page.context().close();
  });
});
