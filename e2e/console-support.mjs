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

/** The password of the admins the console's browser tests make. */
export const STAFF_PASSWORD = 'Console!2026x';
let staffSeq = 0;

/** A new admin of `role` (`op`: the super admin's API client), made as the 管理员 page would; answers the name. */
export async function newAdmin(op, role, prefix) {
  const username = `${prefix}${Date.now().toString(36)}${staffSeq++}`;
  await op.call('POST', '/admins', { username, password: STAFF_PASSWORD, role });
  return username;
}

/** A console page signed in as `username`, on the dashboard. */
export async function signedIn(ctx, username, password = STAFF_PASSWORD) {
  const { page, errors } = await consolePage(ctx);
  await signIn(ctx, page, username, password);
  await page.getByRole('heading', { name: '今日概况' }).waitFor();
  return { page, errors };
}
