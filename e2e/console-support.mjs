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
  // every toast and notification the page shows, in order: a test that misses the one it waits for says what the
  // console said instead (seesMessage)
  await context.addInitScript(() => {
    const said = (window.__h5Said = []);
    const NOTICE = '.ant-message-notice, .ant-notification-notice';
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) {
          if (!(n instanceof Element)) continue;
          for (const notice of n.matches(NOTICE) ? [n] : n.querySelectorAll(NOTICE))
            said.push(notice.textContent.replace(/\s+/g, ' ').trim());
        }
    }).observe(document, { childList: true, subtree: true });
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

/**
 * Waits until the console has shown a toast (`.ant-message`) saying `text` (a string it contains, or a RegExp it
 * matches). The page records every toast as it appears (consolePage), so one shown and gone again before the test
 * looked — a toast lasts 3 s, and a test under load has missed one between its click and its look — still counts:
 * it was on the screen. When none comes, fails with every toast and notification the page showed.
 */
export async function seesMessage(page, text, { since = 0, timeout = 30_000 } = {}) {
  const wanted =
    text instanceof RegExp ? { since, source: text.source, flags: text.flags } : { since, text: String(text) };
  try {
    await page.waitForFunction(
      (w) =>
        (window.__h5Said ?? [])
          .slice(w.since)
          .some((t) =>
            w.source !== undefined
              ? new RegExp(w.source, w.flags).test(t)
              : t.includes(w.text.replace(/\s+/g, ' ').trim()),
          ),
      wanted,
      { timeout, polling: 100 },
    );
  } catch (err) {
    const said = await page.evaluate(() => window.__h5Said ?? []).catch(() => []);
    // a form that refused to send shows why under its fields, not in a toast: name that too
    const fieldErrors = await page
      .locator('.ant-form-item-explain-error')
      .allInnerTexts()
      .catch(() => []);
    const why = fieldErrors.length > 0 ? `; the form said: ${JSON.stringify(fieldErrors)}` : '';
    throw new Error(`no message "${text}" within ${timeout} ms; the page showed: ${JSON.stringify(said)}${why}`, {
      cause: err,
    });
  }
}

/** How many toasts the page has shown so far: `seesMessage(page, text, { since })` then counts only later ones. */
export const toastMark = (page) => page.evaluate(() => (window.__h5Said ?? []).length);

/**
 * Clicks `target` until `effect` (a locator) is visible: at most `tries` clicks, `wait` ms apart. For a click whose
 * effect has failed to show once in a full run under load with no trace of why (调账审批's 通过 opening its
 * popconfirm): a person clicks again, and so does this, saying so in the output. The effect is still required: a
 * click that never works fails the test.
 */
export async function clickUntil(target, effect, { tries = 2, wait = 5_000 } = {}) {
  for (let i = 1; ; i++) {
    await target.click();
    try {
      await effect.waitFor({ timeout: i < tries ? wait : 30_000 });
      return;
    } catch (err) {
      if (i >= tries) throw err;
      console.warn(`# clickUntil: ${target} had no visible effect (${effect}) within ${wait} ms; clicking again`);
    }
  }
}

/**
 * Chooses `option` in the antd Select labelled `label` inside `scope` (a form or dialog), and waits until the select
 * shows it chosen. Under a full run's load a click on an option has twice been lost (the form then refused to send:
 * 请选择类型); a person looks at the field and chooses again, and so does this, saying so in the output. The choice
 * is still required: a select that never takes it fails the test.
 */
export async function chooseOption(page, scope, label, option, { tries = 3 } = {}) {
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const chosen = scope.locator(`.ant-select-content[title="${option}"]`);
  for (let i = 1; ; i++) {
    if (!(await list.isVisible())) await scope.getByLabel(label).click();
    await list.locator('.ant-select-item-option', { hasText: option }).click();
    try {
      await chosen.waitFor({ timeout: i < tries ? 5_000 : 30_000 });
      return;
    } catch (err) {
      if (i >= tries) throw err;
      console.warn(`# chooseOption: ${label} did not show ${option} after the click; choosing again`);
    }
  }
}

/**
 * Clicks `target` (a confirm button in an antd popup: Popconfirm, Modal.confirm) and waits until the page sends the
 * request it stands for (`sends(request)` true). Under a full run's load such a click has several times sent nothing
 * at all (no request, no toast); a person presses again, and so does this once, saying so in the output, but only
 * while the button is still on screen (a slow answer closes it first). Answers the request's response.
 */
export async function clickSending(page, target, sends, { wait = 5_000 } = {}) {
  const sent = (timeout) => page.waitForResponse((r) => sends(r.request()), { timeout });
  const first = sent(wait).catch(() => null);
  await target.click();
  const answered = await first;
  if (answered) return answered;
  const second = sent(30_000);
  if (await target.isVisible()) {
    console.warn(`# clickSending: ${target} sent nothing within ${wait} ms; clicking again`);
    await target.click();
  }
  return second;
}
