// The console's 站点设置 and 版本发布 pages in a real browser at desktop size (1280×800), with a phone beside it:
// (1) maintenance switched on from /site → the phone shows only the notice; off → the normal site again;
// (2) an area rolled back from /releases is what the phone then loads, and the host's files are unchanged.
// The releases are a temporary folder (RELEASES_DIR) holding two published versions of remote-money: the repository's
// build and a copy of it with one file more (a different content hash, so a different version; no second build).
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { consolePage, signIn } from './console-support.mjs';
import { loginToken, openLoggedIn, productForFile, ROOT } from './harness.mjs';
import { operator } from './promotions-support.mjs';
import { entriesLoaded, hashFolder, remotesOk } from './releases.mjs';

const env = {};
const v = {};
let releases;
let moneyCopy;
let hostBefore;

// before the product starts (productForFile's own `before` runs after this one): two versions of money published
before(async () => {
  hostBefore = hashFolder(path.join(ROOT, 'host/dist'));
  releases = mkdtempSync(path.join(os.tmpdir(), 'h5-e2e-bo-releases-'));
  env.RELEASES_DIR = releases;
  await remotesOk(releases, 'deploy', 'money', '--no-build', '--note', 'e2e: first');
  v.money1 = JSON.parse(readFileSync(path.join(releases, 'registry.json'), 'utf8')).remotes.money.current;
  moneyCopy = mkdtempSync(path.join(os.tmpdir(), 'h5-e2e-bo-money-'));
  cpSync(path.join(ROOT, 'remote-money/dist'), moneyCopy, { recursive: true });
  writeFileSync(path.join(moneyCopy, 'e2e-second-version.txt'), 'the second version of money\n');
  await remotesOk(releases, 'deploy', 'money', '--no-build', '--dist', moneyCopy, '--note', 'e2e: second');
  v.money2 = JSON.parse(readFileSync(path.join(releases, 'registry.json'), 'utf8')).remotes.money.current;
  assert.notEqual(v.money2, v.money1);
});

const ctx = productForFile(env);

after(() => {
  if (releases) rmSync(releases, { recursive: true, force: true });
  if (moneyCopy) rmSync(moneyCopy, { recursive: true, force: true });
});

describe('back-office console: site settings and releases', () => {
  test('maintenance switched on from 站点设置: the phone shows only the notice; switched off, the site is back', async () => {
    const notice = `系统升级维护中，预计 30 分钟后恢复（E2E ${Date.now().toString(36)}）`;
    const { page, errors } = await consolePage(ctx);
    await signIn(ctx, page, 'admin', 'admin888');
    await page.getByRole('heading', { name: '今日概况' }).waitFor();
    await page.getByRole('menuitem', { name: '站点设置' }).click();
    const card = page
      .locator('.ant-card')
      .filter({ has: page.getByText('维护模式', { exact: true }) })
      .first();
    await card.getByText('站点正常开放').waitFor();

    const phone = await ctx.browser.newPage();
    try {
      await phone.goto(`${ctx.product.url}/#/`);
      await phone.locator('nav.shell-tabbar').waitFor();

      await card.getByRole('switch', { name: '维护模式' }).click();
      await card.getByLabel('维护公告').fill(notice);
      await card.getByRole('button', { name: '保存维护模式' }).click();
      const confirm = page.getByRole('dialog', { name: '开启维护模式？' });
      await confirm.getByText('所有玩家打开网站只能看到维护公告').waitFor();
      await confirm.getByRole('button', { name: '开启维护' }).click();
      await page.getByText('维护模式已开启：玩家现在只能看到维护公告').waitFor();
      await card.getByText('站点维护中：玩家只能看到维护公告').waitFor();

      // the phone: its next load shows the notice and nothing else (no header, no tab bar)
      const shownAt = Date.now();
      await phone.reload();
      await phone.getByText(notice).waitFor({ timeout: 10_000 });
      assert.ok(Date.now() - shownAt < 10_000);
      assert.equal(await phone.locator('nav.shell-tabbar').count(), 0);
      assert.equal(await phone.locator('header.shell-header').count(), 0);

      // off again: no question asked, and the phone's next load is the normal site
      await card.getByRole('switch', { name: '维护模式' }).click();
      await card.getByRole('button', { name: '保存维护模式' }).click();
      await page.getByText('维护模式已关闭：站点恢复开放').waitFor();
      await card.getByText('站点正常开放').waitFor();
      await phone.reload();
      await phone.locator('nav.shell-tabbar').waitFor({ timeout: 10_000 });
      assert.equal(await phone.getByText(notice).count(), 0);
      assert.deepEqual(errors, []);
    } finally {
      // whatever happened, the site is open again for the next test
      await (await operator(ctx.product.url)).call('PATCH', '/settings', { site_state: 1 });
      await phone.context().close();
      await page.context().close();
    }
  });

  test('an area rolled back from 版本发布 is what the phone then loads; the host’s files are unchanged', async () => {
    const served = async () => (await fetch(`${ctx.product.url}/remotes.json`)).json();
    const manifest = await served();
    assert.equal(manifest.money.version, v.money2);
    const moneyPath = manifest.money.routes.find((r) => !r.cached).path;
    const token = await loginToken(ctx.product.url, 'demo888', 'demo888');

    const openMoney = async () => {
      const phone = await ctx.browser.newPage();
      await openLoggedIn(phone, ctx.product.url, token, moneyPath);
      await phone.waitForFunction(() =>
        performance
          .getEntriesByType('resource')
          .some((e) => e.name.endsWith('/remoteEntry.js') && e.name.includes('/remotes/money/')),
      );
      return phone;
    };
    let phone = await openMoney();
    assert.deepEqual(await entriesLoaded(phone, 'money'), [v.money2]);
    await phone.context().close();

    const { page, errors } = await consolePage(ctx);
    await signIn(ctx, page, 'admin', 'admin888');
    await page.getByRole('heading', { name: '今日概况' }).waitFor();
    await page.getByRole('menuitem', { name: '版本发布' }).click();
    const row = page.getByRole('row').filter({ hasText: '资金中心' });
    await row.getByText(v.money2).waitFor();
    await row.getByText(v.money1).waitFor(); // the previous good version

    await row.getByRole('button', { name: '回滚 资金中心' }).click();
    const modal = page.getByRole('dialog', { name: '回滚：资金中心（money）' });
    await modal.getByText('主站文件不会改动', { exact: false }).waitFor();
    await modal.getByLabel('说明（记入发布历史与操作日志）').fill('e2e: 新版有问题，回到上一版本');
    await modal.getByRole('button', { name: '确认回滚' }).click();
    await page.getByText(`资金中心 已切换到 ${v.money1}（主站未改动）`).waitFor();
    await row.getByText(v.money1).waitFor();
    // v2 was rolled back away from: there is no previous good version left, so 回滚 is off
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('tr')]
          .find((tr) => tr.textContent.includes('资金中心'))
          ?.querySelector('button[aria-label="回滚 资金中心"]')?.disabled === true,
    );

    // the drawer: the history says who did it, from the console, with the note
    await row.getByRole('button', { name: '资金中心 版本与历史' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '资金中心（money）的版本' });
    const latest = drawer.getByRole('row').filter({ hasText: 'e2e: 新版有问题，回到上一版本' });
    await latest.getByText('admin（控制台）').waitFor();
    await latest.getByText('回滚').waitFor();
    assert.ok(await drawer.getByRole('row').filter({ hasText: v.money2 }).getByText('已回滚').first().isVisible());

    // the phone's next load is the rolled-back-to version
    assert.equal((await served()).money.version, v.money1);
    phone = await openMoney();
    assert.deepEqual(await entriesLoaded(phone, 'money'), [v.money1]);
    await phone.context().close();

    const registry = JSON.parse(readFileSync(path.join(releases, 'registry.json'), 'utf8'));
    const last = registry.remotes.money.history.at(-1);
    assert.deepEqual(
      { action: last.action, from: last.from, to: last.to, by: last.by, note: last.note },
      { action: 'rollback', from: v.money2, to: v.money1, by: 'console:admin', note: 'e2e: 新版有问题，回到上一版本' },
    );
    assert.deepEqual(hashFolder(path.join(ROOT, 'host/dist')), hostBefore, 'the host build is byte-identical');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
