// The back-office console (backoffice/) in a real browser at desktop size (1280×800) on its own origin (ADMIN_PORT):
// the demo admin signs in and sees the dashboard; an admin turns TOTP on in the console and signs in again with a
// code; a cashier confirms a player's deposit in the queue and the player's phone page shows the new balance.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { consolePage, seesMessage, signIn, totpCode, typeCode } from './console-support.mjs';
import { api, openLoggedIn, productForFile, registerPlayer } from './harness.mjs';
import { bindBankCard } from './money-support.mjs';
import { operator } from './promotions-support.mjs';

const ctx = productForFile();

describe('back-office console', () => {
  test('the demo admin signs in with the password alone and the dashboard shows today and 14 days', async () => {
    const { page, errors } = await consolePage(ctx);
    await signIn(ctx, page, 'admin', 'admin888');
    await page.getByRole('heading', { name: '今日概况' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await page.getByTestId('money-cards').waitFor();
    await page.getByText('今日充值（0 笔）').waitFor();
    await page.getByTestId('days-chart').locator('canvas').waitFor();
    assert.ok(await page.getByRole('menuitem', { name: /待审充值/ }).isVisible());
    await page.getByTestId('account-menu').getByText('超级管理员').waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('an admin turns TOTP on in the console, keeps the recovery codes, and signs in again with a code', async () => {
    const op = await operator(ctx.product.url);
    const username = `fin${Date.now().toString(36)}`;
    const password = 'Cashier!2026x';
    await op.call('POST', '/admins', { username, password, role: 'finance' });

    const { page, errors } = await consolePage(ctx);
    await signIn(ctx, page, username, password);
    await page.getByRole('heading', { name: '今日概况' }).waitFor();
    await page.getByRole('menuitem', { name: '账号安全' }).click();
    await page.getByRole('button', { name: '开启两步验证' }).click();
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    assert.match(secret, /^[A-Z2-7]{16,}$/);
    assert.ok(await page.getByRole('img', { name: /两步验证二维码/ }).isVisible());
    const enrolAt = Date.now();
    await typeCode(page, totpCode(secret, enrolAt));
    await page.getByRole('button', { name: '验证并开启' }).click();
    const codes = page.getByTestId('recovery-codes').locator('li');
    await codes.first().waitFor();
    assert.equal(await codes.count(), 10);
    await page.getByRole('button', { name: '我已保存' }).click();
    await page.getByText('已开启两步验证').waitFor();

    // sign out, then in again: the password asks for the code (the next 30-s step's: a code is accepted once)
    await page.getByTestId('account-menu').hover();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码').fill(password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByRole('heading', { name: '两步验证' }).waitFor();
    await typeCode(page, totpCode(secret, enrolAt + 30_000));
    await page.getByRole('button', { name: '验证并登录' }).click();
    await page.getByRole('heading', { name: '今日概况' }).waitFor();
    await page.getByTestId('account-menu').getByText(username).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test("a cashier confirms a player's deposit in the queue; the player's phone page shows the new balance", async () => {
    const base = ctx.product.url;
    const player = await registerPlayer(base, 'bodep');
    await bindBankCard(base, player.token);
    const order = await api(
      base,
      '/api/recharge',
      {
        paytype: 'bank',
        amount: '500',
        bank: '招商银行',
        bank_no: '6225880112345678',
        bank_owner: '测试玩家',
        bank_address: '上海市浦东新区支行',
      },
      player.token,
    );
    assert.equal(order.code, 200, order.message);
    const depositNo = order.message;

    const { page, errors } = await consolePage(ctx);
    await signIn(ctx, page, 'admin', 'admin888');
    await page.getByRole('heading', { name: '今日概况' }).waitFor();
    await page.getByRole('menuitem', { name: /待审充值/ }).click();
    // the search bar filters on the server: this player's orders only
    await page.getByLabel('玩家', { exact: true }).fill(player.name);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const row = page.locator('.ant-table-row', { hasText: depositNo });
    await row.waitFor();
    assert.equal(await page.locator('.ant-table-row').count(), 1);
    assert.match(await row.innerText(), /500\.00/);
    await row.click();
    const drawer = page.getByRole('dialog', { name: `充值订单 ${depositNo}` });
    await drawer.waitFor();
    await drawer.getByText('最近 20 条账变').waitFor();
    await drawer.getByRole('button', { name: '确认入账' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '确认入账' }).click();
    await seesMessage(page, `${depositNo} 已入账`);
    await row.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await page.context().close();

    const phone = await ctx.browser.newPage();
    await openLoggedIn(phone, base, player.token, '/');
    await phone.waitForFunction(
      () => document.querySelector('[data-testid="header-balance"]')?.textContent === '500.00',
      null,
      { timeout: 15_000 },
    );
    await phone.context().close();
  });
});
