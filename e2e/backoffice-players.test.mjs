// The console's player pages in real Chromium at 1280×800 on the console's origin, against the real server: a finance
// admin finds a player who registered on the phone site, adjusts +100.00 and the phone's balance rises; an adjustment
// above the approval amount waits on 调账审批 (the requester cannot approve it) until a second finance admin approves it,
// then the balance rises once; the ledger's CSV downloads with its header; locking the player ends the phone's session
// and the phone's login says the account is locked; a partner application is approved on 代理申请.
// Screenshots go to SHOTS_DIR (default /tmp/shots/backoffice-players).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { clickSending, clickUntil, newAdmin, seesMessage, signedIn } from './console-support.mjs';
import { api, CAPTCHA, field, openLoggedIn, productForFile, registerPlayer } from './harness.mjs';
import { balance } from './money-support.mjs';
import { operator } from './promotions-support.mjs';

const ctx = productForFile();
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/backoffice-players';
mkdirSync(SHOTS, { recursive: true });
const shot = (page, name) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

/** The phone's header balance, once it reads `expected` (the home page asks the balance every few seconds). */
const phoneShows = (phone, expected) =>
  phone.waitForFunction(
    (want) => document.querySelector('[data-testid="header-balance"]')?.textContent === want,
    expected,
    { timeout: 20_000 },
  );

/** 玩家 → search → the player's profile. */
async function openProfile(page, name, shotName) {
  await page.getByRole('menuitem', { name: /(^|\s)玩家$/ }).click();
  await page.getByLabel('搜索玩家').fill(name);
  const answered = page.waitForResponse((r) => r.url().includes(`/admin/api/users?q=${name}`));
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await answered;
  const row = page.locator('.ant-table-row', { hasText: name });
  await row.waitFor();
  if (shotName) await shot(page, shotName);
  await row.click();
  await page.getByTestId('player-profile').waitFor();
}

async function adjust(page, amount, reason, shotName) {
  await page.getByRole('button', { name: /调整余额/ }).click();
  const modal = page.getByRole('dialog', { name: /^调整余额：/ });
  await modal.getByLabel('金额（元）').fill(amount);
  await modal.getByLabel('原因（记入流水备注）').fill(reason);
  if (shotName) await shot(page, shotName);
  await modal.getByRole('button', { name: '提交调整' }).click();
  await modal.waitFor({ state: 'hidden' });
}

/**
 * The finance desk the tests share (signed in once: the file's tests must fit the runner's time together), made on
 * first use; its errors are checked and it is closed by the last test.
 */
let desk;
async function financeDesk(op) {
  desk ??= { name: await newAdmin(op, 'finance', 'plA') };
  desk.session ??= await signedIn(ctx, desk.name);
  return desk.session;
}

describe('back-office console: players', () => {
  test('adjust +100.00 (the phone shows it); a large one waits for a second finance admin, then credits once; the CSV downloads', async () => {
    const base = ctx.product.url;
    const op = await operator(base);
    await op.call('PATCH', '/settings', { adjust_approval_above: '1000.00' });
    const player = await registerPlayer(base, 'bopl');
    const phone = await ctx.browser.newPage();
    await openLoggedIn(phone, base, player.token, '/');
    await phoneShows(phone, '0.00');

    const a = await financeDesk(op);
    const bob = await newAdmin(op, 'finance', 'plB');
    await openProfile(a.page, player.name, 'players');
    await a.page.getByRole('heading', { name: player.name }).waitFor();
    await shot(a.page, 'profile');

    await adjust(a.page, '100', '首存活动补发', 'adjust');
    await a.page.locator('.ant-message').getByText('调整成功，当前余额 ¥100.00').waitFor();
    await a.page.locator('.ant-table-row', { hasText: '首存活动补发' }).waitFor();
    await phoneShows(phone, '100.00');

    // above the approval amount: the server's message as it is, no money moved
    await adjust(a.page, '2000', '大额赔付');
    await a.page
      .locator('.ant-notification')
      .getByText('调整金额超过 1000.00 元，已提交审批，需另一名财务管理员通过后入账')
      .waitFor();
    assert.equal(await balance(base, player.token), '100.00');

    // the requester sees it on 调账审批 and may not decide it
    await a.page.getByRole('menuitem', { name: /调账审批/ }).click();
    const mine = a.page.locator('.ant-table-row', { hasText: '大额赔付' });
    await mine.waitFor();
    assert.equal(await mine.getByRole('button', { name: /通\s*过/ }).isDisabled(), true);
    await shot(a.page, 'adjustments-own');

    const b = await signedIn(ctx, bob);
    await b.page.getByRole('menuitem', { name: /调账审批/ }).click();
    const row = b.page.locator('.ant-table-row', { hasText: '大额赔付' });
    const popconfirm = b.page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
    await clickUntil(row.getByRole('button', { name: /通\s*过/ }), popconfirm);
    const approved = await clickSending(b.page, popconfirm.getByRole('button', { name: /通\s*过/ }), (r) =>
      /\/adjustments\/\d+\/approve$/.test(r.url()),
    );
    assert.equal(approved.status(), 200, 'the approval reached the server and was taken');
    await seesMessage(b.page, '已通过，调整已入账');
    await row.waitFor({ state: 'detached' });
    await phoneShows(phone, '2100.00');
    assert.equal(await balance(base, player.token), '2100.00');
    const ledger = await op.call(
      'GET',
      `/users/${(await op.call('GET', `/users?q=${player.name}`)).data[0].id}/ledger`,
    );
    assert.deepEqual(
      ledger.data.map((l) => [l.amount, l.balance_after, l.memo]),
      [
        ['2000.00', '2100.00', '大额赔付'],
        ['100.00', '100.00', '首存活动补发'],
      ],
    );
    assert.deepEqual(b.errors, []);
    await b.page.context().close();

    // the CSV of the ledger: a download whose first line is the header
    await openProfile(a.page, player.name);
    await a.page.locator('.ant-table-row', { hasText: '大额赔付' }).waitFor();
    await shot(a.page, 'profile-ledger');
    const [download] = await Promise.all([
      a.page.waitForEvent('download'),
      a.page.getByRole('link', { name: /导出 CSV/ }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv.replace(/^\ufeff/, '').split('\r\n');
    assert.equal(lines[0], '"时间","流水号","类型","钱包","金额（元）","备注"');
    assert.match(lines[1], /"人工调整","central","2000\.00","大额赔付"$/);
    assert.deepEqual(a.errors, []);
    await phone.context().close();
  });

  test("locking the player ends the phone's session and its login then says the account is locked", async () => {
    const base = ctx.product.url;
    const op = await operator(base);
    const player = await registerPlayer(base, 'bolk');
    const phone = await ctx.browser.newPage();
    await openLoggedIn(phone, base, player.token, '/');
    await phoneShows(phone, '0.00');

    const { page, errors } = await financeDesk(op);
    await openProfile(page, player.name);
    await page.getByRole('button', { name: /锁\s*定/ }).click();
    const modal = page.getByRole('dialog', { name: new RegExp(`^锁定 ${player.name}（ID \\d+）$`) });
    await modal.getByLabel('锁定原因').fill('疑似盗号，待核实');
    await modal.getByRole('button', { name: /锁\s*定/ }).click();
    await page.locator('.ant-message').getByText('已锁定该玩家，其登录和游戏会话已全部结束').waitFor();
    await page.getByTestId('player-profile').getByText('已锁定').waitFor();
    await page
      .getByTestId('player-profile')
      .getByText(/疑似盗号，待核实/)
      .waitFor();
    await page.getByRole('button', { name: /解\s*锁/ }).waitFor();
    await shot(page, 'profile-locked');

    // the phone's session is over: its token answers 401 and the page drops it
    assert.equal((await api(base, '/api/user', {}, player.token)).code, 401);
    await phone.waitForFunction(() => sessionStorage.getItem('token') === null, null, { timeout: 20_000 });
    await phone.goto(`${base}/#/login`);
    await phone.locator('.login-captcha img').waitFor();
    await field(phone, '用户名').fill(player.name);
    await field(phone, '密码').fill(player.password);
    await field(phone, '验证码').fill(CAPTCHA.toLowerCase());
    await phone.getByRole('button', { name: '立即登录' }).click();
    await phone.getByText('该账号已被锁定，请联系在线客服').waitFor();
    assert.deepEqual(errors, []);
    await phone.context().close();
  });

  test('代理申请: a player applies on the site; finance approves it with a note and the profile reads 代理', async () => {
    const base = ctx.product.url;
    const op = await operator(base);
    const player = await registerPlayer(base, 'boag');
    const applied = await api(
      base,
      '/api/applyagentdo',
      { mobile: '13800138000', apply_info: '有稳定的推广渠道' },
      player.token,
    );
    assert.equal(applied.code, 200, applied.message);

    const { page, errors } = await financeDesk(op);
    await page.getByRole('menuitem', { name: '代理申请' }).click();
    const row = page.locator('.ant-table-row', { hasText: player.name });
    await row.waitFor();
    await page.waitForTimeout(400); // the page's fade-in, for the picture only
    await shot(page, 'agent-applications');
    await row.getByRole('button', { name: /通\s*过/ }).click();
    const modal = page.getByRole('dialog', { name: `通过 ${player.name} 的代理申请` });
    await modal.getByLabel('审核备注（选填）').fill('渠道已核实');
    await modal.getByRole('button', { name: /通\s*过/ }).click();
    await page.locator('.ant-message').getByText('审核通过').waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: '已通过' }).click();
    await page.locator('.ant-table-row', { hasText: player.name }).getByText('渠道已核实').waitFor();

    await openProfile(page, player.name);
    await page.getByTestId('player-profile').locator('.ant-tag', { hasText: '代理' }).waitFor();
    await page.getByRole('button', { name: /撤销代理/ }).waitFor();
    // the site's partner page reads the same: the player is an agent now
    const status = await api(base, '/api/applyagentinfo', {}, player.token);
    assert.deepEqual([status.code, status.data.isagent, status.data.state], [200, 1, 2]);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
