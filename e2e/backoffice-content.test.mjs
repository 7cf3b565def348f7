// The console's content pages (轮播图, 公告, 帮助中心文章) in real Chromium at 1280×800 against the real server, with a
// phone beside it: an editor adds a home notice and the phone's home page shows it; writes an article with bold text
// (the editor's toolbar) and a <script> and an onclick pasted in the HTML source, and the phone's help page shows the
// bold text and neither; adds a banner with an uploaded PNG (made here) and the phone's home carousel shows it; a
// finance admin sees the pages read-only, and the server refuses a write from the console's origin.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newAdmin, seesMessage, signedIn } from './console-support.mjs';
import { png, productForFile, registerPlayer, skipWelcomePopup } from './harness.mjs';
import { operator } from './promotions-support.mjs';

const ctx = productForFile();

/** Signed in on the console as a new admin of `role`, on the dashboard. */
const signedInNew = async (role, prefix) =>
  signedIn(ctx, await newAdmin(await operator(ctx.product.url), role, prefix));

/** A phone on the site's home page (the welcome popup marked as seen). */
async function phoneHome() {
  const phone = await ctx.browser.newPage();
  await skipWelcomePopup(phone);
  await phone.goto(`${ctx.product.url}/#/`);
  return phone;
}

const shot = (page, name) => page.screenshot({ path: `/tmp/content-${name}.png` }).catch(() => {});

describe('back-office console: content pages', () => {
  test('an editor adds a home notice: the phone’s home page shows it; deleted, it is gone', async () => {
    const text = `E2E 首页公告 ${Date.now().toString(36)}：周末充值加赠`;
    const { page, errors } = await signedInNew('editor', 'bonote');
    await page.getByRole('menuitem', { name: '公告' }).click();
    await page.getByRole('tab', { name: '首页公告' }).waitFor();
    await page.getByRole('button', { name: /新增首页公告/ }).click();
    const modal = page.getByRole('dialog', { name: '新增首页公告' });
    await modal.getByLabel('公告内容').fill(text);
    await modal.getByLabel('排序').fill('0');
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await seesMessage(page, '已添加首页公告');
    const row = page.locator('.ant-table-row', { hasText: text });
    await row.waitFor();
    await shot(page, 'notices');

    const phone = await phoneHome();
    await phone.getByTestId('notice-text').filter({ hasText: text }).waitFor({ timeout: 15_000 });

    // deleted (asked first): the phone's next load no longer shows it
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await seesMessage(page, '已删除首页公告');
    await row.waitFor({ state: 'detached' });
    await phone.reload();
    await phone.getByTestId('notice-text').filter({ hasText: '热烈庆祝' }).waitFor({ timeout: 15_000 });
    assert.doesNotMatch(await phone.getByTestId('notice-text').innerText(), new RegExp(text));
    assert.deepEqual(errors, []);
    await phone.context().close();
    await page.context().close();
  });

  test('an editor sends one player an inbox message with bold text: that player’s message centre shows it', async () => {
    const player = await registerPlayer(ctx.product.url, 'boinbox');
    const op = await operator(ctx.product.url);
    const [found] = (await op.call('GET', `/users?q=${player.name}`)).data;
    const title = `E2E 站内信 ${Date.now().toString(36)}`;
    const { page, errors } = await signedInNew('editor', 'boinb');
    await page.getByRole('menuitem', { name: '公告' }).click();
    await page.getByRole('tab', { name: '站内信' }).click();
    await page.getByRole('button', { name: /新增站内信/ }).click();
    const modal = page.getByRole('dialog', { name: '新增站内信' });
    await modal.getByLabel('标题', { exact: true }).fill(title);
    await modal.getByRole('textbox', { name: '内容' }).click();
    await page.keyboard.type('您的补偿已到账：');
    await modal.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('18 元');
    await modal.getByLabel('接收玩家 ID').fill(String(found.id));
    await shot(page, 'inbox-modal');
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await seesMessage(page, '已添加站内信');
    const row = page.locator('.ant-table-row', { hasText: title });
    await row.getByText(`玩家 ID ${found.id}`).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();

    const phone = await ctx.openAt('/message?type=2', player.token);
    const letter = phone.getByTestId('inbox-message').filter({ hasText: title });
    await letter.waitFor({ timeout: 15_000 });
    assert.equal(await letter.locator('strong').innerText(), '18 元');
    await phone.context().close();
  });

  test('an article with bold text and a pasted <script>/onclick: the preview and the phone’s help page show the bold text and no script', async () => {
    const { page, errors } = await signedInNew('editor', 'boart');
    await page.getByRole('menuitem', { name: '帮助中心文章' }).click();
    const row = page.locator('.ant-table-row', { hasText: 'contact' });
    await row.getByText('帮助中心 · 联系我们').waitFor();
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ has: page.getByText(/^编辑文章：/) });
    const editor = drawer.getByRole('textbox', { name: '正文' });
    await editor.waitFor();

    // typed in the visual editor: a line, then bold by the toolbar
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('如需帮助，请联系在线客服。');
    await page.keyboard.press('Enter');
    await drawer.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('客服 7×24 小时在线');
    await drawer.getByText('未保存的修改').waitFor();
    const preview = drawer.frameLocator('iframe[title="手机预览"]');
    // (the frame's document is replaced on every change: what it holds is asked, not whether it is painted yet)
    await preview.locator('.body strong', { hasText: '客服 7×24 小时在线' }).waitFor({ state: 'attached' });

    // the HTML source: a script and an event handler pasted in
    await drawer.getByRole('button', { name: 'HTML 源码' }).click();
    const source = drawer.getByLabel('正文（HTML 源码）');
    const typed = await source.inputValue();
    assert.match(typed, /<strong>客服 7×24 小时在线<\/strong>/);
    await source.fill(`${typed}<script>window.__pwned = 1</script><p onclick="window.__pwned = 2">点击领取</p>`);
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await seesMessage(page, '已保存文章');
    // the saved version is the server's: no script, no handler, the bold text kept
    await drawer.getByText('已保存的版本（服务器已清理）').waitFor();
    const saved = await source.inputValue();
    assert.match(saved, /<strong>客服 7×24 小时在线<\/strong>/);
    assert.doesNotMatch(saved, /script|onclick|__pwned/);
    await preview.getByText('点击领取').waitFor({ state: 'attached' });
    assert.equal(await preview.locator('script, [onclick]').count(), 0);
    await drawer.getByRole('button', { name: 'HTML 源码' }).click();
    await shot(page, 'article-drawer');
    assert.deepEqual(errors, []);
    await page.context().close();

    const phone = await ctx.browser.newPage();
    await phone.goto(`${ctx.product.url}/#/boutBallBetInfo?type=4`);
    const body = phone.locator('.article-card__body');
    await body.locator('strong', { hasText: '客服 7×24 小时在线' }).waitFor({ timeout: 15_000 });
    await body.getByText('点击领取').click();
    assert.equal(await body.locator('script, [onclick]').count(), 0);
    assert.equal(await phone.evaluate(() => window.__pwned), undefined);
    await phone.context().close();
  });

  test('a banner with an uploaded PNG: the console shows it, the phone’s home carousel shows it', async () => {
    const { page, errors } = await signedInNew('editor', 'boban');
    await page.getByRole('menuitem', { name: '轮播图' }).click();
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: /新增轮播图/ }).click();
    const modal = page.getByRole('dialog', { name: '新增轮播图' });
    await modal
      .getByLabel('图片')
      .setInputFiles({ name: 'e2e-banner.png', mimeType: 'image/png', buffer: png(750, 300) });
    await seesMessage(page, '图片已上传');
    const picture = modal.getByRole('img', { name: '轮播图图片' });
    await picture.waitFor();
    // shown on the console's own origin (its CSP allows no other): loaded, at its size
    await page.waitForFunction(() => {
      const img = document.querySelector('.ant-modal img[alt="轮播图图片"]');
      return img?.complete && img.naturalWidth === 750;
    });
    const src = decodeURIComponent((await picture.getAttribute('src')).split('src=')[1]);
    assert.match(src, /^\/uploads\/artwork\/[0-9a-f]{64}\.png$/);
    await modal.getByLabel('排序').fill('0');
    await shot(page, 'banner-modal');
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await seesMessage(page, '已添加轮播图');
    const row = page.locator('.ant-table-row').filter({ has: page.locator(`img[src*="${encodeURIComponent(src)}"]`) });
    await row.waitFor();
    await row.getByRole('switch').waitFor();
    assert.equal(await row.getByRole('switch').getAttribute('aria-checked'), 'true');
    await shot(page, 'banners');
    assert.deepEqual(errors, []);
    await page.context().close();

    const phone = await phoneHome();
    await phone.waitForFunction(
      (s) => {
        const img = [...document.querySelectorAll('.lobby-banners img')].find((i) => i.getAttribute('src') === s);
        return img?.complete && img.naturalWidth === 750;
      },
      src,
      { timeout: 15_000 },
    );
    await phone.screenshot({ path: '/tmp/content-phone-home.png' }).catch(() => {});
    await phone.context().close();
  });

  test('a finance admin sees the content pages read-only, and the server refuses a write', async () => {
    const { page, errors } = await signedInNew('finance', 'bofin');
    for (const [menu, noun] of [
      ['轮播图', '轮播图'],
      ['公告', '首页公告'],
      ['帮助中心文章', '文章'],
    ]) {
      await page.getByRole('menuitem', { name: menu }).click();
      await page.getByText('只读：内容由内容编辑维护，你可以查看但不能修改。').waitFor();
      await page.locator('.ant-table-row').first().waitFor();
      assert.equal(await page.getByRole('button', { name: `新增${noun}` }).count(), 0, menu);
      assert.equal(await page.getByRole('button', { name: /删\s*除/ }).count(), 0, menu);
      if (menu === '轮播图') {
        assert.equal(await page.getByRole('switch').first().isDisabled(), true);
        await shot(page, 'finance-banners');
      }
    }
    // 帮助中心文章: 查看 opens the drawer with the preview and no 保存
    await page
      .locator('.ant-table-row', { hasText: 'faq' })
      .getByRole('button', { name: /查\s*看/ })
      .click();
    const drawer = page.locator('.ant-drawer').filter({ has: page.getByText(/^文章：/) });
    await drawer.frameLocator('iframe[title="手机预览"]').locator('.body').waitFor();
    assert.equal(await drawer.getByRole('button', { name: /保\s*存/ }).count(), 0);
    assert.equal(await drawer.getByRole('textbox', { name: '正文' }).getAttribute('contenteditable'), 'false');

    const answer = await page.evaluate(async () => {
      const res = await fetch('/admin/api/notices', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'x-h5-console': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'home', content: '财务不能发公告' }),
      });
      return [res.status, (await res.json()).message];
    });
    assert.deepEqual(answer, [403, '没有权限执行此操作']);
    // the menu grew by three entries: its last one (below the fold at 800 px) is still reached
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: '账号安全' }).click();
    await page.getByRole('button', { name: '开启两步验证' }).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
