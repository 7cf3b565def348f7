// The console's games and payments pages in real Chromium at 1280×800 on the console's origin, against the real server,
// each change seen where players see it, on a phone page: an editor hides a game on 游戏 and the phone's lobby no
// longer shows it (then shows it again); finance turns 支付宝 off on 支付通道 and the phone's deposit page loses that
// way; super switches a venue's simulator to 拒绝转账 on 场馆 and the phone's transfer there fails with the server's
// message, then back to 正常 and it goes through. A game added with an uploaded picture shows on the phone until deleted. Screenshots of the pages go to /tmp/catalogue-*.png.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chooseOption, clickSending, newAdmin, seesMessage, signedIn, toastMark } from './console-support.mjs';
import { openLoggedIn, png, productForFile, registerPlayer, skipWelcomePopup, toast } from './harness.mjs';
import { bindBankCard, credit } from './money-support.mjs';
import { operator } from './promotions-support.mjs';

const ctx = productForFile();

/** The console page of the menu entry `name`. */
const openMenu = (page, name) => page.getByRole('menuitem', { name, exact: true }).click();
const row = (page, text) => page.locator('.ant-table-row', { hasText: text });
/** A screenshot once antd's motion (tabs, fades, dialogs) has settled: for a person to look at, asserts nothing. */
async function shot(page, name) {
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/catalogue-${name}.png` });
}

/** The phone's lobby tiles of 真人视讯 (a new page each time: what a player opening the site sees). */
async function phoneLobbyTiles() {
  const phone = await ctx.browser.newPage();
  await skipWelcomePopup(phone);
  await phone.goto(`${ctx.product.url}/#/`);
  // the lobby's side menu names the category by its short label
  await phone.getByRole('tab', { name: '真人', exact: true }).click();
  const tiles = phone.locator('.lobby-games[aria-label="真人视讯"] [data-testid="game-tile"]');
  await tiles.first().waitFor();
  const names = await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  await phone.context().close();
  return names;
}

/** The deposit ways on the phone's deposit page (/recharge) of a player with a bound card. */
async function phoneDepositWays(token) {
  const phone = await ctx.browser.newPage();
  await openLoggedIn(phone, ctx.product.url, token, '/recharge');
  await phone.getByRole('tab', { name: '人工充值' }).waitFor();
  const ways = await phone.getByRole('tab').allTextContents();
  await phone.context().close();
  return ways;
}

describe('back-office console: games and payments', () => {
  test('an editor hides a game on 游戏: gone from the phone’s lobby; shown again: back', async () => {
    const op = await operator(ctx.product.url);
    assert.deepEqual(await phoneLobbyTiles(), ['AG真人', 'BBIN真人']);

    const editor = await newAdmin(op, 'editor', 'cated');
    const { page, errors } = await signedIn(ctx, editor);
    await openMenu(page, '游戏');
    await page.getByRole('tab', { name: /真人视讯/ }).waitFor();
    const ag = row(page, 'AG真人');
    await ag.waitFor();
    // the thumbnail is the lobby's own artwork, served on the console's origin
    await page.waitForFunction(() => {
      const img = document.querySelector('.ant-table-row img');
      return img?.complete && img.naturalWidth > 0;
    });
    await shot(page, 'games');

    await ag.getByRole('switch', { name: '显示：AG真人' }).click();
    await seesMessage(page, 'AG真人 已隐藏');
    await page.getByRole('tab', { name: /真人视讯\s*1\/2/ }).waitFor();
    assert.deepEqual(await phoneLobbyTiles(), ['BBIN真人']);

    await ag.getByRole('switch', { name: '显示：AG真人' }).click();
    await seesMessage(page, 'AG真人 已显示');
    assert.deepEqual(await phoneLobbyTiles(), ['AG真人', 'BBIN真人']);

    // a new tile with an uploaded picture: on the phone last (its order), then deleted: gone again
    await page.getByRole('button', { name: /新增游戏/ }).click();
    const form = page.getByRole('dialog', { name: '新增游戏' });
    await chooseOption(page, form, '场馆', 'AG真人（ag）');
    await form.getByLabel('游戏代码').fill('ag_e2e');
    await form.getByLabel('名称').fill('E2E真人');
    await form.getByLabel('排序（小的在前）').fill('9');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'tile.png', mimeType: 'image/png', buffer: png(120, 160) });
    await page.waitForFunction(() =>
      /^\/uploads\/artwork\//.test(document.querySelector('[aria-label="图片地址"]')?.value ?? ''),
    );
    // the preview is the uploaded picture, through the console's origin
    await page.waitForFunction(() => {
      const img = document.querySelector('.ant-modal img[alt="预览"]');
      return img?.complete && img.naturalWidth === 120;
    });
    await shot(page, 'game-modal');
    await form.getByRole('button', { name: /保\s*存/ }).click();
    await seesMessage(page, '已添加 E2E真人');
    assert.deepEqual(await phoneLobbyTiles(), ['AG真人', 'BBIN真人', 'E2E真人']);
    await row(page, 'E2E真人').getByRole('button', { name: '删除 E2E真人' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await seesMessage(page, '已删除 E2E真人');
    assert.deepEqual(await phoneLobbyTiles(), ['AG真人', 'BBIN真人']);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('finance turns 支付宝 off on 支付通道: gone from the phone’s deposit page; on again: back', async () => {
    const base = ctx.product.url;
    const op = await operator(base);
    const player = await registerPlayer(base, 'catpay');
    await bindBankCard(base, player.token);
    assert.ok((await phoneDepositWays(player.token)).includes('支付宝'));

    const cashier = await newAdmin(op, 'finance', 'catfin');
    const { page, errors } = await signedIn(ctx, cashier);
    await openMenu(page, '支付通道');
    const alipay = row(page, '支付宝');
    await alipay.waitFor();
    await shot(page, 'payments');
    await alipay.getByRole('switch', { name: '启用：支付宝' }).click();
    await seesMessage(page, '支付宝 已停用');
    const ways = await phoneDepositWays(player.token);
    assert.ok(!ways.includes('支付宝'), ways.join());
    assert.ok(ways.includes('银行卡转账'), ways.join());

    await alipay.getByRole('switch', { name: '启用：支付宝' }).click();
    await seesMessage(page, '支付宝 已启用');
    assert.ok((await phoneDepositWays(player.token)).includes('支付宝'));

    await page.getByRole('tab', { name: '收款账户' }).click();
    await page.getByRole('tab', { name: '收款账户', selected: true }).waitFor();
    await row(page, '6222021001123456789').waitFor();
    await shot(page, 'accounts');
    assert.deepEqual(errors, []);
    await page.context().close();

    // an editor reads the same page, every control locked
    const editor = await newAdmin(op, 'editor', 'catro');
    const ro = await signedIn(ctx, editor);
    await openMenu(ro.page, '支付通道');
    await row(ro.page, '支付宝').waitFor();
    assert.equal(await row(ro.page, '支付宝').getByRole('switch', { name: '启用：支付宝' }).isDisabled(), true);
    await ro.page.getByText('此处只读').waitFor();
    await shot(ro.page, 'payments-editor');
    assert.deepEqual(ro.errors, []);
    await ro.page.context().close();
  });

  test('super sets 开元棋牌 to 拒绝转账 on 场馆: the phone’s transfer there fails with the server’s message; 无响应: pending until 对账; 正常 again: it goes through', async () => {
    const base = ctx.product.url;
    const op = await operator(base);
    const player = await registerPlayer(base, 'catflt');
    await credit(op, player.name, '1000');

    const { page, errors } = await signedIn(ctx, 'admin', 'admin888');
    await openMenu(page, '场馆');
    const ky = row(page, '开元棋牌');
    await ky.waitFor();
    const setFault = async (label) => {
      // a mode may be set twice: only the toast of this time counts
      const since = await toastMark(page);
      await ky.getByText(label, { exact: true }).last().click();
      const confirm = page.getByRole('dialog', { name: `将 开元棋牌 的故障模式设为「${label}」？` });
      await clickSending(
        page,
        confirm.getByRole('button', { name: /确\s*定/ }),
        (r) => r.method() === 'PUT' && r.url().includes('/fault'),
      );
      await seesMessage(page, `开元棋牌 的故障模式已设为「${label}」`, { since });
    };
    await setFault('拒绝转账');
    await ky.locator('.ant-tag', { hasText: '拒绝转账' }).waitFor();
    await shot(page, 'venues');

    const phone = await ctx.browser.newPage();
    await openLoggedIn(phone, base, player.token, '/transfer');
    await phone.getByTestId('central-balance').filter({ hasText: '1000.00' }).waitFor();
    await phone.getByRole('button', { name: '展开' }).click();
    const venue = phone.getByTestId('venue').filter({ hasText: '开元棋牌' });
    await venue.getByRole('button', { name: /^开元棋牌/ }).click();
    await phone.getByLabel('转账金额').fill('100');
    await phone.getByRole('button', { name: '立即转账' }).click();
    await toast(phone, '转账失败，场馆暂时无法处理，资金已退回').waitFor();
    await phone.getByTestId('central-balance').filter({ hasText: '1000.00' }).waitFor();

    // 无响应: the transfer stays 处理中; 对账 on 转账对账 asks the venue (status queries answer in every mode) and
    // settles it either way (the simulator applies some hung transfers and drops others); the 30-s job waits 10 s, so
    // it may have been first: then 对账 says it is settled already
    await setFault('无响应');
    await phone.getByLabel('转账金额').fill('100');
    await phone.getByRole('button', { name: '立即转账' }).click();
    await toast(phone, '转账处理中，请稍后刷新余额').waitFor();
    await openMenu(page, '转账对账');
    const pending = row(page, player.name);
    await pending.waitFor();
    assert.equal(await pending.count(), 1);
    assert.match(await pending.innerText(), /处理中/);
    await shot(page, 'transfers-pending');
    await pending.getByRole('button', { name: /对\s*账/ }).click();
    await seesMessage(page, /^T\d+：(场馆已确认，转账已完成|场馆未确认，资金已退回|该转账已结算，无需处理)$/);
    await pending.waitFor({ state: 'detached' });

    await openMenu(page, '场馆');
    await setFault('正常');
    await ky.locator('.ant-tag', { hasText: '正常' }).waitFor();
    await phone.getByLabel('转账金额').fill('100');
    await phone.getByRole('button', { name: '立即转账' }).click();
    await toast(phone, '转账成功').waitFor();
    await phone.context().close();

    // all three in 转账对账: the refused one refunded, none left pending
    await openMenu(page, '转账对账');
    await page.getByText('全部', { exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 3);
    assert.equal(await row(page, player.name).count(), 3);
    await row(page, '已退回').first().waitFor();
    assert.equal(await row(page, '处理中').count(), 0);
    await shot(page, 'transfers');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
