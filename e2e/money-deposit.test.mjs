// The deposit pages in a real browser (390×844) against the real server: the no-bound-card modal, a bank transfer
// (pending record, then confirmed by an operator and reaching the header balance), USDT (payment info with its
// countdown, address and QR), WeChat and Alipay (payment info), the range refusal.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashPath, openLoggedIn, productForFile, registerPlayer, toast } from './harness.mjs';
import { bindBankCard, records } from './money-support.mjs';
import { operator } from './promotions-support.mjs';

const ctx = productForFile();

const waitHash = (page, path) => page.waitForFunction((p) => decodeURIComponent(location.hash) === `#${p}`, path);

async function playerWithCard(prefix) {
  const base = ctx.product.url;
  const player = await registerPlayer(base, prefix);
  await bindBankCard(base, player.token);
  const page = await ctx.browser.newPage();
  await openLoggedIn(page, base, player.token, '/recharge');
  await page.getByRole('tab', { name: '人工充值' }).waitFor();
  return { base, player, page };
}

describe('deposit', () => {
  test('without a bound card the deposit page says 温馨提示; 去绑定 goes to /wallet, closing goes back', async () => {
    const base = ctx.product.url;
    const player = await registerPlayer(base, 'nocard');
    const page = await ctx.browser.newPage();
    await openLoggedIn(page, base, player.token, '/money');
    await page.getByRole('link', { name: '存款' }).click();
    const dialog = page.getByRole('dialog', { name: '温馨提示' });
    await dialog.waitFor();
    await page.getByRole('button', { name: '关闭' }).click();
    await waitHash(page, '/money');
    await page.getByRole('link', { name: '存款' }).click();
    await dialog.waitFor();
    await page.getByRole('button', { name: '去绑定' }).click();
    await waitHash(page, '/wallet');
    await page.context().close();
  });

  test('bank transfer: the ways in order, receiving accounts, each refusal, 提交成功 → /transRecord with a pending record; an operator confirms it and the header balance rises', async () => {
    const { base, player, page } = await playerWithCard('bankdep');
    assert.deepEqual(await page.getByRole('tab').allTextContents(), [
      '银行卡转账',
      'USDT',
      '微信支付',
      '支付宝',
      '人工充值',
    ]);
    assert.equal(await page.getByRole('tab', { name: '银行卡转账' }).getAttribute('aria-selected'), 'true');
    await page.getByTestId('receiving-accounts').waitFor();
    assert.ok((await page.getByRole('button', { name: /^复制 / }).count()) >= 4);
    await page.waitForFunction(
      () => document.querySelector('[aria-label="存款金额"]')?.placeholder === '单笔100-50000元',
    );

    const submit = page.getByRole('button', { name: '立即存款' });
    await submit.click();
    await toast(page, '请输入存款人姓名').waitFor();
    await page.getByLabel('存款人姓名', { exact: true }).fill('测试玩家');
    await submit.click();
    await toast(page, '请输入银行类型').waitFor();
    await page.getByRole('button', { name: /^银行类型 / }).click();
    await page.locator('.adm-picker-header-button', { hasText: '确定' }).click();
    // the picker now reads the bank chosen, no longer 请选择银行
    await page.locator('.money-field__picker:not(.is-empty)', { hasText: '银行' }).waitFor();
    await submit.click();
    await toast(page, '请输入银行卡号').waitFor();
    await page.getByLabel('银行卡号', { exact: true }).fill('6225 8801-1234 5678');
    assert.equal(await page.getByLabel('银行卡号', { exact: true }).inputValue(), '6225880112345678');
    await submit.click();
    await toast(page, '请输入银行开户行地址').waitFor();
    await page.getByLabel('开户行地址', { exact: true }).fill('上海市浦东新区支行');
    await page.getByLabel('存款金额').fill('50');
    await submit.click();
    await toast(page, '请输入金额在100-50000之间！').waitFor();
    await page.getByLabel('存款金额').fill('500');
    await submit.click();
    await toast(page, '提交成功，等待后台审核').waitFor();
    await waitHash(page, '/transRecord');

    const [row] = await records(base, player.token, 1);
    assert.equal(row.amount, '500.00');
    assert.equal(row.state, 1);
    assert.equal(row.pay_way, '银行卡转账');

    // the operator confirms: the header's balance shows the money (its poll, 4.3 s)
    const op = await operator(base);
    await op.call('POST', `/deposits/${row.out_trade_no}/confirm`);
    await page.goto(`${base}/#/`);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="header-balance"]')?.textContent === '500.00',
      null,
      { timeout: 15_000 },
    );
    assert.equal((await records(base, player.token, 1))[0].state, 2);
    await page.context().close();
  });

  test('USDT: equivalent, rate, TRC20 by default; payment info with a counting-down mm:ss, the address with copy, the protocol and a QR', async () => {
    const { page } = await playerWithCard('usdtdep');
    await page.getByRole('tab', { name: 'USDT' }).click();
    assert.equal(await page.getByRole('radio', { name: 'TRC20' }).getAttribute('aria-checked'), 'true');
    await page.getByLabel('存款金额').fill('720');
    // seeded usdtrate 7.20 (the page reads the player's)
    await page.getByTestId('usdt-equivalent').filter({ hasText: 'USDT' }).waitFor();
    assert.match(await page.getByTestId('usdt-equivalent').textContent(), /^\d+\.\d{2} USDT$/);
    await page.getByRole('note').filter({ hasText: '协议错误' }).waitFor();
    await page.getByRole('button', { name: '立即存款' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/payInfo?deposit_no=D'));
    await page.getByTestId('payinfo-amount').filter({ hasText: '720.00' }).waitFor();
    const first = await page.getByTestId('payinfo-countdown').textContent();
    assert.match(first, /^(60:00|59:[0-5]\d)$/);
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="payinfo-countdown"]')?.textContent !== t,
      first,
    );
    assert.equal(await page.getByTestId('payinfo-method').textContent(), 'USDT');
    assert.equal(await page.getByTestId('payinfo-protocol').textContent(), 'TRC20');
    assert.match(await page.getByTestId('payinfo-address').textContent(), /^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="payinfo-qr"]');
      return img?.complete && img.naturalWidth > 0;
    });
    await page.getByRole('button', { name: /^复制 T/ }).click();
    await toast(page, '复制成功！').waitFor();
    await page.getByRole('button', { name: '充值完成' }).click();
    await waitHash(page, '/transRecord');
    await page.context().close();
  });

  test('WeChat and Alipay: amount only, then the payment info names the way', async () => {
    const { base, player, page } = await playerWithCard('wxdep');
    for (const [tab, label] of [
      ['微信支付', '微信支付'],
      ['支付宝', '支付宝'],
    ]) {
      await page.goto(`${base}/#/recharge`);
      await page.getByRole('tab', { name: tab }).click();
      assert.equal(await page.getByLabel('存款人姓名', { exact: true }).count(), 0);
      await page.getByLabel('存款金额').fill('10001');
      await page.getByRole('button', { name: '立即存款' }).click();
      await toast(page, '请输入金额在100-10000之间！').waitFor();
      await page.getByLabel('存款金额').fill('300');
      await page.getByRole('button', { name: '立即存款' }).click();
      await page.waitForFunction(() => location.hash.startsWith('#/payInfo?deposit_no=D'));
      await page.getByTestId('payinfo-method').filter({ hasText: label }).waitFor();
      await page.getByTestId('payinfo-countdown').waitFor();
      assert.match(hashPath(page), /^\/payInfo\?deposit_no=D\w+$/);
    }
    const rows = await records(base, player.token, 1);
    assert.deepEqual(rows.map((r) => r.pay_way).slice(0, 2), ['支付宝', '微信支付']);
    await page.context().close();
  });
});
