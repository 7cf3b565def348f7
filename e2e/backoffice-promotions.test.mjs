// The console's promotions pages with the real server, in real Chromium at 1280×800 on the console's origin, and the
// player site on a phone: an editor creates a promotion (switched off) with artwork uploaded from the drawer, schedules
// it (Shanghai times: it runs now) and the phone's 优惠 list shows it with that picture; a player applies on the phone;
// finance passes the application with a bonus on 活动申请 and the phone's balance rises by it; the editor retires the
// promotion and it leaves the phone's list. Screenshots of every page go to /tmp/promos-*.png.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { chooseOption, newAdmin, seesMessage, signedIn } from './console-support.mjs';
import { openLoggedIn, png, productForFile, registerPlayer, toast } from './harness.mjs';
import { operator, shanghaiToday } from './promotions-support.mjs';

const ctx = productForFile();

/** A Shanghai day `days` from today, YYYY-MM-DD. */
const shanghaiDay = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * 86_400_000));

/** The console's message (antd's) reading `text`. */

/** A screenshot once the motion has ended (antd fades dialogs and messages in and out). */
async function shot(page, name) {
  await page.waitForTimeout(700);
  await page.screenshot({ path: `/tmp/promos-${name}.png` });
}

/** Types a bound of a range picker and confirms it with Enter (which does not submit the dialog). */
async function typeBound(scope, placeholder, value) {
  const input = scope.getByPlaceholder(placeholder);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Waits until `check()` holds (a page part that arrives from a later call). */
async function until(check, what, timeout = 15_000) {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The phone's header balance, once it reads `expected`. */
async function balanceShows(phone, expected) {
  await phone.goto(`${ctx.product.url}/#/`);
  await phone.waitForFunction(
    (want) => document.querySelector('[data-testid="header-balance"]')?.textContent === want,
    expected,
    { timeout: 15_000 },
  );
}

/** The phone's 优惠 list, read afresh: the titles of its cards. */
async function phoneTitles(phone) {
  await phone.goto(`${ctx.product.url}/#/activity`);
  await phone.reload();
  await phone.locator('.promo-card').first().waitFor();
  return phone.locator('.promo-card__title').allTextContents();
}

describe('back-office console: promotions pages', () => {
  test('an editor creates and schedules a promotion with uploaded artwork; a player applies; finance pays a bonus; retired, it leaves the phone', async () => {
    const base = ctx.product.url;
    const op = await operator(base);
    const title = `周末存送${Date.now().toString(36).slice(-4)}`;

    // ---- the editor: a new promotion, switched off, with artwork uploaded in the drawer ----
    const editorName = await newAdmin(op, 'editor', 'bopromo');
    const editor = await signedIn(ctx, editorName);
    const ed = editor.page;
    await ed.getByRole('menuitem', { name: /(^|\s)活动$/ }).click();
    await ed.locator('.ant-table-row', { hasText: '新人首存礼 100% 彩金' }).waitFor();
    await ed.getByRole('button', { name: /新增活动/ }).click();
    const drawer = ed.getByRole('dialog', { name: '新增活动' });
    await drawer.getByLabel('标题').fill(title);
    await chooseOption(ed, drawer, '类型', '日常活动');
    await drawer
      .getByLabel('活动图片')
      .setInputFiles({ name: 'weekend.png', mimeType: 'image/png', buffer: png(750, 300) });
    const path = drawer.getByTestId('artwork-path');
    await path.waitFor();
    const artwork = (await path.innerText()).trim();
    assert.match(artwork, /^\/uploads\/artwork\/[0-9a-f]{64}\.png$/);
    // the preview is the stored picture, shown through the console's own origin (GET /admin/api/artwork), drawn
    await ed.waitForFunction(() => {
      const img = document.querySelector('img[alt="活动图片预览"]');
      return img?.complete && img.naturalWidth === 750;
    });
    await drawer.getByLabel('活动内容（HTML）').fill('<p>周末存款即送彩金，<strong>每人一次</strong>。</p>');
    await drawer.getByRole('switch', { name: '启用' }).click();
    // the bonus is finance's: locked for the editor
    assert.equal(await drawer.getByRole('radio', { name: '固定金额' }).isDisabled(), true);
    await shot(ed, 'drawer');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await seesMessage(ed, `已保存活动「${title}」`);
    const row = ed.locator('.ant-table-row', { hasText: title });
    await row.getByText('已下线').waitFor();
    assert.ok(!(await phoneTitlesOf(ctx)).includes(title), 'a switched-off promotion is not on the phone');

    // ---- 排期: from today 00:00 Shanghai to 30 days on: it runs now ----
    await row.getByRole('button', { name: /排\s*期/ }).click();
    const schedule = ed.getByRole('dialog', { name: `排期「${title}」` });
    const from = `${shanghaiToday()} 00:00:00`;
    const to = `${shanghaiDay(30)} 23:59:59`;
    await typeBound(schedule, '开始时间（不限）', from);
    await typeBound(schedule, '结束时间（不限）', to);
    await schedule.getByRole('button', { name: '保存排期' }).click();
    await seesMessage(ed, `「${title}」的活动时间已更新：进行中`);
    await schedule.waitFor({ state: 'hidden' });
    await row.getByText('进行中').waitFor();
    assert.match(await row.innerText(), new RegExp(`${from}\\s*至 ${to}`));
    await shot(ed, 'board');

    // ---- the phone: the promotion with its picture; a player applies ----
    const player = await registerPlayer(base, 'bopromo');
    const phone = await ctx.browser.newPage();
    await openLoggedIn(phone, base, player.token, '/activity');
    const card = phone.locator('.promo-card', { hasText: title });
    await card.waitFor();
    assert.equal(await card.locator('img').getAttribute('src'), artwork);
    await phone.waitForFunction((src) => {
      const img = [...document.querySelectorAll('.promo-card img')].find((i) => i.getAttribute('src') === src);
      return img?.complete && img.naturalWidth === 750;
    }, artwork);
    await card.click();
    await phone.getByTestId('promo-title').filter({ hasText: title }).waitFor();
    await phone.getByRole('button', { name: '立即申请' }).click();
    await toast(phone, '申请成功，请等待审核').waitFor();

    // the board counts it as pending
    await ed.getByRole('button', { name: '刷新' }).click();
    await until(async () => /共 1\s*1\s*待审/.test(await row.innerText()), 'the board shows 1 pending');

    // ---- finance: passes it with a bonus of 88 ----
    const financeName = await newAdmin(op, 'finance', 'bopromof');
    const finance = await signedIn(ctx, financeName);
    const fi = finance.page;
    await fi.getByRole('menuitem', { name: '活动申请' }).click();
    const application = fi.locator('.ant-table-row', { hasText: player.name });
    await application.waitFor();
    assert.match(await application.innerText(), new RegExp(`${title}[\\s\\S]*待审核`));
    await application.getByRole('button', { name: /通\s*过/ }).click();
    const pass = fi.getByRole('dialog', { name: /^通过申请 #\d+$/ });
    await pass.getByText('该活动未设置彩金').waitFor();
    await pass.getByLabel('彩金金额').fill('88');
    await pass.getByLabel('流水倍数').fill('1');
    await pass.getByLabel('备注（选填）').fill('周末活动彩金');
    await shot(fi, 'pass');
    await pass.getByRole('button', { name: '确认通过' }).click();
    await seesMessage(fi, /^申请 #\d+ 已通过，已发放彩金 88\.00 元$/);
    await application.waitFor({ state: 'detached' });
    await fi.getByRole('tab', { name: '已通过' }).click();
    await fi.locator('.ant-table-row', { hasText: player.name }).getByText('¥88.00').waitFor();
    await shot(fi, 'applications');

    // the player's balance rose by it
    await balanceShows(phone, '88.00');

    // finance's other pages (screenshots): red-packet rules and VIP levels, seeded
    await fi.getByRole('menuitem', { name: '红包规则' }).click();
    await fi.locator('.ant-table-row').first().waitFor();
    await shot(fi, 'redpacket');
    await fi.getByRole('button', { name: /新增规则/ }).click();
    const ruleDialog = fi.getByRole('dialog', { name: '新增红包规则' });
    await ruleDialog.getByLabel('前一日累计充值').waitFor();
    await shot(fi, 'redpacket-modal');
    await ruleDialog.getByRole('button', { name: /取\s*消/ }).click();
    await ruleDialog.waitFor({ state: 'hidden' });
    await fi.getByRole('menuitem', { name: 'VIP 等级' }).click();
    await fi.locator('tr.ant-table-row[data-row-key="10"]').waitFor();
    await shot(fi, 'vip');
    await fi.getByRole('button', { name: '编辑 VIP2' }).click();
    const vipDialog = fi.getByRole('dialog', { name: '编辑 VIP2' });
    assert.equal(await vipDialog.getByLabel('累计存款').inputValue(), '1000.00');
    await shot(fi, 'vip-modal');
    await vipDialog.getByRole('button', { name: /取\s*消/ }).click();
    await vipDialog.waitFor({ state: 'hidden' });
    await fi.getByRole('menuitem', { name: /(^|\s)活动$/ }).click();
    await fi.locator('.ant-table-row', { hasText: title }).getByRole('button', { name: '设置彩金' }).click();
    const bonus = fi.getByRole('dialog', { name: `编辑活动「${title}」` });
    await bonus.getByLabel('标题').waitFor();
    assert.equal(await bonus.getByLabel('标题').isDisabled(), true);
    await bonus.getByText('固定金额').click();
    await bonus.getByLabel('彩金金额').fill('18');
    await bonus.getByLabel('彩金金额').scrollIntoViewIfNeeded();
    await shot(fi, 'finance-drawer');
    // the real server takes finance's request: the bonus alone
    await bonus.getByRole('button', { name: /保\s*存/ }).click();
    await seesMessage(fi, `已保存活动「${title}」`);
    const id = (await op.call('GET', '/promotion-board')).find((p) => p.title === title).id;
    const saved = await op.call('GET', `/promotions/${id}`);
    assert.deepEqual(saved.bonus, { amount: '18.00', flow_multiple: 1 });
    assert.equal(saved.title, title);
    assert.deepEqual(finance.errors, []);
    await fi.context().close();

    // ---- the editor retires it: gone from the phone's list ----
    await row.getByRole('button', { name: /下\s*线/ }).click();
    await ed
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /下\s*线/ })
      .click();
    await seesMessage(ed, `「${title}」已下线`);
    await row.getByText('已下线').waitFor();
    assert.equal(await row.getByRole('button', { name: /下\s*线/ }).isDisabled(), true);
    await ed.getByRole('menuitem', { name: '活动类型' }).click();
    await ed.locator('.ant-card-head-title').getByText('活动类型', { exact: true }).waitFor();
    await ed.getByRole('button', { name: /新增类型/ }).waitFor();
    await shot(ed, 'types');
    assert.deepEqual(editor.errors, []);
    await ed.context().close();

    const titles = await phoneTitles(phone);
    assert.ok(!titles.includes(title), titles.join('、'));
    assert.ok(titles.includes('新人首存礼 100% 彩金'));
    await phone.context().close();
  });
});

/** The phone's list as a visitor sees it (a page of its own). */
async function phoneTitlesOf(c) {
  const page = await c.browser.newPage();
  try {
    return await phoneTitles(page);
  } finally {
    await page.context().close();
  }
}
