// The console's cashier pages across roles and people, in real Chromium at 1280×800 on the console's origin: a withdrawal
// rejected on /withdrawals refunds the player (the phone shows the balance back); two cashiers in two browsers confirm
// the same deposit at once and exactly one wins, the other reads who did it, and the balance rises once; an editor
// neither sees nor opens the cashier pages, and the server refuses an editor's call from the console's origin.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clickSending, newAdmin, signedIn } from './console-support.mjs';
import { api, openLoggedIn, productForFile, registerPlayer } from './harness.mjs';
import { balance, bindBankCard, credit, PAY_PASSWORD, records } from './money-support.mjs';
import { operator } from './promotions-support.mjs';

const ctx = productForFile();

/** The phone's header balance, once it reads `expected`. */
async function phoneShows(token, expected) {
  const phone = await ctx.browser.newPage();
  await openLoggedIn(phone, ctx.product.url, token, '/');
  await phone.waitForFunction(
    (want) => document.querySelector('[data-testid="header-balance"]')?.textContent === want,
    expected,
    { timeout: 15_000 },
  );
  await phone.context().close();
}

/** The queue of `menu`, filtered to one player's orders; answers the row of order `no`. */
async function queueRow(page, menu, player, no) {
  await page.getByRole('menuitem', { name: new RegExp(menu) }).click();
  await page.getByLabel('玩家', { exact: true }).fill(player);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row', { hasText: no });
  await row.waitFor();
  return row;
}

describe('back-office console: cashier pages', () => {
  test('a withdrawal rejected on 待审取款 refunds: the phone shows the balance back', async () => {
    const base = ctx.product.url;
    const op = await operator(base);
    const player = await registerPlayer(base, 'borej');
    await credit(op, player.name, '1000');
    await bindBankCard(base, player.token);
    const cards = await api(base, '/api/getcard', { type: 1 }, player.token);
    assert.equal(cards.code, 200, cards.message);
    const placed = await api(
      base,
      '/api/withdraw',
      { amount: '300', bank: cards.data[0].id, password: PAY_PASSWORD },
      player.token,
    );
    assert.equal(placed.code, 200, placed.message);
    assert.equal(await balance(base, player.token), '700.00');
    const [order] = await records(base, player.token, 2);
    assert.deepEqual([order.amount, order.state], ['300.00', 1]);
    await phoneShows(player.token, '700.00');

    const cashier = await newAdmin(op, 'finance', 'borej');
    const { page, errors } = await signedIn(ctx, cashier);
    const row = await queueRow(page, '待审取款', player.name, order.out_trade_no);
    assert.match(await row.innerText(), /300\.00/);
    await row.getByRole('button', { name: /拒\s*绝/ }).click();
    const modal = page.getByRole('dialog', { name: `拒绝订单 ${order.out_trade_no}` });
    await modal.getByLabel('拒绝原因（玩家可见）').fill('收款账户信息有误，请核对后重新提交');
    // the click is checked sent (a popup's confirm has sent nothing under load: see clickSending)
    await clickSending(
      page,
      modal.getByRole('button', { name: '确认拒绝' }),
      (r) => r.method() === 'POST' && r.url().includes(`/withdrawals/${order.out_trade_no}/reject`),
    );
    await page.locator('.ant-message').getByText(`${order.out_trade_no} 已拒绝`).waitFor();
    await row.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await page.context().close();

    // refunded: the record is rejected with the reason, the money is back, on the phone too
    const [after] = await records(base, player.token, 2);
    assert.equal(after.state, 3);
    assert.equal(await balance(base, player.token), '1000.00');
    await phoneShows(player.token, '1000.00');
  });

  test('two cashiers confirm the same deposit at once: one wins, the other reads who did it; the balance rises once', async () => {
    const base = ctx.product.url;
    const op = await operator(base);
    const player = await registerPlayer(base, 'botwo');
    await bindBankCard(base, player.token);
    const placed = await api(
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
    assert.equal(placed.code, 200, placed.message);
    const no = placed.data.deposit_no;

    const names = [await newAdmin(op, 'finance', 'cashA'), await newAdmin(op, 'finance', 'cashB')];
    const desks = await Promise.all(names.map((n) => signedIn(ctx, n)));
    // both open the order's confirmation, then both press it at the same moment
    const oks = [];
    for (const { page } of desks) {
      const row = await queueRow(page, '待审充值', player.name, no);
      await row.getByRole('button', { name: '确认入账' }).click();
      const ok = page.locator('.ant-popconfirm').getByRole('button', { name: '确认入账' });
      await ok.waitFor();
      oks.push(ok);
    }
    // both at once; a confirm that sent nothing is pressed once more while it is there (console-support.mjs)
    await Promise.all(
      oks.map((ok, i) =>
        clickSending(desks[i].page, ok, (r) => r.method() === 'POST' && r.url().includes(`/deposits/${no}/confirm`)),
      ),
    );

    // each desk's toast, from the page's record of every toast shown (a 3-second toast can come and go between the
    // click and the look on a loaded machine: console-support.mjs seesMessage)
    const outcome = async ({ page }) => {
      const said = await page
        .waitForFunction(
          (no) =>
            (window.__h5Said ?? []).find(
              (t) =>
                t.includes(`${no} 已入账`) ||
                /^该订单已确认入账（由 \S+ 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 处理）$/.test(t),
            ),
          no,
          { timeout: 30_000, polling: 100 },
        )
        .then(
          (found) => found.jsonValue(),
          async (err) => {
            const shown = await page.evaluate(() => window.__h5Said ?? []).catch(() => []);
            throw new Error(`no outcome toast within 30 s; the page showed: ${JSON.stringify(shown)}`, { cause: err });
          },
        );
      return said.includes(`${no} 已入账`) ? { won: true } : { won: false, text: said };
    };
    const results = await Promise.all(desks.map(outcome));
    assert.equal(results.filter((r) => r.won).length, 1, JSON.stringify(results));
    const winner = names[results.findIndex((r) => r.won)];
    const loser = results.find((r) => !r.won);
    assert.match(loser.text, new RegExp(`^该订单已确认入账（由 ${winner} 于 `));
    for (const { page, errors } of desks) {
      // the queue was asked again: the order is gone from both
      await page.locator('.ant-table-row', { hasText: no }).waitFor({ state: 'detached' });
      assert.deepEqual(errors, []);
      await page.context().close();
    }

    assert.equal(await balance(base, player.token), '500.00');
    const [deposit] = await records(base, player.token, 1);
    assert.deepEqual([deposit.amount, deposit.state], ['500.00', 2]);
    await phoneShows(player.token, '500.00');
    // one confirmation in the audit log, by the winner
    const audit = await op.call('GET', `/audit?action=deposit.confirm&target=${encodeURIComponent(no)}`);
    assert.deepEqual(
      audit.data.filter((a) => a.ok).map((a) => a.actor),
      [winner],
    );
  });

  test('an editor sees no cashier page in the menu, gets 没有权限 at /deposits, and the server refuses the call (403)', async () => {
    const op = await operator(ctx.product.url);
    const editor = await newAdmin(op, 'editor', 'boedit');
    const { page, errors } = await signedIn(ctx, editor);
    await page.getByRole('menuitem', { name: '账号安全' }).waitFor();
    for (const name of [/待审充值/, /待审取款/, /调账审批/])
      assert.equal(await page.getByRole('menuitem', { name }).count(), 0, String(name));
    assert.equal(await page.getByText('财务审核').count(), 0);

    await page.goto(`${ctx.product.adminUrl}/deposits`);
    await page.getByText('没有权限').waitFor();
    await page.getByText('此页面仅财务和超级管理员可以访问。').waitFor();

    // the console's own session, from the console's origin: refused by the server all the same
    const answer = await page.evaluate(async () => {
      const read = await fetch('/admin/api/deposits', { credentials: 'same-origin' });
      const write = await fetch('/admin/api/deposits/D000/confirm', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'x-h5-console': '1', 'content-type': 'application/json' },
        body: '{}',
      });
      return { read: [read.status, (await read.json()).message], write: [write.status, (await write.json()).message] };
    });
    assert.deepEqual(answer, {
      read: [403, '没有权限执行此操作'],
      write: [403, '没有权限执行此操作'],
    });
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
