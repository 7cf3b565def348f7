// The account pages in a real browser (390×844) against the real server: profile (birthday picker, mobile and email
// rules), avatar upload (a non-image renamed .png refused), withdrawal then login password change (sent to /login, the
// old password refused). Messages, help and the partner programme: account-content.test.mjs.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { api, CAPTCHA, field, hashPath, png, productForFile, registerPlayer, toast } from './harness.mjs';

const ctx = productForFile();

describe('/userInfo', () => {
  test('edit the profile: mobile and email rules, the birthday picker from 1980-01-01, saved and read back', async () => {
    const { name, token } = await registerPlayer(ctx.product.url, 'prof');
    const page = await ctx.openAt('/userInfo', token);
    await page.getByTestId('profile-username').filter({ hasText: name }).waitFor();
    assert.equal(await page.getByTestId('profile-realname').innerText(), '测试玩家');
    assert.equal(await page.locator('header.shell-header').innerText(), '个人资料');

    await field(page, '手机号码').fill('12345678901');
    await field(page, '电子邮箱').fill('not-an-email');
    await page.getByRole('button', { name: '确认' }).click();
    await toast(page, '请输入正确手机号').waitFor();
    await field(page, '手机号码').fill('13812345678');
    await page.getByRole('button', { name: '确认' }).click();
    await toast(page, '请输入正确邮箱号').waitFor();
    await field(page, '电子邮箱').fill('prof@example.com');
    await page.getByRole('button', { name: '确认' }).click();
    await toast(page, '请输入正确的日期格式：YYYY-MM-DD').waitFor();

    // the picker: years from 1980 to this year only
    await page.getByTestId('birthday').click();
    const years = page.locator('.adm-picker-view-column').first().locator('.adm-picker-view-column-item');
    await years.first().waitFor();
    assert.equal((await years.first().innerText()).trim().replace(/\D/g, ''), '1980');
    assert.equal((await years.last().innerText()).trim().replace(/\D/g, ''), String(new Date().getFullYear()));
    await page.getByText('确定', { exact: true }).click();
    await page.getByTestId('birthday').filter({ hasText: '1990-01-01' }).waitFor();

    await page.getByRole('button', { name: '确认' }).click();
    await toast(page, '操作成功').waitFor();
    const info = (await api(ctx.product.url, '/api/user', {}, token)).data;
    assert.deepEqual([info.mobile, info.email, info.birthday], ['13812345678', 'prof@example.com', '1990-01-01']);
    assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('userInfo'))).mobile, '13812345678');
    // kept after a reload
    await page.reload();
    await page.waitForFunction(() => document.querySelector('#mobile')?.value === '13812345678');
    await page.context().close();
  });

  test('avatar: a PNG is uploaded and shown; a text file renamed .png is refused by its content', async () => {
    const { token } = await registerPlayer(ctx.product.url, 'ava');
    const page = await ctx.openAt('/userInfo', token);
    const input = page.getByLabel('上传头像');
    await input.waitFor({ state: 'attached' });
    assert.equal(await input.getAttribute('accept'), 'image/gif,image/png');
    await input.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await toast(page, '只支持 PNG 或 GIF 格式的图片').waitFor();
    assert.equal((await api(ctx.product.url, '/api/user', {}, token)).data.avatar, '');

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(32, 32) });
    await toast(page, '上传成功').waitFor();
    await page.waitForFunction(() => {
      const el = document.querySelector('img.mine-avatar__img');
      return el instanceof HTMLImageElement && el.complete && el.naturalWidth === 32;
    });
    assert.match(
      (await api(ctx.product.url, '/api/user', {}, token)).data.avatar,
      /^\/uploads\/avatars\/[0-9a-f]{32}\.png$/,
    );
    await page.context().close();
  });
});

describe('/password', () => {
  test('the withdrawal password, then the login password: sent to /login, the old password refused, the new one works', async () => {
    const { name, password, token } = await registerPlayer(ctx.product.url, 'pwd');
    const page = await ctx.openAt('/userCent', token);
    await page.getByRole('link', { name: '设置取款密码' }).click();
    await page.waitForFunction(() => location.hash === '#/password?type=2');
    assert.equal(await page.locator('header.shell-header').innerText(), '设置取款密码');
    await field(page, '旧密码').fill('Pay123456');
    await field(page, '新密码').fill('Pay123456');
    await field(page, '确认密码').fill('Pay123456');
    await page.getByRole('button', { name: '确认修改' }).click();
    await toast(page, '新旧密码不能一致！').waitFor();
    assert.equal(await field(page, '旧密码').inputValue(), '');
    await field(page, '旧密码').fill('WrongPay1');
    await field(page, '新密码').fill('NewPay#2025');
    await field(page, '确认密码').fill('NewPay#2025');
    await page.getByRole('button', { name: '确认修改' }).click();
    await toast(page, '支付密码错误').waitFor();
    await field(page, '旧密码').fill('Pay123456');
    await page.getByRole('button', { name: '确认修改' }).click();
    await toast(page, '密码修改成功！').waitFor();
    assert.equal(hashPath(page), '/password?type=2');
    assert.deepEqual(await Promise.all(['旧密码', '新密码', '确认密码'].map((l) => field(page, l).inputValue())), [
      '',
      '',
      '',
    ]);
    // the old withdrawal password no longer passes
    assert.equal(
      (await api(ctx.product.url, '/api/editPayPassword', { password: 'Pay123456', paypassword: 'Other#2026' }, token))
        .message,
      '支付密码错误',
    );

    // a second session of the same player (another phone) ends too
    const other = (
      await api(ctx.product.url, '/api/login_pc', {
        name,
        password,
        code: CAPTCHA,
        captcha_id: (await (await fetch(`${ctx.product.url}/api/captcha`)).json()).data.id,
      })
    ).data.api_token;
    await page.goto(`${ctx.product.url}/#/password?type=1`);
    await page.locator('header.shell-header', { hasText: '修改登录密码' }).waitFor();
    await field(page, '旧密码').fill(password);
    await field(page, '新密码').fill('NewLogin#2025');
    await field(page, '确认密码').fill('NewLogin#2025');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    await toast(page, '密码修改成功！').waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.length), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('userInfo')), null);
    assert.equal((await api(ctx.product.url, '/api/user', {}, token)).code, 401);
    assert.equal((await api(ctx.product.url, '/api/user', {}, other)).code, 401);

    // the old password is refused on the login page, the new one logs in
    await page.locator('.login-captcha img').waitFor();
    await field(page, '用户名').fill(name);
    await field(page, '密码').fill(password);
    await field(page, '验证码').fill(CAPTCHA);
    await page.getByRole('button', { name: '立即登录' }).click();
    await toast(page, '账号或密码错误').waitFor();
    assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
    await field(page, '密码').fill('NewLogin#2025');
    await field(page, '验证码').fill(CAPTCHA);
    await page.getByRole('button', { name: '立即登录' }).click();
    await page.waitForFunction(() => Boolean(sessionStorage.getItem('token')));
    await page.context().close();
  });
});
