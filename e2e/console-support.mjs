// What the back-office console's browser tests share: a desktop-sized page on the console's origin, signing in,
// typing a TOTP code. `ctx` is the file's productForFile() context.
import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret` at `at` (as server/src/plugins/app/admin/totp.ts computes it). */
export const totpCode = (secret, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });

export async function consolePage(ctx) {
  const context = await ctx.browser.browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // a 401 of the first /me (no session yet) is the console's way of finding out; CSP refusals are not
    if (m.type() === 'error' && /Content Security Policy|Refused/.test(m.text())) errors.push(m.text());
  });
  return { page, errors };
}

export async function signIn(ctx, page, username, password) {
  await page.goto(`${ctx.product.adminUrl}/`);
  await page.waitForURL(/\/login$/);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

export async function typeCode(page, code) {
  await page.locator('.ant-otp input').first().click();
  await page.keyboard.type(code);
}
