// Every page of the back-office console, opened by the super admin at desktop size, has no WCAG 2.1 AA violation
// that axe-core finds (the page as first shown: its table, form or panel loaded).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { axeViolations } from './axe.mjs';
import { consolePage, signIn } from './console-support.mjs';
import { productForFile } from './harness.mjs';

const ctx = productForFile();

/** The console's pages (backoffice/src/pages.tsx) and what shows that each has loaded. */
const PAGES = [
  ['/', '今日概况'],
  ['/deposits', '待审充值'],
  ['/withdrawals', '待审取款'],
  ['/adjustments', '调账审批'],
  ['/players', '玩家'],
  ['/agent-applications', '代理申请'],
  ['/support', '客服工作台'],
  ['/banners', '轮播图'],
  ['/notices', '公告'],
  ['/articles', '帮助中心文章'],
  ['/promotions', '活动'],
  ['/promotion-types', '活动类型'],
  ['/applications', '活动申请'],
  ['/redpacket-rules', '红包规则'],
  ['/vip-levels', 'VIP 等级'],
  ['/games', '游戏'],
  ['/venues', '场馆'],
  ['/transfers', '转账对账'],
  ['/payments', '支付通道'],
  ['/site', '站点设置'],
  ['/releases', '版本发布'],
  ['/staff', '管理员'],
  ['/audit', '操作日志'],
  ['/jobs', '定时任务与对账'],
  ['/security', '账号安全'],
];

describe('back-office console: accessibility', () => {
  // in three parts, so that no one test nears the runner's per-test limit on a slow machine
  for (const [part, from, to] of [
    ['概况 to 客服工作台', 0, 7],
    ['内容与活动', 7, 15],
    ['游戏与支付 to 账号安全', 15, PAGES.length],
  ])
    test(`the sign-in page and the pages ${part}: no WCAG 2.1 AA violation`, async () => {
      const { page } = await consolePage(ctx);
      await page.goto(`${ctx.product.adminUrl}/login`);
      await page.getByLabel('用户名').waitFor();
      const found = { '/login': await axeViolations(page) };
      await signIn(ctx, page, 'admin', 'admin888');
      await page.getByRole('heading', { name: '今日概况' }).waitFor();
      for (const [path] of PAGES.slice(from, to)) {
        await page.goto(`${ctx.product.adminUrl}${path}`);
        await page.locator('.ant-layout-content').waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300); // antd's fade-in
        found[path] = await axeViolations(page);
      }
      const failing = Object.fromEntries(Object.entries(found).filter(([, v]) => v.length));
      assert.deepEqual(failing, {});
      await page.context().close();
    });

  test('the add dialogs and drawers, a date range picker and a select open: no WCAG 2.1 AA violation', async () => {
    const { page } = await consolePage(ctx);
    await signIn(ctx, page, 'admin', 'admin888');
    await page.getByRole('heading', { name: '今日概况' }).waitFor();
    const found = {};
    const check = async (what) => {
      await page.waitForTimeout(400); // the opening animation
      const v = await axeViolations(page);
      if (v.length) found[what] = v;
    };
    // every page with a 新增 button: its dialog or drawer, empty
    for (const path of [
      '/staff',
      '/banners',
      '/notices',
      '/articles',
      '/promotions',
      '/promotion-types',
      '/redpacket-rules',
      '/games',
    ]) {
      await page.goto(`${ctx.product.adminUrl}${path}`);
      await page.locator('.ant-layout-content').waitFor();
      await page.waitForLoadState('networkidle');
      await page
        .getByRole('button', { name: /^(\S+\s)?新\s?增/ })
        .first()
        .click();
      await page
        .locator('[role=dialog]:visible')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch((e) => assert.fail(`${path}: no dialog after 新增 (${e.message.split('\n')[0]})`));
      await check(`${path} 新增`);
    }
    // a date range picker open (操作日志's days) and a select open (待审充值's way)
    await page.goto(`${ctx.product.adminUrl}/audit`);
    await page.locator('.ant-picker-range').first().click();
    await page.locator('.ant-picker-dropdown').first().waitFor();
    await check('/audit RangePicker');
    await page.keyboard.press('Escape');
    await page.goto(`${ctx.product.adminUrl}/deposits`);
    await page.locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown').first().waitFor();
    await check('/deposits Select');
    assert.deepEqual(found, {});
    await page.context().close();
  });
});
