// What the player site's accessibility tests share (e2e/a11y-*.test.mjs): axe-core over each page and each popup
// open, the violations gathered by what was on screen, and a player with something on every page.
import assert from 'node:assert/strict';
import { axeViolations } from './axe.mjs';
import { registerPlayer, skipWelcomePopup, openLoggedIn } from './harness.mjs';
import { bindBankCard, bindUsdtAddress, credit } from './money-support.mjs';
import { confirmedDeposit, operator } from './promotions-support.mjs';

/**
 * A page of the site and the violations found on it: `check(what)` runs axe-core once the page has settled and files
 * any violation under `what`; `assertNone()` fails listing them all (rule, first targets, by page or popup).
 */
export function scanner(ctx, page) {
  const found = {};
  return {
    page,
    found,
    /** goes to the hash path `path` and waits for the page to settle */
    async visit(path) {
      await page.goto(`${ctx.product.url}/#${path}`);
      await page.waitForFunction((p) => decodeURIComponent(location.hash).startsWith(`#${p.split('?')[0]}`), path);
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(500); // the last answer drawn, a lazy page's fade-in
    },
    /** runs axe-core now (after `settle` ms: an opening animation) and files what it finds under `what` */
    async check(what, settle = 400) {
      await page.waitForTimeout(settle);
      const v = await axeViolations(page);
      if (v.length) found[what] = v;
    },
    assertNone() {
      assert.deepEqual(found, {});
    },
  };
}

/** The open dialog of the page (the last one opened). */
export const openDialog = (page) => page.locator('[role="dialog"]:visible').last();

/**
 * Opens a dialog with `open()`, checks it and closes it with `close()` (Escape by default), then waits until `shown`
 * (the last dialog, or the picker given) is hidden.
 */
export async function checkDialog(
  s,
  what,
  open,
  close = () => s.page.keyboard.press('Escape'),
  shown = openDialog(s.page),
) {
  await open();
  await shown.waitFor({ timeout: 10_000 });
  await s.check(what);
  await close();
  await shown.waitFor({ state: 'hidden', timeout: 10_000 });
  await s.page.waitForTimeout(300);
}

/** A player with money in the wallet, a confirmed deposit, a bank card and a USDT address. */
export async function fundedPlayer(ctx, prefix) {
  const base = ctx.product.url;
  const player = await registerPlayer(base, prefix);
  const op = await operator(base);
  await credit(op, player.name, '500');
  await confirmedDeposit(base, op, player.token, '1000');
  await bindBankCard(base, player.token);
  await bindUsdtAddress(base, player.token);
  return { ...player, op };
}

/** A new phone page with `player` logged in, on the home page, the welcome popup already seen. */
export async function playerPage(ctx, player) {
  const page = await ctx.browser.newPage();
  await skipWelcomePopup(page);
  await openLoggedIn(page, ctx.product.url, player.token, '/');
  return scanner(ctx, page);
}

/**
 * What has focus: `tag.class "text"` (enough to tell an opener from a dialog's control), and whether it is inside an
 * open dialog.
 */
export const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      inDialog: Boolean(el?.closest('[role="dialog"]')),
      what: el ? `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 20)}` : '',
    };
  });

/**
 * Focus moves into the dialog `open()` (pressed on the focused `opener`) shows, and back to the opener when
 * `close()` closes it.
 */
export async function assertFocusRoundTrip(page, opener, close) {
  await opener.focus();
  const before = await focused(page);
  await page.keyboard.press('Enter');
  await openDialog(page).waitFor();
  await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')), null, {
    timeout: 5000,
  });
  assert.equal((await focused(page)).inDialog, true, 'focus moved into the dialog');
  await close();
  await page.waitForFunction(() => !document.activeElement?.closest('[role="dialog"]'), null, { timeout: 5000 });
  assert.deepEqual(await focused(page), before, 'focus went back to the opener');
}
