// The money area's records, cards, rebate centre and USDT explainer in a real browser (390×844) against the real
// server: binding and unbinding USDT addresses and bank cards up to the limit of 5, the transaction and bet records
// with their filters after real deposits, transfers and bets (a long bet history paged one page ahead), rebate
// claimed after play in the venue simulator (the rebate job run by the operator on the server's reward clock), the
// 401 path from a record page, and the protocol comparison. Screenshots of every page go to SHOTS_DIR (default /tmp/shots/money-b).
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { api, hashPath, openLoggedIn, productForFile, registerPlayer, toast } from './harness.mjs';
import { confirmedDeposit, operator } from './promotions-support.mjs';

const clockDir = mkdtempSync(path.join(os.tmpdir(), 'h5-e2e-clock-'));
const clockFile = path.join(clockDir, 'rewards-clock');
writeFileSync(clockFile, '');
const ctx = productForFile({ TEST_REWARDS_CLOCK_FILE: clockFile });
const SHOTS = process.env.SHOTS_DIR || '/tmp/shots/money-b';
mkdirSync(SHOTS, { recursive: true });
const shot = (page, name) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });

const PAY_PASS = 'Pay123456'; // registerPlayer's payment password
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const trc20 = () => `T${Array.from({ length: 33 }, () => BASE58[randomInt(BASE58.length)]).join('')}`;
const erc20 = () => `0x${Array.from({ length: 40 }, () => '0123456789abcdef'[randomInt(16)]).join('')}`;
const cardNo = () => `62${Array.from({ length: 14 }, () => randomInt(10)).join('')}`;
const rowsOf = (page, id) => page.getByTestId(id);

/** A venue session for `platname` (launch ticket exchanged for the simulator's cookie). */
async function venueCookie(base, token, platname) {
  const launched = await api(
    base,
    '/api/getGameUrl',
    { plat_name: platname, game_type: 0, game_code: '', is_mobile_url: 1 },
    token,
  );
  assert.equal(launched.code, 200, launched.message);
  const entry = await fetch(launched.data.url, { redirect: 'manual' });
  const cookie = entry.headers.get('set-cookie')?.split(';')[0];
  assert.ok(cookie, 'the venue session cookie');
  return cookie;
}

/** One hand of 抢庄牛牛 at 开元棋牌 (settled at once). */
async function betKy(base, cookie, stake) {
  const res = await fetch(`${base}/venue/ky/api/bet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ stake, choice: 'play' }),
  });
  const body = await res.json();
  assert.equal(body.code, 200, body.message);
}

/** Polls `check` until it holds (the request of a filter change leaves just after the chip shows the choice). */
async function until(check, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for a request');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Counts the page's calls to an API path. */
function countCalls(page, apiPath) {
  const seen = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === apiPath) seen.push(JSON.parse(req.postData() || '{}'));
  });
  return seen;
}

// top-level tests (no describe): each has the runner's per-test time limit on its own, not the file's sum
let operatorClient;
/** The demo operator's back-office client, logged in on first use (after the product has started). */
const backOffice = async () => (operatorClient ??= await operator(ctx.product.url));
after(() => rmSync(clockDir, { recursive: true, force: true }));

test('cards: bind a USDT address and a bank card in the forms, up to 5 each (the add button hides), unbind with 温馨提示', async () => {
  const base = ctx.product.url;
  const player = await registerPlayer(base, 'cards');
  const page = await ctx.browser.newPage();
  await openLoggedIn(page, base, player.token, '/wallet?type=0');

  // ?type=0 (the red-packet page's link) opens the first tab, 虚拟币: nothing bound yet
  await page.getByText('暂未绑定USDT地址').waitFor();
  assert.equal(await page.getByRole('tab', { name: '虚拟币' }).getAttribute('aria-selected'), 'true');
  await page.getByText('最多支持添加5个USDT地址').waitFor();
  await shot(page, 'wallet-empty');

  // the USDT form: the spec's first message, the address filter, then a real bind that goes back to the list
  await page.getByRole('link', { name: /添加USDT地址/ }).click();
  await page.waitForFunction(() => location.hash === '#/addUsdtCard');
  await page.getByRole('button', { name: '确认添加' }).click();
  await toast(page, '请输入USDT地址').waitFor();
  const address = trc20();
  await page.getByLabel('USDT地址').fill(`${address.slice(0, 10)}-${address.slice(10)} `);
  assert.equal(await page.getByLabel('USDT地址').inputValue(), address, 'non-word characters are stripped');
  await page.getByRole('button', { name: '确认添加' }).click();
  await toast(page, '请输人支付密码').waitFor();
  await page.getByLabel('支付密码').fill('wrong-pass');
  await page.getByRole('button', { name: '确认添加' }).click();
  await page
    .locator('.h5-toast-host [role="alert"]')
    .filter({ hasText: /密码/ })
    .filter({ hasNotText: '请输人支付密码' })
    .waitFor();
  assert.equal(hashPath(page), '/addUsdtCard', 'a refusal stays on the form');
  assert.equal(await page.getByLabel('USDT地址').inputValue(), address, 'and keeps the address');
  await page.getByLabel('支付密码').fill(PAY_PASS);
  await page.locator('.h5-toast-host [role="alert"]').waitFor({ state: 'detached' });
  await shot(page, 'add-usdt-card');
  await page.getByRole('button', { name: '确认添加' }).click();
  await toast(page, '绑定成功').waitFor();
  await page.waitForFunction(() => location.hash === '#/wallet?type=0');
  const usdtList = page.getByTestId('cards-usdt');
  await usdtList.getByTestId('card-no').first().waitFor();
  assert.equal(await usdtList.getByTestId('card-no').first().textContent(), `**** **** ${address.slice(-4)}`);

  // four more through the API (one ERC20): at 5 the add button is gone, the note stays
  for (const addr of [trc20(), erc20(), trc20(), trc20()]) {
    const r = await api(
      base,
      '/api/bindcard',
      {
        bank: 'USDT',
        bank_owner: addr.startsWith('0x') ? 'ERC20' : 'TRC20',
        bank_no: addr,
        bank_address: '',
        pay_pass: PAY_PASS,
      },
      player.token,
    );
    assert.equal(r.code, 200, r.message);
  }
  await page.reload();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="cards-usdt"] [data-testid="card-face"]').length === 5,
  );
  assert.equal(await usdtList.getByRole('link', { name: /添加USDT地址/ }).count(), 0);
  await usdtList.getByText('最多支持添加5个USDT地址').waitFor();
  await shot(page, 'wallet-usdt-5');
  const sixth = await api(
    base,
    '/api/bindcard',
    { bank: 'USDT', bank_owner: 'TRC20', bank_no: trc20(), bank_address: '', pay_pass: PAY_PASS },
    player.token,
  );
  assert.equal(sixth.message, '最多只能绑定5个USDT地址', 'the server holds the limit too');

  // unbind one: 温馨提示, cancel keeps it; confirm says 解绑成功 and the add button is back
  await usdtList.getByRole('button', { name: '解绑该USDT地址' }).first().click();
  const dialog = page.locator('.h5-dialog');
  await dialog.getByText('温馨提示').waitFor();
  await dialog.getByText('是否解绑该USDT地址？').waitFor();
  await shot(page, 'wallet-unbind-dialog');
  await dialog.getByRole('button', { name: '取消' }).click();
  assert.equal(await usdtList.getByTestId('card-face').count(), 5);
  await usdtList.getByRole('button', { name: '解绑该USDT地址' }).first().click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await toast(page, '解绑成功').waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="cards-usdt"] [data-testid="card-face"]').length === 4,
  );
  await usdtList.getByRole('link', { name: /添加USDT地址/ }).waitFor();

  // bank cards: the form's order of messages, the bank picker, a bind, then up to 5
  await page.getByRole('tab', { name: '银行卡' }).click();
  const bankList = page.getByTestId('cards-bank');
  await bankList.getByText('暂未绑定银行卡').waitFor();
  await bankList.getByRole('link', { name: /添加银行卡/ }).click();
  await page.waitForFunction(() => location.hash === '#/addBankCard');
  await page.getByRole('button', { name: '确认添加' }).click();
  await toast(page, '请输入姓名').waitFor();
  await page.getByLabel('持卡人姓名').fill('测试玩家');
  await page.getByRole('button', { name: '确认添加' }).click();
  await toast(page, '请输入银行').waitFor();
  await page.getByRole('button', { name: /选择银行/ }).click();
  await page.getByRole('listbox', { name: '选择银行' }).getByRole('option', { name: '招商银行' }).click();
  await page.getByRole('button', { name: '确认添加' }).click();
  await toast(page, '请输入开户行地址').waitFor();
  await page.getByLabel('开户行地址').fill('上海市浦东新区支行');
  await page.getByRole('button', { name: '确认添加' }).click();
  await toast(page, '请输人银行卡号').waitFor();
  const number = cardNo();
  await page.getByLabel('银行卡号').fill(`${number.slice(0, 4)} ${number.slice(4)}`);
  assert.equal(await page.getByLabel('银行卡号').inputValue(), number, 'non-digits are stripped');
  await page.getByRole('button', { name: '确认添加' }).click();
  await toast(page, '请输人支付密码').waitFor();
  await page.getByLabel('支付密码').fill('12345');
  await page.getByRole('button', { name: '确认添加' }).click();
  await toast(page, '请输人支付密码长度').waitFor();
  await page.getByLabel('支付密码').fill(PAY_PASS);
  await toast(page, '请输人支付密码长度').waitFor({ state: 'detached' });
  await shot(page, 'add-bank-card');
  await page.getByRole('button', { name: '确认添加' }).click();
  await toast(page, '绑定成功').waitFor();
  await page.waitForFunction(() => location.hash.startsWith('#/wallet'));
  await page.getByRole('tab', { name: '银行卡' }).click();
  await bankList.getByTestId('card-no').first().waitFor();
  assert.equal(await bankList.getByTestId('card-no').first().textContent(), `**** **** ${number.slice(-4)}`);
  assert.ok(!(await bankList.textContent()).includes(number.slice(0, 8)), 'the full number is never shown');
  for (let i = 0; i < 4; i++) {
    const r = await api(
      base,
      '/api/bindcard',
      { bank: '中国工商银行', bank_owner: '测试玩家', bank_no: cardNo(), bank_address: '北京分行', pay_pass: PAY_PASS },
      player.token,
    );
    assert.equal(r.code, 200, r.message);
  }
  await page.goto(`${base}/#/wallet?type=2`);
  await page.reload();
  assert.equal(await page.getByRole('tab', { name: '银行卡' }).getAttribute('aria-selected'), 'true');
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="cards-bank"] [data-testid="card-face"]').length === 5,
  );
  assert.equal(await bankList.getByRole('link', { name: /添加银行卡/ }).count(), 0);
  await bankList.getByText('最多支持添加5张银行卡').waitFor();
  await shot(page, 'wallet-bank-5');
  await bankList.getByRole('button', { name: '解绑该银行卡' }).last().click();
  await dialog.getByText('是否解绑该银行卡？').waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
  await toast(page, '解绑成功').waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="cards-bank"] [data-testid="card-face"]').length === 4,
  );
  await bankList.getByRole('link', { name: /添加银行卡/ }).waitFor();
  const left = await api(base, '/api/getcard', { type: 1 }, player.token);
  assert.equal(left.data.length, 4);
  await page.context().close();
});

test('records after real money: deposits with their states, transfers in and out by venue, a long bet history paged one page ahead; rebate claimed after play', async () => {
  const base = ctx.product.url;
  const player = await registerPlayer(base, 'recs');
  const op = await backOffice();
  await confirmedDeposit(base, op, player.token, '3000');
  const pending = await api(
    base,
    '/api/recharge',
    {
      paytype: 'bank',
      amount: '200',
      bank: '招商银行',
      bank_no: cardNo(),
      bank_owner: '测试玩家',
      bank_address: '上海市浦东新区支行',
    },
    player.token,
  );
  assert.equal(pending.code, 200, pending.message);
  const moved = await api(
    base,
    '/api/transfer',
    { amount: '1000', sourcetype: 'userbalance', targettype: 'ky' },
    player.token,
  );
  assert.equal(moved.code, 200, moved.message);
  // a long history: 45 hands of 1 yuan and one of 500 (5 pages of 10)
  const cookie = await venueCookie(base, player.token, 'ky');
  await betKy(base, cookie, 500);
  for (let i = 0; i < 45; i++) await betKy(base, cookie, 1);
  const back = await api(
    base,
    '/api/transfer',
    { amount: '100', sourcetype: 'ky', targettype: 'userbalance' },
    player.token,
  );
  assert.equal(back.code, 200, back.message);

  const page = await ctx.browser.newPage();
  const transCalls = countCalls(page, '/api/gettransrecord');
  await openLoggedIn(page, base, player.token, '/transRecord');

  // deposits by default: the pending one and the confirmed one, with their order numbers
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="trans-row"]').length === 2);
  assert.deepEqual(await page.locator('[data-testid="trans-row"] .money-state').allTextContents(), [
    '待审核',
    '审核通过',
  ]);
  assert.match(await rowsOf(page, 'trans-row').first().textContent(), new RegExp(`订单号${pending.data.deposit_no}`));
  assert.deepEqual(transCalls[0], { date: 4, type: 1, page: 1, api_type: '' });
  await page.getByText('没有更多了').waitFor();
  await shot(page, 'trans-record-deposits');

  // transfer in (转入): the 1000 into 开元棋牌; the type popup and the venue popup
  await page.locator('[data-filter="type"]').click();
  await page.getByRole('listbox', { name: '交易类型' }).waitFor();
  assert.deepEqual(await page.getByRole('listbox', { name: '交易类型' }).getByRole('option').allTextContents(), [
    '存款',
    '取款',
    '转入',
    '转出',
  ]);
  await shot(page, 'trans-record-type-popup');
  await page.getByRole('listbox', { name: '交易类型' }).getByRole('option', { name: '转入' }).click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="trans-row"]')].some((r) => r.textContent.includes('1,000.00')),
  );
  const inRow = await rowsOf(page, 'trans-row').first().textContent();
  assert.match(inRow, /开元棋牌/);
  assert.match(inRow, /成功/);
  assert.doesNotMatch(inRow, /订单号/);
  await page.locator('[data-filter="api_type"]').click();
  const venues = page.getByRole('listbox', { name: '选择平台' });
  await venues.waitFor();
  const venueNames = await venues.getByRole('option').allTextContents();
  assert.equal(venueNames[0], '全部平台');
  assert.ok(venueNames.includes('开元棋牌'));
  const other = venueNames.find((n) => n !== '全部平台' && n !== '开元棋牌');
  await venues.getByRole('option', { name: other }).click();
  await page.getByText('空空如也').waitFor();
  assert.equal(transCalls.at(-1).page, 1);
  await page.locator('[data-filter="api_type"]').click();
  await page.getByRole('listbox', { name: '选择平台' }).getByRole('option', { name: '开元棋牌' }).click();
  await page.locator('[data-filter="type"]').click();
  await page.getByRole('listbox', { name: '交易类型' }).getByRole('option', { name: '转出' }).click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="trans-row"]')].some((r) => r.textContent.includes('100.00')),
  );
  assert.match(await rowsOf(page, 'trans-row').first().textContent(), /成功/);
  await page.locator('[data-filter="date"]').click();
  assert.deepEqual(await page.getByRole('listbox', { name: '选择日期' }).getByRole('option').allTextContents(), [
    '今天',
    '近7天',
    '近15天',
    '近30天',
  ]);
  await page.getByRole('listbox', { name: '选择日期' }).getByRole('option', { name: '今天' }).click();
  await page.waitForFunction(() => document.querySelector('[data-filter="date"]')?.textContent === '今天');
  await until(() => transCalls.at(-1)?.date === 1);
  assert.deepEqual(transCalls.at(-1), { date: 1, type: 4, page: 1, api_type: 'ky' });
  await page.locator('[data-testid="trans-row"]').first().waitFor();
  await page.locator('.adm-mask').first().waitFor({ state: 'hidden' });
  await shot(page, 'trans-record-transfers');

  // bets: 46 rows, 10 a page; the first screen asks at most one page ahead, scrolling brings the rest, then 没有更多了
  const betCalls = countCalls(page, '/api/betrecord');
  await page.goto(`${base}/#/betRecord`);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="bet-row"]').length >= 10);
  await page.waitForTimeout(800);
  assert.ok(betCalls.length <= 2, `the first screen asked ${betCalls.length} pages`);
  assert.deepEqual(betCalls[0], { date: 4, page: 1, api_type: '' });
  assert.match(await rowsOf(page, 'bet-row').first().textContent(), /已结算/);
  await shot(page, 'bet-record');
  for (let i = 0; i < 30 && !(await page.getByText('没有更多了').isVisible()); i++) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(250);
  }
  await page.getByText('没有更多了').waitFor();
  assert.equal(await rowsOf(page, 'bet-row').count(), 46);
  assert.deepEqual(
    betCalls.map((c) => c.page),
    [1, 2, 3, 4, 5],
  );
  await page.locator('[data-filter="api_type"]').click();
  await page.getByRole('listbox', { name: '选择平台' }).getByRole('option', { name: other }).click();
  await page.getByText('空空如也').waitFor();
  assert.deepEqual(betCalls.at(-1), { date: 4, page: 1, api_type: betCalls.at(-1).api_type });
  assert.notEqual(betCalls.at(-1).api_type, '');

  // rebate: nothing computed yet; then the operator runs the rebate job the next morning (the server's reward clock)
  await page.goto(`${base}/#/fanshui`);
  await page.getByText('空空如也').waitFor();
  await page.getByRole('button', { name: '一键领取' }).click();
  await toast(page, '暂无领取额度！').waitFor();
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(tomorrow);
  writeFileSync(clockFile, `${day}T01:00:00+08:00`);
  const run = await op.call('POST', '/jobs/rebate/run', {});
  assert.ok(run.result, 'the job answered its result');
  await page.reload();
  // the totals come with the list's answer: once the unclaimed row shows, they are there too
  await page.getByTestId('rebate-row').filter({ hasText: '未领取' }).first().waitFor();
  const pendingText = await page.getByTestId('rebate-pending').textContent();
  assert.ok(Number(pendingText) > 0, `pending ${pendingText}`);
  assert.equal(await page.getByTestId('rebate-received').textContent(), '0.00');
  const rebateRow = rowsOf(page, 'rebate-row').first();
  assert.match(await rebateRow.textContent(), /开元棋牌/);
  assert.match(await rebateRow.textContent(), /领取时间未领取/);
  await shot(page, 'fanshui-pending');
  const balanceBefore = (await api(base, '/api/balance', {}, player.token)).data.balance;
  await page.getByRole('button', { name: '一键领取' }).click();
  await toast(page, `领取成功，共 ${pendingText} 元`).waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="rebate-pending"]')?.textContent === '0.00');
  assert.equal(await page.getByTestId('rebate-received').textContent(), pendingText);
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="rebate-row"]')?.textContent.includes('未领取'),
  );
  assert.match(await rowsOf(page, 'rebate-row').first().textContent(), /领取时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  const balanceAfter = (await api(base, '/api/balance', {}, player.token)).data.balance;
  assert.equal(
    Math.round(Number(balanceAfter) * 100) - Math.round(Number(balanceBefore) * 100),
    Math.round(Number(pendingText) * 100),
  );
  await shot(page, 'fanshui-claimed');
  await page.getByRole('button', { name: '一键领取' }).click();
  await toast(page, '暂无领取额度！').waitFor();
  await page.locator('[data-filter="api_type"]').click();
  await page.getByRole('listbox', { name: '选择平台' }).getByRole('option', { name: other }).click();
  await page.getByText('空空如也').waitFor();
  writeFileSync(clockFile, '');
  await page.context().close();
});

test('a session ended elsewhere: a filter change on /betRecord meets the 401, 认证失败, then /login', async () => {
  const base = ctx.product.url;
  const player = await registerPlayer(base, 'expired');
  const page = await ctx.browser.newPage();
  await openLoggedIn(page, base, player.token, '/betRecord');
  await page.getByText('空空如也').waitFor();
  // right after a balance poll (every 4.3 s; a poll that meets the 401 logs out silently), so the tap is what meets it
  await page.waitForResponse((r) => new URL(r.url()).pathname === '/api/balance');
  await api(base, '/api/logoff', {}, player.token);
  await page.locator('[data-filter="date"]').click();
  await page.getByRole('listbox', { name: '选择日期' }).getByRole('option', { name: '近7天' }).click();
  const dialog = page.locator('.h5-dialog');
  await dialog.getByText('认证失败').waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/login'));
  assert.equal(await page.evaluate(() => sessionStorage.getItem('token')), null);
  await page.context().close();
});

test('/usdtmore: the protocol comparison, open to visitors', async () => {
  const page = await ctx.browser.newPage();
  await page.goto(`${ctx.product.url}/#/usdtmore`);
  await page.getByRole('table').waitFor();
  const rows = await page
    .getByRole('row')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
  assert.deepEqual(rows[0], ['对比项', 'TRC20', 'ERC20']);
  assert.deepEqual(rows[2], ['地址开头', 'T', '0x']);
  assert.equal(rows.length, 8);
  await page.getByText(/两种协议的地址不能互通/).waitFor();
  await shot(page, 'usdtmore');
  await page.context().close();
});
