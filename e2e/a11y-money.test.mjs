// The money pages of a logged-in player at 390×844 and the payment info after a deposit: no WCAG 2.1 AA violation
// axe-core finds (their pickers open: e2e/a11y-money-pickers.test.mjs).
import { describe, test } from 'node:test';
import { fundedPlayer, playerPage } from './a11y-support.mjs';
import { productForFile } from './harness.mjs';

const ctx = productForFile();

const PAGES = [
  '/money',
  '/recharge',
  '/withdrawal',
  '/transfer',
  '/transRecord',
  '/betRecord',
  '/wallet',
  '/wallet?type=1',
  '/addBankCard',
  '/addUsdtCard',
  '/fanshui',
  '/usdtmore',
];

describe('money pages, logged in: accessibility', () => {
  test('every page: no WCAG 2.1 AA violation', async () => {
    const player = await fundedPlayer(ctx, 'a11ymon');
    const s = await playerPage(ctx, player);
    for (const path of PAGES) {
      await s.visit(path);
      await s.check(path);
    }
    // the payment info of a deposit just placed
    await s.visit('/recharge');
    await s.page.getByRole('tab', { name: '支付宝' }).click();
    await s.page.getByLabel('存款金额').fill('300');
    await s.page.getByRole('button', { name: '立即存款' }).click();
    await s.page.waitForFunction(() => location.hash.startsWith('#/payInfo?deposit_no=D'));
    await s.page.getByTestId('payinfo-countdown').waitFor();
    await s.check('/payInfo', 600);
    s.assertNone();
    await s.page.context().close();
  });
});
