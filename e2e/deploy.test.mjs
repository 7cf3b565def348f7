// Independent deploy and rollback of one area, and failure isolation, in a real browser against the real server
// serving a temporary release folder (RELEASES_DIR): `npm run remotes` deploys, rolls back and refuses; the host's
// files never change; a missing or broken area never takes the site down.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { launch } from './browser.mjs';
import { loginToken, openLoggedIn, ROOT, skipWelcomePopup, startProduct } from './harness.mjs';
import { changedRemoteSource, entriesLoaded, hashFolder, remotes, remotesOk, settled } from './releases.mjs';

const BANNER = '资金中心 新版本 E2E';
let product;
let browser;
let releases;
let token;
let changed;
let hostBefore;
let gitBefore;
/** the version ids as deployed: money 1 (the repository's build), money 2 (the changed copy), promotions 1 */
const v = {};

const gitStatus = () => spawnSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).stdout;
const registryText = () => readFileSync(path.join(releases, 'registry.json'), 'utf8');
const served = async () => (await fetch(`${product.url}/remotes.json`)).json();
/** a money page that is not kept mounted (the first such route of the area) */
let moneyPath;

/** Settled, and no area error view visible (a cached page's hidden one does not count). */
const working = async (page) => {
  await settled(page);
  await page.waitForFunction(
    () => ![...document.querySelectorAll('.shell-main .area-error')].some((el) => el.offsetParent !== null),
  );
};

async function openMoney(page) {
  await openLoggedIn(page, product.url, token, moneyPath);
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => e.name.includes('/remotes/money/')),
  );
  await settled(page);
}

before(async () => {
  hostBefore = hashFolder(path.join(ROOT, 'host/dist'));
  gitBefore = gitStatus();
  releases = mkdtempSync(path.join(os.tmpdir(), 'h5-e2e-releases-'));
  // the areas as built by `npm run build`, published as their first versions
  await remotesOk(releases, 'deploy', 'money', '--no-build');
  await remotesOk(releases, 'deploy', 'promotions', '--no-build');
  const reg = JSON.parse(registryText());
  v.money1 = reg.remotes.money.current;
  v.promotions1 = reg.remotes.promotions.current;
  product = await startProduct({ RELEASES_DIR: releases });
  browser = await launch();
  token = await loginToken(product.url, 'demo888', 'demo888');
  moneyPath = (await served()).money.routes.find((r) => !r.cached).path;
});

after(async () => {
  await browser?.close();
  await product?.stop();
  changed?.remove();
  if (releases) rmSync(releases, { recursive: true, force: true });
});

describe('deploying and rolling back one area', () => {
  test('the server serves the published versions: remotes.json from the registry, version folders cached for good', async () => {
    const manifest = await served();
    assert.equal(manifest.money.entry, `/remotes/money/${v.money1}/remoteEntry.js`);
    assert.equal(manifest.promotions.version, v.promotions1);
    assert.equal(
      manifest.games.entry,
      '/remotes/games/remoteEntry.js',
      'a never-deployed area is served from its dist',
    );
    const res = await fetch(`${product.url}${manifest.money.entry}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${product.url}/remotes.json`)).headers.get('cache-control'), 'no-cache');
  });

  test('(a) a changed remote-money, deployed alone, shows on the next load; the host files are byte-identical', async () => {
    const page = await browser.newPage();
    await openMoney(page);
    assert.equal(await page.getByText(BANNER).count(), 0);
    assert.deepEqual(await entriesLoaded(page, 'money'), [v.money1]);

    changed = changedRemoteSource('money', BANNER);
    const res = await remotesOk(releases, 'deploy', 'money', '--source', changed.dir, '--note', 'e2e: banner');
    assert.match(res.out, /building remote-money/);
    v.money2 = JSON.parse(registryText()).remotes.money.current;
    assert.notEqual(v.money2, v.money1);
    const manifest = await served();
    assert.equal(manifest.money.version, v.money2);
    assert.deepEqual(manifest.money.fallback, {
      entry: `/remotes/money/${v.money1}/remoteEntry.js`,
      version: v.money1,
    });

    await page.reload();
    await page.getByText(BANNER).waitFor();
    assert.deepEqual(await entriesLoaded(page, 'money'), [v.money2]);

    // pages the shell has never heard of, with the header and tab bar their route flags ask for
    await page.evaluate(() => (location.hash = '#/e2eBare'));
    await page.getByText('无页头新页 E2E').waitFor();
    assert.equal(await page.locator('header.shell-header').count(), 0, 'no header on the new bare page');
    assert.equal(await page.locator('nav.shell-tabbar').count(), 0, 'no tab bar on the new bare page');
    assert.equal(await page.title(), '无页头新页 - 星耀娱乐');
    await page.evaluate(() => (location.hash = '#/e2eBack'));
    await page.getByText('返回页头新页 E2E').waitFor();
    assert.equal(await page.locator('header.shell-header--back .shell-header__title').innerText(), '新页面 E2E');
    await page.locator('nav.shell-tabbar').waitFor();
    // opened by address (no in-app history), so its back arrow goes home
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForFunction(() => location.hash === '#/');

    // the shell was not rebuilt, redeployed or touched, and neither was the repository
    assert.deepEqual(hashFolder(path.join(ROOT, 'host/dist')), hostBefore);
    assert.equal(gitStatus(), gitBefore);
    await page.context().close();
  });

  test('an area that throws as it renders, or as its page is imported, shows its error with a retry; the shell keeps working', async () => {
    for (const mode of ['render', 'import']) {
      const page = await browser.newPage();
      // the changed build of (a) throws on demand (see e2e/releases.mjs)
      await page.addInitScript((m) => (window.__h5E2eFail = m), mode);
      await openMoney(page);
      const error = page.getByRole('alert').filter({ hasText: '资金中心暂时无法加载' });
      await error.waitFor();
      // the shell and the other areas still work
      await page.locator('nav.shell-tabbar').getByRole('button', { name: '首页' }).click();
      await page.waitForFunction(() => location.hash === '#/');
      await working(page);
      await page.evaluate((p) => (location.hash = `#${p}`), moneyPath);
      await error.waitFor();
      // fixed: the retry shows the page
      await page.evaluate(() => delete window.__h5E2eFail);
      await error.getByRole('button', { name: '重新加载' }).click();
      await page.getByText(BANNER).waitFor();
      assert.equal(await error.count(), 0, mode);
      await page.context().close();
    }
  });

  test('(b) rolling back shows the previous version again; the switch is recorded', async () => {
    const res = await remotesOk(releases, 'rollback', 'money', '--note', 'e2e: back');
    assert.match(res.out, new RegExp(`money: ${v.money2} → ${v.money1} \\(rollback by e2e\\)`));
    const manifest = await served();
    assert.equal(manifest.money.version, v.money1);
    assert.equal(manifest.money.fallback, undefined, 'the version rolled back from is never a fallback');
    const history = JSON.parse(registryText()).remotes.money.history;
    assert.deepEqual(
      history.map((h) => [h.action, h.from, h.to, h.by]),
      [
        ['deploy', null, v.money1, 'e2e'],
        ['deploy', v.money1, v.money2, 'e2e'],
        ['rollback', v.money2, v.money1, 'e2e'],
      ],
    );
    const list = await remotesOk(releases, 'list');
    assert.match(list.out, new RegExp(`current\\s+${v.money1}\\s+rollback`));

    const page = await browser.newPage();
    await openMoney(page);
    assert.equal(await page.getByText(BANNER).count(), 0);
    assert.deepEqual(await entriesLoaded(page, 'money'), [v.money1]);
    assert.deepEqual(hashFolder(path.join(ROOT, 'host/dist')), hostBefore);
    await page.context().close();
  });

  test('(c) promotions unreachable: its tab shows its error, the other tabs work, retry works once it is back', async () => {
    const folder = path.join(releases, 'promotions', v.promotions1);
    renameSync(folder, `${folder}.away`);
    const page = await browser.newPage();
    try {
      await skipWelcomePopup(page);
      await page.goto(`${product.url}/#/`);
      const tabs = page.locator('nav.shell-tabbar');
      await tabs.getByRole('button', { name: '优惠' }).click();
      const error = page.getByRole('alert').filter({ hasText: '优惠活动暂时无法加载' });
      await error.waitFor();
      assert.equal(await error.getByRole('button', { name: '重新加载' }).count(), 1);
      // every other tab still works
      for (const [name, hash] of [
        ['客服', '#/kefu'],
        ['首页', '#/'],
      ]) {
        await tabs.getByRole('button', { name }).click();
        await page.waitForFunction((h) => location.hash === h, hash);
        await working(page);
      }
      assert.equal(await page.locator('header.shell-header').count(), 1, 'the shell is intact');
      // still down: retry shows the error again
      await tabs.getByRole('button', { name: '优惠' }).click();
      await error.getByRole('button', { name: '重新加载' }).click();
      await error.waitFor();
      // back: retry loads it
      renameSync(`${folder}.away`, folder);
      await error.getByRole('button', { name: '重新加载' }).click();
      await error.waitFor({ state: 'detached' });
      await working(page);
      const loaded = await entriesLoaded(page, 'promotions');
      assert.ok(loaded.length > 0 && loaded.every((x) => x === v.promotions1), loaded.join());
    } finally {
      try {
        renameSync(`${folder}.away`, folder);
      } catch {
        /* already back */
      }
      await page.context().close();
    }
  });

  test('(d) when the current version is broken the host falls back to the previous one and reports it', async () => {
    // the changed build goes live again (same bytes: the published folder is reused), then loses its entry
    const res = await remotesOk(releases, 'deploy', 'money', '--source', changed.dir);
    assert.match(res.out, new RegExp(`same build as the published money/${v.money2}`));
    assert.deepEqual((await served()).money.fallback, {
      entry: `/remotes/money/${v.money1}/remoteEntry.js`,
      version: v.money1,
    });
    unlinkSync(path.join(releases, 'money', v.money2, 'remoteEntry.js'));
    const verify = await remotes(releases, 'verify');
    assert.equal(verify.code, 1);
    assert.match(verify.out, new RegExp(`money/${v.money2}: remoteEntry.js missing`));

    const page = await browser.newPage();
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await openMoney(page);
    assert.equal(await page.getByRole('alert').filter({ hasText: '资金中心暂时无法加载' }).count(), 0);
    assert.equal(await page.getByText(BANNER).count(), 0, 'the previous version is on screen');
    const fallbacks = await page.evaluate(() => window.__h5Fallbacks);
    assert.equal(fallbacks.length, 1);
    assert.deepEqual(
      { ...fallbacks[0], reason: undefined, at: undefined },
      { area: 'money', failed: v.money2, version: v.money1, reason: undefined, at: undefined },
    );
    assert.equal(await page.evaluate(() => performance.getEntriesByName('h5:fallback:money').length), 1);
    assert.ok(
      warnings.some((w) =>
        w.includes(`money: version ${v.money2} failed to load, using the previous version ${v.money1}`),
      ),
    );
    // the rest of the site is unaffected
    await page.locator('nav.shell-tabbar').getByRole('button', { name: '首页' }).click();
    await page.waitForFunction(() => location.hash === '#/');
    await working(page);
    await page.context().close();
    // ops roll the broken version back
    await remotesOk(releases, 'rollback', 'money');
    assert.equal((await served()).money.version, v.money1);
  });

  test('(e) a build that needs React 20 is refused with the reason, and the registry is unchanged', async () => {
    const host = JSON.parse(readFileSync(path.join(ROOT, 'host/dist/host-release.json'), 'utf8'));
    const dist = mkdtempSync(path.join(os.tmpdir(), 'h5-e2e-react20-'));
    try {
      cpSync(path.join(ROOT, 'remote-money/dist'), dist, { recursive: true });
      const mf = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
      for (const s of mf.shared)
        if (s.name === 'react' || s.name.startsWith('react/'))
          Object.assign(s, { version: '20.0.0', requiredVersion: '^20.0.0' });
      writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(mf));
      const registryBefore = registryText();
      const remotesBefore = readFileSync(path.join(releases, 'remotes.json'), 'utf8');
      const res = await remotes(releases, 'deploy', 'money', '--no-build', '--dist', dist);
      assert.equal(res.code, 3, res.out + res.err);
      assert.match(res.err, /拒绝部署 remote-money/);
      assert.ok(res.err.includes(`remote-money 需要 react ^20.0.0，而主站提供 ${host.shared.react}`), res.err);
      assert.equal(registryText(), registryBefore);
      assert.equal(readFileSync(path.join(releases, 'remotes.json'), 'utf8'), remotesBefore);
      assert.equal((await served()).money.version, v.money1);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  test('(f) names: an area needing a component the host does not export is refused, and so is a host build lacking one a live area imports', async () => {
    const host = JSON.parse(readFileSync(path.join(ROOT, 'host/dist/host-release.json'), 'utf8'));
    // what the real builds record: every name each area imports, the host exports
    for (const area of ['games', 'money', 'account', 'promotions']) {
      const { imports } = JSON.parse(readFileSync(path.join(ROOT, `remote-${area}/dist/build-info.json`), 'utf8'));
      for (const [entry, names] of Object.entries(imports))
        for (const n of names) assert.ok(host.exports[entry].includes(n), `${area} imports ${n} from ${entry}`);
    }
    let res = await remotes(releases, 'check-host');
    assert.equal(res.code, 0, res.out + res.err);

    const tmp = mkdtempSync(path.join(os.tmpdir(), 'h5-e2e-names-'));
    try {
      // an area build that needs a component the host does not export
      const dist = path.join(tmp, 'money');
      cpSync(path.join(ROOT, 'remote-money/dist'), dist, { recursive: true });
      const info = JSON.parse(readFileSync(path.join(dist, 'build-info.json'), 'utf8'));
      info.imports['@h5/shared/antd'].push('Stepper');
      writeFileSync(path.join(dist, 'build-info.json'), JSON.stringify(info));
      const registryBefore = registryText();
      res = await remotes(releases, 'deploy', 'money', '--no-build', '--dist', dist);
      assert.equal(res.code, 3, res.out + res.err);
      assert.ok(res.err.includes('remote-money 需要 @h5/shared/antd 导出的 Stepper，而主站没有导出'), res.err);
      assert.equal(registryText(), registryBefore);

      // a host build (a newer one, or an older one to roll back to) without Tabs, which money and promotions import
      const older = path.join(tmp, 'host-release.json');
      const exports = {
        ...host.exports,
        '@h5/shared/antd': host.exports['@h5/shared/antd'].filter((n) => n !== 'Tabs'),
      };
      writeFileSync(older, JSON.stringify({ ...host, exports }));
      res = await remotes(releases, 'check-host', '--host-release', older);
      assert.equal(res.code, 3, res.out + res.err);
      assert.match(res.err, /拒绝让主站构建 .*host-release\.json 上线/);
      for (const line of [
        `remote-money（当前版本 ${v.money1}） 需要 @h5/shared/antd 导出的 Tabs，而主站没有导出`,
        `remote-promotions（当前版本 ${v.promotions1}） 需要 @h5/shared/antd 导出的 Tabs，而主站没有导出`,
      ])
        assert.ok(res.err.includes(line), res.err);
      assert.equal((await served()).money.version, v.money1);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  test('the host files are byte-identical after every deploy and rollback', () => {
    assert.deepEqual(hashFolder(path.join(ROOT, 'host/dist')), hostBefore);
  });
});
