// /login in a real browser against the real server: register, log in, wrong captcha, validation order, redirects.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CAPTCHA, field, hashPath, productForFile, toast } from './harness.mjs';

const ctx = productForFile();

async function waitForCaptcha(page) {
  await page.locator('.login-captcha img').waitFor();
}

describe('register', () => {
  test('a visitor registers, is logged in, and sees the balance in the header', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.product.url}/#/login?type=1`);
    await waitForCaptcha(page);
    const name = `reg${Date.now().toString(36)}`.slice(0, 16);
    await field(page, '用户名').fill(name);
    await field(page, '登录密码').fill('Secret!2024');
    await field(page, '确认密码').fill('Secret!2024');
    await field(page, '真实姓名').fill('李四');
    await field(page, '支付密码').fill('Pay!2024x');
    await field(page, '验证码').fill(CAPTCHA);
    await page.getByRole('button', { name: '立即注册' }).click();
    await toast(page, '注册成功').waitFor();
    await page.waitForFunction(() => location.hash === '#/');
    await page.waitForFunction(() => document.querySelector('[data-testid="header-balance"]')?.textContent === '0.00');
    assert.ok(await page.evaluate(() => sessionStorage.getItem('token')));
    await page.context().close();
  });

  test('register rules are checked in the spec order with its messages', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.product.url}/#/login?type=1`);
    await waitForCaptcha(page);
    const submit = page.getByRole('button', { name: '立即注册' });
    await submit.click();
    await toast(page, '用户名长度6~16位，字母或数字').waitFor();
    await field(page, '用户名').fill('abcdef1');
    await field(page, '登录密码').fill('12345');
    await submit.click();
    await toast(page, '请输入正确的密码长度，至少6位').waitFor();
    await field(page, '登录密码').fill('Secret!2024');
    await field(page, '确认密码').fill('Secret!2025');
    await submit.click();
    await toast(page, '两次密码输入不一致！').waitFor();
    await field(page, '确认密码').fill('Secret!2024');
    await field(page, '真实姓名').fill('李');
    await submit.click();
    await toast(page, '请输入真实姓名！').waitFor();
    await field(page, '真实姓名').fill('李四');
    await field(page, '支付密码').fill('123');
    await submit.click();
    await toast(page, '请输入正确的支付密码长度，至少6位').waitFor();
    await field(page, '支付密码').fill('Pay!2024x');
    await submit.click();
    await toast(page, '请输入验证码！').waitFor();
    assert.equal(await field(page, '验证码').getAttribute('maxlength'), '4');
    assert.equal(await field(page, '用户名').getAttribute('maxlength'), '32');
    await page.context().close();
  });

  test('a wrong captcha is refused by the server, the field is cleared and a new image loads', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.product.url}/#/login?type=0`);
    await waitForCaptcha(page);
    const before = await page.locator('.login-captcha img').getAttribute('src');
    await field(page, '用户名').fill('demo888');
    await field(page, '密码').fill('demo888');
    await field(page, '验证码').fill('ZZZZ');
    await page.getByRole('button', { name: '立即登录' }).click();
    await toast(page, '验证码错误！').waitFor();
    assert.equal(await field(page, '验证码').inputValue(), '');
    await page.waitForFunction(
      (src) => document.querySelector('.login-captcha img')?.getAttribute('src') !== src,
      before,
    );
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
    await page.context().close();
  });
});

describe('login', () => {
  test('logging in from a guarded page returns to it', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.product.url}/#/betRecord?date=2`);
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    await waitForCaptcha(page);
    await field(page, '用户名').fill('demo888');
    await field(page, '密码').fill('demo888');
    await field(page, '验证码').fill(CAPTCHA.toLowerCase());
    await page.getByRole('button', { name: '立即登录' }).click();
    await page.waitForFunction(() => location.hash === '#/betRecord?date=2');
    await page.locator('header.shell-header--back .shell-header__title', { hasText: '投注记录' }).waitFor();
    await page.locator('.shell-main .h5-filter-chips').waitFor();
    // /betRecord has the back header (no balance there): the player's session is live, and home shows the balance
    await page.waitForFunction(() => !!sessionStorage.getItem('token'));
    await page.locator('nav.shell-tabbar').getByRole('button', { name: '首页' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="header-balance"]')?.textContent === '8888.00',
    );
    await page.context().close();
  });

  test('an external redirect is ignored: the player lands on /', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.product.url}/#/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await waitForCaptcha(page);
    await field(page, '用户名').fill('demo888');
    await field(page, '密码').fill('demo888');
    await field(page, '验证码').fill(CAPTCHA);
    await page.getByRole('button', { name: '立即登录' }).click();
    await page.waitForFunction(() => location.hash === '#/');
    assert.equal(new URL(page.url()).host, new URL(ctx.product.url).host);
    await page.context().close();
  });

  test('a wrong password shows the server message and no session starts', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.product.url}/#/login`);
    await waitForCaptcha(page);
    await page.getByRole('button', { name: '立即登录' }).click();
    await toast(page, '请输入账号和密码！').waitFor();
    await field(page, '用户名').fill('demo888');
    await field(page, '密码').fill('wrong-password');
    await field(page, '验证码').fill(CAPTCHA);
    await page.getByRole('button', { name: '立即登录' }).click();
    await toast(page, '账号或密码错误').waitFor();
    assert.equal(hashPath(page), '/login');
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
    await page.context().close();
  });

  test('switching views clears both forms and password visibility', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.product.url}/#/login`);
    await waitForCaptcha(page);
    await field(page, '用户名').fill('someone1');
    await field(page, '密码').fill('secret-1');
    await page.getByRole('button', { name: '显示密码' }).click();
    assert.equal(await field(page, '密码').getAttribute('type'), 'text');
    await page.getByRole('tab', { name: '注册' }).click();
    await page.waitForFunction(() => location.hash.includes('type=1'));
    assert.equal(await field(page, '用户名').inputValue(), '');
    await page.getByRole('tab', { name: '登录' }).click();
    assert.equal(await field(page, '用户名').inputValue(), '');
    assert.equal(await field(page, '密码').inputValue(), '');
    assert.equal(await field(page, '密码').getAttribute('type'), 'password');
    await page.context().close();
  });

  test('先去逛逛 goes home and 在线客服 opens customer service', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.product.url}/#/login`);
    await waitForCaptcha(page);
    await page.getByRole('link', { name: '在线客服' }).click();
    await page.waitForFunction(() => location.hash === '#/kefu');
    await page.goto(`${ctx.product.url}/#/login`);
    await page.getByRole('link', { name: '先去逛逛' }).click();
    await page.waitForFunction(() => location.hash === '#/');
    await page.context().close();
  });
});
