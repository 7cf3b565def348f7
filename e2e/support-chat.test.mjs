// Customer service (/kefu) in a real browser at 390×844 against the real server: the built-in chat framed by /kefu,
// a player and a visitor writing, an operator answering through the back office (admin API), the answer arriving on
// the phone without a reload; the failed/retry state; and /kefu framing the operator's own service once configured.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hashPath, loginToken, openLoggedIn, productForFile, skipWelcomePopup } from './harness.mjs';

const ctx = productForFile();

async function admin() {
  const res = await fetch(`${ctx.product.url}/admin/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin888' }),
  });
  const token = (await res.json()).data.token;
  const call = async (method, path, body) => {
    const r = await fetch(`${ctx.product.url}/admin/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return r.json();
  };
  return call;
}

/** The conversation whose last message is `text` (the operator's list, newest waiting first). */
async function conversationWith(call, text) {
  for (let i = 0; i < 40; i++) {
    const list = await call('GET', '/support/conversations?state=all');
    for (const c of list.data.data) {
      const shown = await call('GET', `/support/conversations/${c.id}`);
      if (shown.data.messages.some((m) => m.content === text)) return shown.data.conversation;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no conversation with ${text}`);
}

const chatOf = (page) => page.frameLocator('iframe[title="在线客服"]');

async function write(chat, text) {
  await chat.locator('#sc-input').fill(text);
  await chat.getByRole('button', { name: '发送' }).click();
}

describe('customer service /kefu', () => {
  test('a player writes on /kefu; the operator answers through the back office; the answer appears without a reload', async () => {
    const page = await ctx.browser.newPage();
    const dialogs = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      d.dismiss();
    });
    const token = await loginToken(ctx.product.url, 'demo888', 'demo888');
    await skipWelcomePopup(page);
    await openLoggedIn(page, ctx.product.url, token, '/');
    await page.locator('nav.shell-tabbar').getByRole('button', { name: '客服' }).click();
    await page.waitForFunction(() => location.hash === '#/kefu');
    const frame = page.locator('iframe[title="在线客服"]');
    await frame.waitFor();
    const src = await frame.getAttribute('src');
    assert.equal(src, '/support/', 'the built-in chat, same origin');
    assert.ok(!src.includes(token), 'no token in the address');
    assert.equal(await page.locator('nav.shell-tabbar [aria-current="page"]').innerText(), '客服');

    const chat = chatOf(page);
    await chat.getByText('您好，欢迎来到星耀娱乐在线客服！', { exact: false }).waitFor();
    assert.equal(await chat.locator('#sc-who').isVisible(), false, 'a player is not told they are a visitor');
    assert.equal(await chat.getByRole('button', { name: '发送' }).isDisabled(), true, 'nothing to send yet');

    await page.evaluate(() => {
      window.__noReload = 'still here';
    });
    await write(chat, '你好，我的充值还没到账');
    const mine = chat.locator('.sc-row--me[data-id]').filter({ hasText: '你好，我的充值还没到账' });
    await mine.waitFor();
    assert.match(await mine.locator('.sc-meta').innerText(), /^\d{2}:\d{2}$/);
    const hostile = '<script>alert("xss")</script><img src=x onerror=alert(2)>';
    await write(chat, hostile);
    await chat.locator('.sc-row--me[data-id]').filter({ hasText: hostile }).waitFor();
    assert.equal(await chat.locator('.sc-bubble img').count(), 0, 'markup is shown as text');
    assert.equal(await chat.locator('#sc-input').inputValue(), '', 'the field is cleared after sending');

    const call = await admin();
    const conv = await conversationWith(call, '你好，我的充值还没到账');
    assert.equal(conv.name, 'demo888');
    assert.equal(conv.waiting, true);
    const answer = '您好，已为您加急处理，请稍候查看余额。';
    const sent = await call('POST', `/support/conversations/${conv.id}/reply`, { content: answer });
    assert.equal(sent.code, 200, sent.message);
    const started = Date.now();
    await chat.locator('.sc-row--agent').filter({ hasText: answer }).waitFor({ timeout: 10_000 });
    assert.ok(Date.now() - started < 10_000);
    assert.equal(await page.evaluate(() => window.__noReload), 'still here', 'no reload happened');
    assert.deepEqual(dialogs, []);
    assert.equal(hashPath(page), '/kefu');

    // a long conversation: the newest 20 first, 查看更早的消息 brings the older ones without losing the place
    for (let i = 1; i <= 24; i++)
      await call('POST', `/support/conversations/${conv.id}/reply`, { content: `补充说明 第${i}条` });
    await chat.locator('.sc-row--agent').filter({ hasText: '补充说明 第24条' }).waitFor({ timeout: 10_000 });
    await page.reload();
    const again = chatOf(page);
    await again.locator('.sc-row--agent').filter({ hasText: '补充说明 第24条' }).waitFor();
    assert.equal(
      await again.locator('.sc-row--me').filter({ hasText: '你好，我的充值还没到账' }).count(),
      0,
      'older messages wait for 查看更早的消息',
    );
    await again.getByRole('button', { name: '查看更早的消息' }).click();
    await again.locator('.sc-row--me').filter({ hasText: '你好，我的充值还没到账' }).waitFor();
    assert.equal(await again.getByRole('button', { name: '查看更早的消息' }).isVisible(), false, 'nothing older left');

    // closing shows the closing line
    await call('POST', `/support/conversations/${conv.id}/close`);
    await again.locator('.sc-system').filter({ hasText: '本次会话已结束' }).waitFor({ timeout: 10_000 });
    await page.close();
  });

  test('a visitor chats too, keeps the conversation across a reload, and sees the sending and failed states', async () => {
    const page = await ctx.browser.newPage();
    await page.goto(`${ctx.product.url}/#/kefu`);
    const chat = chatOf(page);
    await chat.locator('#sc-who').filter({ hasText: '您正在以游客身份咨询' }).waitFor();
    await write(chat, '游客想问一下怎么注册');
    await chat.locator('.sc-row--me[data-id]').filter({ hasText: '游客想问一下怎么注册' }).waitFor();
    const visitorId = await page
      .frames()
      .find((f) => f.url().includes('/support/'))
      .evaluate(() => localStorage.getItem('supportVisitorId'));
    assert.match(visitorId, /^[A-Za-z0-9_-]{22,64}$/);
    assert.ok(!page.frames().some((f) => f.url().includes(visitorId)), 'the visitor id never appears in an address');

    const call = await admin();
    const conv = await conversationWith(call, '游客想问一下怎么注册');
    assert.equal(conv.kind, 'visitor');
    await call('POST', `/support/conversations/${conv.id}/reply`, { content: '点击右上角的注册按钮即可。' });
    await chat.locator('.sc-row--agent').filter({ hasText: '点击右上角的注册按钮即可。' }).waitFor({ timeout: 10_000 });

    // while a message is on its way it shows as sending
    await page.route('**/api/support/send', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await write(chat, '这条慢一点');
    await chat.locator('.sc-row.is-sending').filter({ hasText: '这条慢一点' }).getByText('发送中…').waitFor();
    await chat.locator('.sc-row--me[data-id]').filter({ hasText: '这条慢一点' }).waitFor();
    await page.unroute('**/api/support/send');

    // the send fails (no network for it): the bubble says so, the text is kept, a tap sends it again
    await page.route('**/api/support/send', (route) => route.abort('internetdisconnected'));
    await write(chat, '这条先发送失败');
    const failed = chat.locator('.sc-row.is-failed').filter({ hasText: '这条先发送失败' });
    await failed.waitFor();
    await failed.getByRole('button', { name: /点击重试/ }).waitFor();
    await page.unroute('**/api/support/send');
    await failed.getByRole('button', { name: '重新发送' }).click();
    await chat.locator('.sc-row--me[data-id]').filter({ hasText: '这条先发送失败' }).waitFor();
    assert.equal(await chat.locator('.sc-row.is-failed').count(), 0);

    // a refused text (over the limit) is given back to edit, nothing typed is lost
    const long = '长'.repeat(501);
    await chat.locator('#sc-input').fill(long);
    await chat.locator('#sc-count').filter({ hasText: '501/500' }).waitFor();
    await chat.getByRole('button', { name: '发送' }).click();
    await chat.locator('#sc-toast').filter({ hasText: '消息不能超过500个字' }).waitFor();
    assert.equal(await chat.locator('#sc-input').inputValue(), long);

    await page.reload();
    await chatOf(page).locator('.sc-row--agent').filter({ hasText: '点击右上角的注册按钮即可。' }).waitFor();
    await chatOf(page).locator('.sc-row--me').filter({ hasText: '游客想问一下怎么注册' }).waitFor();
    await page.close();
  });

  test('with a service URL configured in the back office, /kefu frames that address instead', async () => {
    const call = await admin();
    const outside = 'https://kefu.example.test/chat?site=xingyao';
    await call('PATCH', '/settings', { service_url: outside });
    try {
      const page = await ctx.browser.newPage();
      await page.route('https://kefu.example.test/**', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: '<!doctype html><meta charset="utf-8"><h1>外部客服系统</h1>',
        }),
      );
      await page.goto(`${ctx.product.url}/#/kefu`);
      const frame = page.locator('iframe[title="在线客服"]');
      await frame.waitFor();
      assert.equal(await frame.getAttribute('src'), outside);
      await page.frameLocator('iframe[title="在线客服"]').getByText('外部客服系统').waitFor();
      await page.close();
    } finally {
      await call('PATCH', '/settings', { service_url: '' });
    }
  });
});
