// Withdrawal and transfer in a real browser (390×844) against the real server: a transfer into a venue and back out,
// automatic free transfer then recall all, every withdrawal refusal (client rules in the spec's order, then the
// server's turnover, balance and payment-password refusals), a withdrawal approved in the back office, and the 401
// path from a money page.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { api, eventually, openLoggedIn, productForFile, registerPlayer, toast } from './harness.mjs';
import { balance, bindBankCard, bindUsdtAddress, credit, PAY_PASSWORD, records } from './money-support.mjs';
import { confirmedDeposit, operator } from './promotions-support.mjs';

const ctx = productForFile();

const waitHash = (page, path) => page.waitForFunction((p) => decodeURIComponent(location.hash) === `#${p}`, path);
const venue = (page, name) => page.getByTestId('venue').filter({ hasText: name });
const textOf = (page, id) => page.getByTestId(id).textContent();

async function fundedPlayer(prefix, amount) {
  const base = ctx.product.url;
  const player = await registerPlayer(base, prefix);
  const op = await operator(base);
  await credit(op, player.name, amount);
  return { base, player, op };
}

describe('transfer', () => {
  test('into a venue and back out, with the pickers, 最大金额 and 场馆内钱包不支持互转', async () => {
    const { base, player } = await fundedPlayer('xfer', '1000');
    const page = await ctx.browser.newPage();
    await openLoggedIn(page, base, player.token, '/transfer');
    await page.getByRole('heading', { name: '转账' }).waitFor();
    await page.getByTestId('central-balance').filter({ hasText: '1000.00' }).waitFor();
    // 4 wallets collapsed, the platform wallet first
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="venue"]').length === 4);
    assert.match(await page.getByTestId('venue').first().textContent(), /^平台钱包1000\.00$/);
    await page.getByRole('button', { name: '展开' }).click();
    await venue(page, '开元棋牌').waitFor();

    // in: tap the venue card (platform → 开元棋牌)
    await venue(page, '开元棋牌')
      .getByRole('button', { name: /^开元棋牌/ })
      .click();
    assert.match(await textOf(page, 'transfer-target'), /^开元棋牌/);
    await page.getByLabel('转账金额').fill('300');
    await page.getByRole('button', { name: '立即转账' }).click();
    await toast(page, '转账成功').waitFor();
    await page.getByTestId('central-balance').filter({ hasText: '700.00' }).waitFor();
    await venue(page, '开元棋牌').filter({ hasText: '300.00' }).waitFor();

    // between two venues: refused on the page
    await page.getByRole('button', { name: /^转出钱包 / }).click();
    await page
      .getByRole('listbox', { name: '选择钱包' })
      .getByRole('option', { name: /^AG真人/ })
      .click();
    // the amount was cleared by the transfer's success
    await page.getByRole('button', { name: '立即转账' }).click();
    await toast(page, '请输入操作金额！').waitFor();
    await page.getByLabel('转账金额').fill('10');
    await page.getByRole('button', { name: '立即转账' }).click();
    await toast(page, '场馆内钱包不支持互转').waitFor();

    // out: 开元棋牌 → platform, the max fills the venue's balance
    await page.getByRole('button', { name: /^转出钱包 / }).click();
    await page
      .getByRole('listbox', { name: '选择钱包' })
      .getByRole('option', { name: /^开元棋牌/ })
      .click();
    await page.getByRole('button', { name: /^转入钱包 / }).click();
    await page
      .getByRole('listbox', { name: '选择钱包' })
      .getByRole('option', { name: /^平台钱包/ })
      .click();
    await page.getByRole('button', { name: '最大金额' }).click();
    assert.equal(await page.getByLabel('转账金额').inputValue(), '300.00');
    await page.getByRole('button', { name: '立即转账' }).click();
    await toast(page, '转账成功').waitFor();
    await page.getByTestId('central-balance').filter({ hasText: '1000.00' }).waitFor();
    assert.equal(await balance(base, player.token), '1000.00');
    const [out] = await records(base, player.token, 4);
    assert.equal(out.amount, '300.00');
    assert.equal(out.state, 1);
    await page.context().close();
  });

  test('自动免转 on (操作成功！), a game launch moves the money in, 一键回收 brings it back; /money shows its recall too', async () => {
    const { base, player } = await fundedPlayer('auto', '800');
    const page = await ctx.browser.newPage();
    await openLoggedIn(page, base, player.token, '/transfer');
    await page.getByTestId('central-balance').filter({ hasText: '800.00' }).waitFor();
    const sw = page.getByRole('switch');
    assert.equal(await sw.getAttribute('aria-checked'), 'false');
    assert.equal(await page.getByRole('button', { name: '一键回收' }).count(), 0);
    await sw.click();
    await toast(page, '操作成功！').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true',
    );
    assert.equal(await page.getByRole('button', { name: '立即转账' }).count(), 0);

    // launching a game with 自动免转 moves the whole central balance into that venue
    const launched = await api(
      base,
      '/api/getGameUrl',
      { plat_name: 'ky', game_type: 0, game_code: '', is_mobile_url: 1 },
      player.token,
    );
    assert.equal(launched.code, 200, launched.message);
    await page.getByTestId('central-balance').filter({ hasText: '0.00' }).waitFor({ timeout: 15_000 });

    await page.goto(`${base}/#/money`);
    await page.getByRole('button', { name: '一键回收' }).waitFor();
    await page.goto(`${base}/#/transfer`);
    await page.getByRole('button', { name: '一键回收' }).click();
    await toast(page, '回收成功，共回收 800.00 元').waitFor();
    await page.getByTestId('central-balance').filter({ hasText: '800.00' }).waitFor();
    assert.equal(await balance(base, player.token), '800.00');

    // off again: manual transfer is back
    await sw.click();
    await page.waitForFunction(
      () => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'false',
    );
    await page.getByRole('button', { name: '立即转账' }).waitFor();
    await page.context().close();
  });
});

describe('withdrawal', () => {
  test('every refusal in order, then a withdrawal approved in the back office', async () => {
    const { base, player, op } = await fundedPlayer('wd', '1000');
    await bindBankCard(base, player.token);
    await bindUsdtAddress(base, player.token);
    const page = await ctx.browser.newPage();
    await openLoggedIn(page, base, player.token, '/withdrawal');
    await page.getByTestId('central-balance').filter({ hasText: '1000.00' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="venue"]').length === 3);
    await page.getByRole('button', { name: '展开' }).waitFor();
    await eventually(() => page.getByLabel('打码量').inputValue(), '0.00');
    const submit = page.getByRole('button', { name: '立即取款' });

    // USDT tab: no address
    await submit.click();
    await toast(page, '请选择USDT地址').waitFor();
    // bank tab: no card, then below 100, then no password, then more than the balance
    await page.getByRole('tab', { name: '银行卡提现' }).click();
    await submit.click();
    await toast(page, '请选择您要提现到的银行卡').waitFor();
    await page.getByRole('button', { name: /^银行卡 / }).click();
    const option = page.getByRole('listbox', { name: '选择银行卡' }).getByRole('option');
    assert.match(await option.textContent(), /\*\*\*\* \*\*\*\* \d{4}$/);
    await option.click();
    await page.getByLabel('取款金额').fill('99.99');
    await submit.click();
    await toast(page, '单笔取款不能低于100元').waitFor();
    await page.getByLabel('取款金额').fill('200');
    await submit.click();
    await toast(page, '请输入您的支付密码').waitFor();
    await page.getByLabel('取款金额').fill('1000.01');
    await page.getByLabel('支付密码').fill(PAY_PASSWORD);
    await submit.click();
    await toast(page, '余额不足').waitFor();
    // the server: a wrong payment password (the password is cleared, the rest stays)
    await page.getByLabel('取款金额').fill('200');
    await page.getByLabel('支付密码').fill('Wrong12345');
    await submit.click();
    await toast(page, '支付密码错误').waitFor();
    assert.equal(await page.getByLabel('支付密码').inputValue(), '');
    assert.equal(await page.getByLabel('取款金额').inputValue(), '200');

    // accepted: message, reset, the records after 1.5 s
    await page.getByLabel('支付密码').fill(PAY_PASSWORD);
    await submit.click();
    await toast(page, '提交成功，等待后台审核').waitFor();
    assert.equal(await page.getByLabel('取款金额').inputValue(), '');
    await waitHash(page, '/transRecord');
    assert.equal(await balance(base, player.token), '800.00');
    const [row] = await records(base, player.token, 2);
    assert.deepEqual([row.amount, row.state, row.pay_way], ['200.00', 1, '银行卡']);

    // the operator approves it
    await op.call('POST', `/withdrawals/${row.out_trade_no}/approve`);
    assert.equal((await records(base, player.token, 2))[0].state, 2);
    assert.equal(await balance(base, player.token), '800.00');
    await page.context().close();
  });

  test('outstanding turnover (打码量) is refused by the server with how much is left; USDT shows fee, equivalent and amount received', async () => {
    const base = ctx.product.url;
    const player = await registerPlayer(base, 'wdturn');
    const op = await operator(base);
    await confirmedDeposit(base, op, player.token, '500');
    await bindUsdtAddress(base, player.token);
    const page = await ctx.browser.newPage();
    await openLoggedIn(page, base, player.token, '/withdrawal');
    await page.waitForFunction(() => document.querySelector('[aria-label="打码量"]')?.value === '500.00');
    await page.getByRole('button', { name: /^USDT地址 / }).click();
    await page.getByRole('listbox', { name: '选择USDT地址' }).getByRole('option').click();
    await page.getByRole('button', { name: '最大金额' }).click();
    assert.equal(await page.getByLabel('取款金额').inputValue(), '500.00');
    assert.match(await textOf(page, 'usdt-fee'), /^\d+(\.\d+)? USDT$/);
    assert.notEqual(await textOf(page, 'usdt-equivalent'), '0.00 USDT');
    assert.match(await textOf(page, 'usdt-received'), /^\d+\.\d{2} USDT$/);
    await page.getByLabel('支付密码').fill(PAY_PASSWORD);
    await page.getByRole('button', { name: '立即取款' }).click();
    await toast(page, '您还需完成 500.00 元打码量才能取款').waitFor();
    // switching tab clears the form
    await page.getByRole('tab', { name: '银行卡提现' }).click();
    assert.equal(await page.getByLabel('取款金额').inputValue(), '');
    assert.equal(await page.getByLabel('支付密码').inputValue(), '');
    await page.context().close();
  });

  test("a session that ended: a money page's next call shows 认证失败, then the login page", async () => {
    const { base, player } = await fundedPlayer('wd401', '100');
    const page = await ctx.browser.newPage();
    await openLoggedIn(page, base, player.token, '/money');
    await page.getByTestId('central-balance').filter({ hasText: '100.00' }).waitFor();
    // the session is revoked elsewhere (logged off from another device)
    await api(base, '/api/logoff', {}, player.token);
    const dialog = page.getByRole('dialog', { name: '认证失败' });
    // the player's tap, unless the page's own 3.5 s venue poll met the ended session first (then the dialog already
    // covers the button: the tap cannot land, and need not)
    if (!(await dialog.isVisible()))
      await page
        .getByRole('button', { name: /^刷新AG真人余额$/ })
        .click({ timeout: 5000 })
        .catch(() => {});
    await dialog.waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
    await page.context().close();
  });
});
