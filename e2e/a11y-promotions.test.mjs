// The promotions pages of a logged-in player at 390×844 and the red-packet popup: no WCAG 2.1 AA violation axe-core
// finds; the popup takes focus and gives it back to 拆红包.
import { describe, test } from 'node:test';
import { assertFocusRoundTrip, checkDialog, fundedPlayer, playerPage } from './a11y-support.mjs';
import { productForFile } from './harness.mjs';

const ctx = productForFile();

const PAGES = ['/activity', '/activityRecord', '/hongbao', '/welfare', '/zhanzhu', '/vip'];

describe('promotions pages, logged in: accessibility', () => {
  test('every page, a promotion and the red-packet popup: no WCAG 2.1 AA violation; the popup takes focus and gives it back', async () => {
    const player = await fundedPlayer(ctx, 'a11ypro');
    await player.op.call('PATCH', '/settings', { redpacket_switch: 1 });
    const s = await playerPage(ctx, player);
    const { page } = s;
    for (const path of PAGES) {
      await s.visit(path);
      await s.check(path);
    }
    const [promotion] = await player.op.call('GET', '/promotion-board');
    await s.visit(`/activityInfo?id=${promotion.id}`);
    await page.getByTestId('promo-title').waitFor();
    await s.check('/activityInfo');

    // the red packet: whichever popup the server's clock gives (not started, ended, won or failed)
    await s.visit('/hongbao');
    const open = page.getByRole('button', { name: '拆红包' });
    await page.waitForFunction(() => !document.querySelector('.rp-hero__envelope')?.getAttribute('aria-disabled'));
    await checkDialog(s, '/hongbao popup', () => open.click());
    await page.waitForFunction(() => !document.querySelector('.rp-hero__envelope')?.getAttribute('aria-disabled'));
    await assertFocusRoundTrip(page, open, () => page.keyboard.press('Escape'));
    s.assertNone();
    await page.context().close();
  });
});
