// 理性娱乐 (issue 22) in a real browser (390×844) against the real server: a player sets a daily deposit limit of
// 1000 on /responsible and a deposit of 1500 is refused with the server's message; a player takes a 24-hour time-out
// (behind its confirm), then a game launch and a transfer into a venue are refused with the time-out's message while
// a withdrawal goes through. Screenshots go to SHOTS_DIR (default /tmp/shots/protection).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { api, openLoggedIn, productForFile, registerPlayer, skipWelcomePopup, toast } from './harness.mjs';
import { bindBankCard, credit, PAY_PASSWORD } from './money-support.mjs';
import { operator } from './promotions-support.mjs';

const ctx = productForFile();
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/protection';
mkdirSync(SHOTS, { recursive: true });
/** A picture once the popups' and toasts' animations are over. */
const shot = async (page, name) => {
  await page.waitForTimeout(450);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};
const TIMEOUT_REFUSAL = /您已设置暂停娱乐至\d{4}-\d{2}-\d{2} \d{2}:\d{2}，期间不能存款、转入游戏、进入游戏/;

async function openResponsible(page, base, token) {
  await openLoggedIn(page, base, token, '/responsible');
  await page.locator('header.shell-header', { hasText: '理性娱乐' }).waitFor();
  await page.getByTestId('deposit-day').filter({ hasText: '不限' }).waitFor();
}

describe('理性娱乐', () => {
  test('a daily deposit limit of 1000 set on the page; a deposit of 1500 is refused with the limit, what is left and the reset', async () => {
    const base = ctx.product.url;
    const player = await registerPlayer(base, 'rglimit');
    await bindBankCard(base, player.token);
    const page = await ctx.browser.newPage();
    // before the first deposit the deposit page offers a limit; 去设置 opens the page
    await openLoggedIn(page, base, player.token, '/recharge');
    const tip = page.getByRole('region', { name: '理性娱乐提示' });
    await tip.waitFor();
    await tip.scrollIntoViewIfNeeded();
    await shot(page, 'deposit-tip');
    await tip.getByRole('link', { name: '去设置' }).click();
    await page.locator('header.shell-header', { hasText: '理性娱乐' }).waitFor();
    await page.getByTestId('deposit-day').filter({ hasText: '不限' }).waitFor();
    await page.getByTestId('reality-summary').waitFor();
    await shot(page, 'page');

    await page.getByRole('button', { name: '修改每日存款限额' }).click();
    await page.getByRole('textbox', { name: '每日存款限额' }).fill('1000');
    await shot(page, 'limit-editor');
    await page.getByRole('button', { name: '保存' }).click();
    await toast(page, '设置成功，已立即生效').waitFor();
    await page.getByTestId('deposit-day').filter({ hasText: '1000.00元' }).waitFor();
    await page.getByTestId('protection-change').filter({ hasText: '每日存款限额' }).waitFor();

    // raising it waits 24 hours: shown as pending, then cancelled
    await page.getByRole('button', { name: '修改每日存款限额' }).click();
    await page.getByRole('textbox', { name: '每日存款限额' }).fill('3000');
    await page.getByRole('button', { name: '保存' }).click();
    await toast(page, /已提交，将于.*生效/).waitFor();
    await page.getByTestId('pending-change').filter({ hasText: '3000.00元' }).waitFor();
    await toast(page, /已提交/).waitFor({ state: 'detached' });
    await shot(page, 'pending');
    await page.getByRole('button', { name: '撤销每日存款限额的修改' }).click();
    await toast(page, '已撤销待生效的修改').waitFor();
    await page.getByTestId('pending-change').waitFor({ state: 'detached' });

    // the deposit page links here; a WeChat deposit of 1500 passes the limit
    await page.goto(`${base}/#/recharge`);
    await page.getByRole('link', { name: /理性娱乐：\s*设置存款限额/ }).waitFor();
    assert.equal(await tip.count(), 0, 'the offer was answered');
    await page.getByRole('tab', { name: '微信支付' }).click();
    await page.getByLabel('存款金额').fill('1500');
    await page.getByRole('button', { name: '立即存款' }).click();
    const refusal = toast(
      page,
      /已超出您设置的每日存款限额1000\.00元，本期还可存款1000\.00元，将于\d{4}-\d{2}-\d{2} 00:00重置/,
    );
    await refusal.waitFor();
    await shot(page, 'deposit-refused');
    const orders = await api(base, '/api/gettransrecord', { type: 1, date: 4, page: 1, api_type: '' }, player.token);
    assert.equal(orders.data.data.length, 0, 'no deposit order was placed');
    await page.context().close();
  });

  test('a 24-hour time-out, behind its confirm: a game launch and a transfer into a venue are refused, a withdrawal is not', async () => {
    const base = ctx.product.url;
    const player = await registerPlayer(base, 'rgbreak');
    await bindBankCard(base, player.token);
    await credit(await operator(base), player.name, '1000');
    const page = await ctx.browser.newPage();
    await skipWelcomePopup(page);
    await openResponsible(page, base, player.token);

    await page.getByRole('button', { name: '设置暂停娱乐' }).click();
    await page
      .getByRole('listbox', { name: '暂停娱乐时长' })
      .getByRole('option', { name: /24小时/ })
      .click();
    const confirm = page.getByRole('dialog', { name: '确认暂停娱乐' });
    await confirm.waitFor();
    assert.match(await confirm.textContent(), /不能缩短或提前解除/);
    await shot(page, 'timeout-confirm');
    await confirm.getByRole('button', { name: '确认设置' }).click();
    await toast(page, /已设置暂停娱乐至/).waitFor();
    const banner = page.getByRole('status', { name: '暂停娱乐中' });
    await banner.waitFor();
    assert.match(await banner.textContent(), /至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await toast(page, /已设置暂停娱乐至/).waitFor({ state: 'detached' });
    await page.evaluate(() => document.querySelector('.shell-main')?.scrollTo(0, 0) ?? window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'blocked');

    // a game launch from the lobby
    await page.goto(`${base}/#/`);
    await page.getByRole('tab', { name: '棋牌', exact: true }).click();
    await page.getByRole('button', { name: '开元棋牌' }).click();
    await toast(page, TIMEOUT_REFUSAL).waitFor();
    assert.ok(!page.url().includes('/venue/'), 'the game did not open');

    // a transfer into a venue
    await page.goto(`${base}/#/transfer`);
    await page.getByTestId('central-balance').filter({ hasText: '1000.00' }).waitFor();
    await page.getByRole('button', { name: '展开' }).click();
    await page
      .getByTestId('venue')
      .filter({ hasText: '开元棋牌' })
      .getByRole('button', { name: /^开元棋牌/ })
      .click();
    await page.getByLabel('转账金额').fill('100');
    await page.getByRole('button', { name: '立即转账' }).click();
    await toast(page, TIMEOUT_REFUSAL).waitFor();
    await page.getByTestId('central-balance').filter({ hasText: '1000.00' }).waitFor();
    await toast(page, TIMEOUT_REFUSAL).waitFor({ state: 'detached' });

    // a withdrawal: not refused by the time-out
    await page.goto(`${base}/#/withdrawal`);
    await page.getByTestId('central-balance').filter({ hasText: '1000.00' }).waitFor();
    await page.getByRole('tab', { name: '银行卡提现' }).click();
    await page.getByRole('button', { name: /^银行卡 / }).click();
    await page.getByRole('listbox', { name: '选择银行卡' }).getByRole('option').click();
    await page.getByLabel('取款金额').fill('200');
    await page.getByLabel('支付密码').fill(PAY_PASSWORD);
    await page.getByRole('button', { name: '立即取款' }).click();
    const answer = page.locator('.h5-toast-host [role="alert"]').first();
    await answer.waitFor();
    const said = await answer.textContent();
    assert.doesNotMatch(said, /暂停娱乐/);
    assert.equal(said, '提交成功，等待后台审核');
    await page.context().close();
  });

  test('the reality check: after the chosen 15 minutes a dialog with the time and the net result; 查看记录 opens the bet records', async () => {
    const base = ctx.product.url;
    const player = await registerPlayer(base, 'rgreal');
    assert.equal((await api(base, '/api/protection/limit', { kind: 'reality', value: 15 }, player.token)).code, 200);
    const page = await ctx.browser.newPage();
    await skipWelcomePopup(page);
    // the browser's clock only: the server still says how long the player has really been signed in
    await page.clock.install();
    // the shell's reality check asks for the figures once it is loaded (after the first page), then waits
    const armed = page.waitForResponse((r) => r.url().endsWith('/api/protection/reality'));
    await openLoggedIn(page, base, player.token, '/mine');
    await page.getByRole('link', { name: '理性娱乐' }).waitFor();
    await armed;
    await page.waitForTimeout(300);
    await page.clock.fastForward('15:05');
    const dialog = page.getByRole('dialog', { name: '现实提醒' });
    await dialog.waitFor();
    assert.match(await dialog.textContent(), /您已登录 \d+ 分钟，本次登录以来输赢 0\.00 元/);
    await shot(page, 'reality-check');
    await dialog.getByRole('button', { name: '查看记录' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/betRecord'));
    assert.equal(await dialog.count(), 0);
    await page.context().close();
  });
});
