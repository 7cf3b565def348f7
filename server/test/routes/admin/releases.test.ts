import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REPO_ROOT } from '#app/config/env';
import { createAdminSession } from '#test/helpers/admin';
import { adminGet, adminPost } from '#test/helpers/cashier';
import { createTestApp, json, type TestApp } from '#test/helpers/test-app';

const tmp = mkdtempSync(path.join(tmpdir(), 'h5-releases-route-'));
const releases = path.join(tmp, 'releases');
const hostRelease = path.join(tmp, 'host-release.json');

function write(file: string, content: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

/** A remote build as rspack writes it (enough of it for the release tool), as scripts/__tests__ makes them. */
function fakeBuild(name: string, text: string) {
  const dist = path.join(tmp, `${name}-${text}`);
  write(path.join(dist, 'remoteEntry.js'), `var ${name} = ${JSON.stringify(text)};`);
  write(path.join(dist, `page.${text.padEnd(8, '0').slice(0, 8)}.js`), `console.log(${JSON.stringify(text)})`);
  write(path.join(dist, 'routes.json'), [{ path: `/${name}`, auth: false, cached: false, title: text }]);
  write(path.join(dist, 'build-info.json'), {
    name,
    bundled: { 'antd-mobile': '5.43.0' },
    runtime: { package: '@module-federation/runtime', version: '2.9.2', external: true },
  });
  write(path.join(dist, 'mf-manifest.json'), {
    name,
    metaData: { pluginVersion: '2.9.2', buildInfo: { buildName: `@h5/remote-${name}`, buildVersion: '1.0.0' } },
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      { name: '@h5/shared', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
    ],
  });
  return dist;
}

/** `npm run remotes -- …` on the temporary release folder (the command line the route shares its code with). */
function remotes(...args: string[]) {
  const res = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'scripts/remotes.mjs'),
      ...args,
      '--releases',
      releases,
      '--host-release',
      hostRelease,
      '--by',
      'ops',
    ],
    { encoding: 'utf8' },
  );
  assert.equal(res.status, 0, res.stderr);
  return res.stdout;
}
const registry = () => JSON.parse(readFileSync(path.join(releases, 'registry.json'), 'utf8'));

describe('back office: the Releases page (the same operations as npm run remotes)', () => {
  let t: TestApp;
  let ops: string;
  let v1: string;
  let v2: string;
  before(async () => {
    write(hostRelease, {
      name: 'host',
      shared: {
        react: '19.3.1',
        'react/jsx-runtime': '19.3.1',
        'react-dom': '19.3.1',
        'react-dom/client': '19.3.1',
        '@h5/shared': '1.0.0',
        '@h5/shared/antd': '1.0.0',
      },
      bundled: { 'antd-mobile': '5.43.0' },
      runtime: { package: '@module-federation/runtime', version: '2.9.2', providesExternal: true },
    });
    remotes('deploy', 'money', '--no-build', '--dist', fakeBuild('money', 'v1'));
    v1 = registry().remotes.money.current;
    remotes('deploy', 'money', '--no-build', '--dist', fakeBuild('money', 'v2'));
    v2 = registry().remotes.money.current;
    t = await createTestApp({ releases: { dir: releases, hostRelease } });
    ops = await createAdminSession(t.handle.db, 'super', 'ops_super');
  });
  after(async () => {
    await t.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  test('lists every area with its live and previous version; only a super admin', async () => {
    const list = json(await adminGet(t.app, '/admin/api/releases', ops)).data.areas;
    const money = list.find((a: { remote: string }) => a.remote === 'money');
    assert.equal(money.current, v2);
    assert.equal(money.previous, v1);
    assert.equal(money.by, 'ops');
    assert.ok(list.some((a: { remote: string; current: null }) => a.remote === 'games' && a.current === null));
    const finance = await createAdminSession(t.handle.db, 'finance');
    assert.equal((await adminGet(t.app, '/admin/api/releases', finance)).statusCode, 403);
    assert.equal((await adminGet(t.app, '/admin/api/releases/nowhere', ops)).statusCode, 404);
  });

  test('rollback from the page switches the registry and remotes.json like the CLI; a pin holds; audited', async () => {
    const back = json(await adminPost(t.app, '/admin/api/releases/money/rollback', ops, { note: '支付页报错' }));
    assert.equal(back.code, 200, JSON.stringify(back));
    assert.deepEqual(back.data, { changed: true, from: v2, to: v1 });
    assert.equal(registry().remotes.money.current, v1);
    const manifest = JSON.parse(readFileSync(path.join(releases, 'remotes.json'), 'utf8'));
    assert.match(JSON.stringify(manifest), new RegExp(v1));
    const history = json(await adminGet(t.app, '/admin/api/releases/money', ops)).data;
    const last = history.history.at(-1);
    assert.equal(last.action, 'rollback');
    assert.equal(last.by, 'console:ops_super');
    assert.equal(last.note, '支付页报错');
    // the CLI sees the same
    assert.match(remotes('list'), new RegExp(`current\\s+${v1}\\s+rollback .* by console:ops_super`));

    assert.equal(
      json(await adminPost(t.app, '/admin/api/releases/money/pin', ops, { version: v1, note: '观察' })).code,
      200,
    );
    const refused = await adminPost(t.app, '/admin/api/releases/money/promote', ops, { version: v2 });
    assert.equal(refused.statusCode, 409);
    assert.match(json(refused).message, /已被 console:ops_super 固定在 .*（观察）/);
    assert.equal(registry().remotes.money.current, v1);
    assert.equal(json(await adminPost(t.app, '/admin/api/releases/money/unpin', ops, {})).message, 'money 已解除固定');
    const promoted = json(await adminPost(t.app, '/admin/api/releases/money/promote', ops, { version: v2 }));
    assert.deepEqual(promoted.data, { changed: true, from: v1, to: v2 });
    const missing = await adminPost(t.app, '/admin/api/releases/money/promote', ops, {
      version: '20990101-000000-deadbeef',
    });
    assert.equal(missing.statusCode, 409);
  });
});
