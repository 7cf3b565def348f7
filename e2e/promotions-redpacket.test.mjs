// The red packet in a real browser against the real server, the server's reward clock set by the test
// (TEST_REWARDS_CLOCK_FILE): a deposit confirmed before 10:00 grants the day's draws, a claim before 10:00 shows the
// not-started popup, a claim inside 10:00–12:00 pays into the header balance, from 12:00 the ended popup; the welfare
// centre lists the draw; a visitor is asked to log in; with the switch off the page is refused.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { api, openLoggedIn, productForFile, registerPlayer } from './harness.mjs';
import { confirmedDeposit, operator, shanghaiToday } from './promotions-support.mjs';

const clockDir = mkdtempSync(path.join(os.tmpdir(), 'h5-e2e-clock-'));
const clockFile = path.join(clockDir, 'rewards-clock');
writeFileSync(clockFile, '');
/** Moves the server's reward clock to `time` (HH:mm:ss) of today in Shanghai; the seeded rules cover this year. */
const setClock = (time) => writeFileSync(clockFile, `${shanghaiToday()}T${time}+08:00`);

const ctx = productForFile({ TEST_REWARDS_CLOCK_FILE: clockFile });
let op;

const popup = (page, kind) => page.getByTestId(`rp-popup-${kind}`);
const count = async (page, id) => Number(await page.getByTestId(id).textContent());
const money = (text) => Math.round(Number(text) * 100);

describe('red packet', () => {
  before(async () => {
    op = await operator(ctx.product.url);
    await op.call('PATCH', '/settings', { redpacket_switch: 1 });
  });
  after(() => rmSync(clockDir, { recursive: true, force: true }));

  test('a deposit confirmed before 10:00 grants draws; not started before 10:00, a win paid into the header balance inside the window, ended from 12:00', async () => {
    const base = ctx.product.url;
    const player = await registerPlayer(base, 'hongbao');

    // 09:30: the deposit is confirmed inside today's deposit window (from 12:00 yesterday to 10:00)
    setClock('09:30:00');
    await confirmedDeposit(base, op, player.token, '1000');
    const page = await ctx.browser.newPage();
    await openLoggedIn(page, base, player.token, '/hongbao');
    await page.waitForFunction(() => document.querySelector('[data-testid="rp-max"]')?.textContent === '3');
    assert.equal(await count(page, 'rp-remaining'), 3, 'the 1000 rule grants 3 draws');
    assert.equal(await count(page, 'rp-taken'), 0);
    const rows = await page.getByTestId('rp-rules').locator('tbody tr').allTextContents();
    assert.equal(rows.length, 2);
    assert.match(rows[1], /^\d{4}-01-01至 \d{4}-12-31≥ 1000\.00 元3 次$/);
    await page.getByText('每日北京时间 10:00 - 12:00 开放抽奖，统计前一日 12:00 至当日 10:00 的充值金额。').waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="header-balance"]')?.textContent === '1000.00',
    );

    // before 10:00 the server answers "not started"
    await page.getByRole('button', { name: '立即领取' }).click();
    await popup(page, 'notStarted').waitFor();
    await page.getByText('每日北京时间 10:00 - 12:00 开放领取，请准时参与').waitFor();
    await page.getByRole('button', { name: '我知道了' }).click();
    await popup(page, 'notStarted').waitFor({ state: 'detached' });
    assert.equal(await count(page, 'rp-remaining'), 3, 'nothing taken');

    // 10:30: a win, paid into the central wallet the header shows
    setClock('10:30:00');
    await page.getByRole('button', { name: '立即领取' }).click();
    await popup(page, 'won').waitFor();
    const amount = (await page.getByTestId('rp-won-amount').textContent()).replace('¥', '');
    const won = money(amount);
    assert.ok(won >= 500 && won <= 88_800, `a prize of the 1000 rule (5–888): ${amount}`);
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="header-balance"]')?.textContent === expected,
      ((100_000 + won) / 100).toFixed(2),
    );
    await page.waitForFunction(() => document.querySelector('[data-testid="rp-remaining"]')?.textContent === '2');
    assert.equal(await count(page, 'rp-taken'), 1);
    await page.getByRole('button', { name: '开心收下' }).click();
    await popup(page, 'won').waitFor({ state: 'detached' });
    const balance = await api(base, '/api/balance', {}, player.token);
    assert.equal(money(balance.data.balance), 100_000 + won);

    // 12:00: ended, nothing more paid
    setClock('12:00:00');
    await page.getByRole('button', { name: '立即领取' }).click();
    await popup(page, 'ended').waitFor();
    await page.getByText('今日领取时间已过，明日 10:00 准时开抢').waitFor();
    await page.getByRole('button', { name: '关闭' }).click();
    assert.equal(money((await api(base, '/api/balance', {}, player.token)).data.balance), 100_000 + won);

    // the welfare centre shows the draw and the counts
    await page.getByRole('link', { name: '领取记录 ›' }).click();
    await page.waitForFunction(() => location.hash === '#/welfare');
    const row = page.getByTestId('welfare-row');
    await row.waitFor();
    const text = await row.textContent();
    assert.ok(text.includes('充值金额1000.00'), text);
    assert.ok(text.includes(`红包金额+${amount}`), text);
    assert.ok(text.includes(`充值时间：${shanghaiToday()} 09:30:00`), text);
    assert.ok(text.includes(`领取时间：${shanghaiToday()} 10:30:00`), text);
    assert.equal(await count(page, 'welfare-remaining'), 2);
    assert.equal(await count(page, 'welfare-claimed'), 1);
    await page.getByText('没有更多了').waitFor();
    await page.context().close();
  });

  test('without a qualifying deposit the "not yet met" popup shows without asking the server; 立即充值 goes to /wallet?type=0', async () => {
    const base = ctx.product.url;
    setClock('10:45:00');
    const player = await registerPlayer(base, 'nodeposit');
    const page = await ctx.browser.newPage();
    let claims = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/douserredpacket')) claims++;
    });
    await openLoggedIn(page, base, player.token, '/hongbao');
    await page.waitForFunction(() => document.querySelector('[data-testid="rp-max"]')?.textContent === '0');
    await page.getByRole('button', { name: '拆红包' }).click();
    await popup(page, 'failed').waitFor();
    assert.equal(await page.getByTestId('rp-failed-message').textContent(), '您还未达到领取条件，快去完成吧！');
    assert.equal(claims, 0);
    await page.getByRole('button', { name: '立即充值' }).click();
    await page.waitForFunction(() => location.hash === '#/wallet?type=0');
    await page.context().close();
  });

  test('a visitor is asked to log in; with the switch off the page is refused with 红包已关闭', async () => {
    const base = ctx.product.url;
    const page = await ctx.browser.newPage();
    await page.goto(`${base}/#/zhanzhu`);
    await page.getByTestId('partner-card-1').waitFor();
    await page.evaluate(() => (location.hash = '#/hongbao'));
    await page.getByText('精彩内容等你来体验，快来登录吧！').waitFor();
    await page.getByRole('button', { name: '去登录' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/login?redirect='));
    await page.context().close();

    await op.call('PATCH', '/settings', { redpacket_switch: 0 });
    try {
      const player = await registerPlayer(base, 'closed');
      const other = await ctx.browser.newPage();
      await openLoggedIn(other, base, player.token, '/welfare');
      await other.getByRole('link', { name: '去领取' }).click();
      await other.locator('.h5-toast-host [role="alert"]', { hasText: '红包已关闭' }).waitFor();
      await other.waitForFunction(() => location.hash === '#/welfare');
      assert.equal(await other.locator('.rp-page').count(), 0);
      await other.context().close();
    } finally {
      await op.call('PATCH', '/settings', { redpacket_switch: 1 });
    }
  });
});
