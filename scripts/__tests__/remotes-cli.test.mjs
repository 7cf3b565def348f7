// `npm run remotes` end to end on a temporary release folder, with small hand-made builds (no bundler run).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../remotes.mjs');
let tmp;
let releases;
let hostRelease;

function write(file, content) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

/**
 * A remote build as rspack writes it (enough of it for the tool). `imports`: the names it takes from the @h5/shared
 * singleton entries, as build-info.json records them; without it, a build from before names were recorded.
 */
function fakeBuild(name, { text = 'v1', react = '19.3.1', runtime = '2.9.2', imports } = {}) {
  const dist = path.join(tmp, `${name}-${text}-${react}`);
  rmSync(dist, { recursive: true, force: true });
  write(path.join(dist, 'remoteEntry.js'), `var ${name} = ${JSON.stringify(text)};`);
  write(path.join(dist, `page.${text.padEnd(8, '0').slice(0, 8)}.js`), `console.log(${JSON.stringify(text)})`);
  write(path.join(dist, 'routes.json'), [{ path: `/${name}`, auth: false, cached: false, title: text }]);
  write(path.join(dist, 'build-info.json'), {
    name,
    bundled: { 'antd-mobile': '5.43.0' },
    runtime: { package: '@module-federation/runtime', version: runtime, external: true },
    ...(imports ? { imports } : {}),
  });
  write(path.join(dist, 'mf-manifest.json'), {
    name,
    metaData: { pluginVersion: runtime, buildInfo: { buildName: `@h5/remote-${name}`, buildVersion: '1.0.0' } },
    shared: [
      { name: 'react', version: react, requiredVersion: `^${react}`, singleton: true },
      { name: '@h5/shared', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
    ],
  });
  return dist;
}

/** The tool on a release folder, checking against a host-release.json (by default the ones of the first suite). */
function cliOn({ releasesDir = releases, host = hostRelease }, ...args) {
  const res = spawnSync(
    process.execPath,
    [CLI, ...args, '--releases', releasesDir, '--host-release', host, '--by', 'tester'],
    { encoding: 'utf8' },
  );
  return { code: res.status, out: res.stdout, err: res.stderr };
}
const cli = (...args) => cliOn({}, ...args);

const registry = () => JSON.parse(readFileSync(path.join(releases, 'registry.json'), 'utf8'));
const remotesJson = () => JSON.parse(readFileSync(path.join(releases, 'remotes.json'), 'utf8'));

before(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'h5-remotes-cli-'));
  releases = path.join(tmp, 'releases');
  hostRelease = path.join(tmp, 'host-release.json');
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
});
after(() => rmSync(tmp, { recursive: true, force: true }));

describe('npm run remotes', () => {
  let v1;
  let v2;

  test('deploy --no-build publishes an immutable version folder, switches and writes remotes.json', () => {
    const res = cli('deploy', 'money', '--no-build', '--dist', fakeBuild('money', { text: 'v1' }));
    assert.equal(res.code, 0, res.err);
    assert.match(res.out, /✓ money: \(dist\) → \d{8}-\d{6}-[0-9a-f]{8} \(deploy by tester\)/);
    v1 = registry().remotes.money.current;
    const folder = path.join(releases, 'money', v1);
    assert.deepEqual(readdirSync(folder).sort(), [
      'build-info.json',
      'mf-manifest.json',
      'page.v1000000.js',
      'release.json',
      'remoteEntry.js',
      'routes.json',
    ]);
    const release = JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8'));
    assert.equal(release.version, v1);
    assert.equal(release.remote, 'money');
    assert.equal(release.publishedBy, 'tester');
    assert.deepEqual(release.shared.react, { version: '19.3.1', requiredVersion: '^19.3.1', singleton: true });
    assert.deepEqual(release.runtime, { package: '@module-federation/runtime', version: '2.9.2', external: true });
    assert.ok(v1.endsWith(release.contentHash.slice(0, 8)));
    assert.ok(release.builtAt && release.publishedAt && 'commit' in release);
    assert.equal(Object.keys(release.files).length, 5);
    assert.deepEqual(remotesJson(), {
      money: {
        entry: `/remotes/money/${v1}/remoteEntry.js`,
        version: v1,
        routes: [{ path: '/money', auth: false, cached: false, title: 'v1' }],
      },
    });
    assert.equal(existsSync(path.join(releases, '.staging')), false);
  });

  test('the same build again is not published twice', () => {
    const res = cli('deploy', 'money', '--no-build', '--dist', fakeBuild('money', { text: 'v1' }));
    assert.equal(res.code, 0, res.err);
    assert.match(res.out, /same build as the published money\//);
    assert.equal(readdirSync(path.join(releases, 'money')).length, 1);
    assert.equal(registry().remotes.money.history.length, 1);
  });

  test('a second deploy keeps the first as the fallback', () => {
    const res = cli(
      'deploy',
      'remote-money',
      '--no-build',
      '--dist',
      fakeBuild('money', { text: 'v2' }),
      '--note',
      '新存款页',
    );
    assert.equal(res.code, 0, res.err);
    v2 = registry().remotes.money.current;
    assert.notEqual(v2, v1);
    assert.ok(v2 > v1 || v2.slice(0, 15) === v1.slice(0, 15), 'sortable by time');
    assert.deepEqual(remotesJson().money.fallback, { entry: `/remotes/money/${v1}/remoteEntry.js`, version: v1 });
    const last = registry().remotes.money.history.at(-1);
    assert.deepEqual(
      { ...last, at: undefined },
      { at: undefined, by: 'tester', action: 'deploy', from: v1, to: v2, note: '新存款页' },
    );
  });

  test('list shows the current and previous versions with when and by whom', () => {
    const res = cli('list');
    assert.equal(res.code, 0, res.err);
    assert.match(res.out, new RegExp(`current\\s+${v2}\\s+deploy \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\dZ by tester`));
    assert.match(res.out, new RegExp(`previous\\s+${v1}`));
    assert.match(res.out, /games: not deployed \(the server serves remote-games\/dist\)/);
    const rows = JSON.parse(cli('list', '--json').out);
    assert.deepEqual(
      rows.find((r) => r.remote === 'money'),
      {
        ...rows.find((r) => r.remote === 'money'),
        current: v2,
        previous: v1,
        by: 'tester',
        action: 'deploy',
        published: 2,
        pinned: null,
      },
    );
  });

  test('a build that needs React 20 is refused with the reason, exit 3, and nothing changes', () => {
    const before = readFileSync(path.join(releases, 'registry.json'), 'utf8');
    const beforeJson = readFileSync(path.join(releases, 'remotes.json'), 'utf8');
    const res = cli('deploy', 'money', '--no-build', '--dist', fakeBuild('money', { text: 'v3', react: '20.0.0' }));
    assert.equal(res.code, 3);
    assert.match(res.err, /拒绝部署 remote-money：与主站提供的共享依赖不兼容/);
    assert.match(res.err, /remote-money 需要 react \^20\.0\.0，而主站提供 19\.3\.1/);
    assert.equal(readFileSync(path.join(releases, 'registry.json'), 'utf8'), before);
    assert.equal(readFileSync(path.join(releases, 'remotes.json'), 'utf8'), beforeJson);
    assert.equal(readdirSync(path.join(releases, 'money')).length, 2);
  });

  test('another federation runtime is refused too', () => {
    const res = cli('deploy', 'money', '--no-build', '--dist', fakeBuild('money', { text: 'v4', runtime: '2.10.1' }));
    assert.equal(res.code, 3);
    assert.match(res.err, /联邦运行时 @module-federation\/runtime 2\.10\.x，而主站提供 2\.9\.2/);
  });

  test('a build of another remote, or no build at all, is refused before anything is published', () => {
    let res = cli('deploy', 'money', '--no-build', '--dist', fakeBuild('games'));
    assert.equal(res.code, 1);
    assert.match(res.err, /this is the build of "games", not "money"/);
    res = cli('deploy', 'money', '--no-build', '--dist', path.join(tmp, 'nothing'));
    assert.equal(res.code, 1);
    assert.match(res.err, /no build there/);
    res = cli('deploy', 'nosuch', '--no-build');
    assert.equal(res.code, 2);
    assert.match(res.err, /unknown remote "nosuch"/);
  });

  test('rollback returns to the previous version, marks the bad one, and rollback again has nowhere to go', () => {
    let res = cli('rollback', 'money', '--note', '存款页白屏');
    assert.equal(res.code, 0, res.err);
    assert.match(res.out, new RegExp(`money: ${v2} → ${v1} \\(rollback by tester\\)`));
    assert.equal(remotesJson().money.version, v1);
    assert.equal(remotesJson().money.fallback, undefined, 'the version rolled back from is never a fallback');
    assert.equal(registry().remotes.money.bad[v2].note, '存款页白屏');
    res = cli('rollback', 'money');
    assert.equal(res.code, 3);
    assert.match(res.err, /no previous good version/);
  });

  test('promote moves to a published version; history lists every switch', () => {
    let res = cli('promote', 'money', v2);
    assert.equal(res.code, 0, res.err);
    assert.equal(remotesJson().money.version, v2);
    res = cli('history', 'money');
    assert.equal(res.code, 0);
    const lines = res.out.split('\n').filter((l) => / (deploy|rollback|promote|pin|unpin) /.test(l));
    assert.equal(lines.length, 4);
    assert.match(lines[2], new RegExp(`rollback\\s+${v2}\\s+→ ${v1}\\s+by tester\\s+“存款页白屏”`));
    assert.match(res.out, new RegExp(`${v2}  \\(current\\)`));
    assert.match(res.out, new RegExp(`${v1}  \\(fallback\\)`));
    res = cli('promote', 'money', '20990101-000000-00000000');
    assert.equal(res.code, 3);
    assert.match(res.err, /is not published/);
  });

  test('pin holds a version until unpin; --force moves past it', () => {
    let res = cli('pin', 'money', v1, '--note', '活动期间冻结');
    assert.equal(res.code, 0, res.err);
    res = cli('deploy', 'money', '--no-build', '--dist', fakeBuild('money', { text: 'v5' }));
    assert.equal(res.code, 3);
    assert.match(res.err, /已被 tester 固定在/);
    assert.equal(remotesJson().money.version, v1);
    res = cli('rollback', 'money', '--to', v2);
    assert.equal(res.code, 3);
    res = cli('unpin', 'money');
    assert.equal(res.code, 0, res.err);
    res = cli('rollback', 'money', '--to', v2);
    assert.equal(res.code, 0, res.err);
    assert.equal(remotesJson().money.version, v2);
  });

  test('verify: every folder intact and remotes.json matching; a changed or missing file is reported', () => {
    let res = cli('verify');
    assert.equal(res.code, 0, res.out + res.err);
    assert.match(res.out, /✓ \d+ version folders intact/);
    // the v5 build was published before the pin refused the switch
    const entry = path.join(releases, 'money', v1, 'remoteEntry.js');
    chmodSync(entry, 0o644);
    writeFileSync(entry, 'tampered');
    unlinkSync(path.join(releases, 'money', v2, 'routes.json'));
    res = cli('verify');
    assert.equal(res.code, 1);
    assert.match(res.out, new RegExp(`money/${v1}: remoteEntry.js changed`));
    assert.match(res.out, new RegExp(`money/${v2}: routes.json missing`));
    // a broken version is never a rollback target
    res = cli('rollback', 'money', '--to', v1);
    assert.equal(res.code, 3);
    assert.match(res.err, /is not intact/);
  });

  test('--base-url points every entry at a CDN', () => {
    const res = cli('sync', '--base-url', 'https://cdn.example.com/remotes/');
    assert.equal(res.code, 0, res.err);
    assert.equal(
      remotesJson().money.entry,
      `https://cdn.example.com/remotes/money/${registry().remotes.money.current}/remoteEntry.js`,
    );
  });

  test('without the host build there is nothing to check against: refused', () => {
    const res = spawnSync(
      process.execPath,
      [
        CLI,
        'deploy',
        'games',
        '--no-build',
        '--dist',
        fakeBuild('games'),
        '--releases',
        releases,
        '--host-release',
        path.join(tmp, 'none.json'),
      ],
      {
        encoding: 'utf8',
      },
    );
    assert.equal(res.status, 3);
    assert.match(res.stderr, /主站构建信息 .*none\.json 不存在/);
  });

  test('usage errors exit 2', () => {
    assert.equal(cli().code, 2);
    assert.equal(cli('frobnicate').code, 2);
    assert.equal(cli('deploy', 'money', '--bogus').code, 2);
  });
});

describe('npm run remotes: the names an area imports and the host exports', () => {
  // the host's @h5/shared/antd as the list is trimmed (the 8 components in use), and the same host before the trim
  const SHARED_NAMES = ['Link', 'post', 'toast', 'useNavigate', 'useQuery', 'useSession'];
  const TRIMMED = ['DatePicker', 'InfiniteScroll', 'Mask', 'Picker', 'Popup', 'Swiper', 'Switch', 'Tabs'];
  const hostFile = (label, antd, shared = SHARED_NAMES) => {
    const file = path.join(tmp, `host-release-${label}.json`);
    write(file, {
      ...JSON.parse(readFileSync(hostRelease, 'utf8')),
      exports: { '@h5/shared': shared, '@h5/shared/antd': antd },
    });
    return file;
  };
  const imports = (...antd) => ({ '@h5/shared': ['Link', 'post', 'useQuery'], '@h5/shared/antd': antd });
  let dir;
  let trimmed;
  let untrimmed;
  const on = (host, ...args) => cliOn({ releasesDir: dir, host }, ...args);
  const registryHere = () => JSON.parse(readFileSync(path.join(dir, 'registry.json'), 'utf8'));
  const AREAS = ['games', 'money', 'account', 'promotions'];

  before(() => {
    dir = path.join(tmp, 'releases-names');
    trimmed = hostFile('trimmed', TRIMMED);
    untrimmed = hostFile('untrimmed', [...TRIMMED, 'Empty', 'Image']);
  });

  test('deploy records the names in release.json; an area importing what the host exports goes live', () => {
    for (const name of AREAS) {
      const res = on(
        trimmed,
        'deploy',
        name,
        '--no-build',
        '--dist',
        fakeBuild(name, { text: 'n1', imports: imports('Tabs') }),
      );
      assert.equal(res.code, 0, res.err);
    }
    const v = registryHere().remotes.money.current;
    const release = JSON.parse(readFileSync(path.join(dir, 'money', v, 'release.json'), 'utf8'));
    assert.deepEqual(release.imports, imports('Tabs'));
  });

  test('deploying an area that needs a component the live host does not export is refused, and nothing changes', () => {
    const before = readFileSync(path.join(dir, 'registry.json'), 'utf8');
    const dist = fakeBuild('money', { text: 'n2', imports: imports('Tabs', 'Empty', 'Image') });
    const res = on(trimmed, 'deploy', 'money', '--no-build', '--dist', dist);
    assert.equal(res.code, 3, res.out + res.err);
    assert.match(res.err, /拒绝部署 remote-money：与主站提供的共享依赖不兼容/);
    assert.match(res.err, /remote-money 需要 @h5\/shared\/antd 导出的 Empty、Image，而主站没有导出/);
    assert.equal(readFileSync(path.join(dir, 'registry.json'), 'utf8'), before);
    assert.equal(readdirSync(path.join(dir, 'money')).length, 1);
  });

  test('check-host: a host build exporting every name the live areas import may go live', () => {
    const res = on(trimmed, 'check-host');
    assert.equal(res.code, 0, res.out + res.err);
    assert.match(res.out, /✓ .*host-release-trimmed\.json provides what every live area needs \(account \d{8}-/);
  });

  test('with the untrimmed host live, that area deploys; rolling it back (or the host back) is then checked by name', () => {
    let res = on(
      untrimmed,
      'deploy',
      'money',
      '--no-build',
      '--dist',
      fakeBuild('money', { text: 'n2', imports: imports('Tabs', 'Empty', 'Image') }),
    );
    assert.equal(res.code, 0, res.err);
    const n2 = registryHere().remotes.money.current;
    // the host going (back) to the trimmed build would leave money's current version without Empty and Image
    res = on(trimmed, 'check-host');
    assert.equal(res.code, 3, res.out + res.err);
    assert.match(res.err, /拒绝让主站构建 .*host-release-trimmed\.json 上线：线上的区域需要它没有提供的共享依赖/);
    assert.ok(
      res.err.includes(`remote-money（当前版本 ${n2}） 需要 @h5/shared/antd 导出的 Empty、Image，而主站没有导出`),
      res.err,
    );
    assert.doesNotMatch(res.err, /remote-(games|account|promotions)/);
    // money back to its first version (Tabs only): the trimmed host is fine again, the version rolled back from is no fallback
    res = on(untrimmed, 'rollback', 'money');
    assert.equal(res.code, 0, res.err);
    res = on(trimmed, 'check-host');
    assert.equal(res.code, 0, res.out + res.err);
    // promoting n2 again against the trimmed host is refused by the area's own check
    res = on(trimmed, 'promote', 'money', n2);
    assert.equal(res.code, 3);
    assert.match(res.err, /拒绝切换 remote-money[\s\S]*Empty、Image/);
  });

  test('rolling an area back to a version that needs a name the live host no longer exports is refused', () => {
    const n1 = registryHere().remotes.money.current;
    let res = on(
      trimmed,
      'deploy',
      'money',
      '--no-build',
      '--dist',
      fakeBuild('money', { text: 'n3', imports: imports('Tabs', 'Popup') }),
    );
    assert.equal(res.code, 0, res.err);
    // a host without Tabs: money's fallback (n1, Tabs) would not work on it; the current one (Popup, Tabs) neither
    const noTabs = hostFile('no-tabs', without(TRIMMED, 'Tabs'));
    res = on(noTabs, 'rollback', 'money');
    assert.equal(res.code, 3);
    assert.match(
      res.err,
      /拒绝回滚 remote-money[\s\S]*remote-money 需要 @h5\/shared\/antd 导出的 Tabs，而主站没有导出/,
    );
    assert.notEqual(registryHere().remotes.money.current, n1, 'not switched');
  });

  test('check-host: a fallback that needs what the host lacks is reported, not refused (the current versions decide)', () => {
    // money: current n3 (Popup, Tabs), fallback n1 (Tabs). A host without Popup refuses for the current version …
    const noPopup = hostFile('no-popup', without(TRIMMED, 'Popup'));
    let res = on(noPopup, 'check-host');
    assert.equal(res.code, 3);
    assert.match(res.err, /remote-money（当前版本 \d{8}-\d{6}-[0-9a-f]{8}） 需要 @h5\/shared\/antd 导出的 Popup/);
    // … and once money's fallback is the one needing Popup, only a warning
    res = on(
      trimmed,
      'deploy',
      'money',
      '--no-build',
      '--dist',
      fakeBuild('money', { text: 'n4', imports: imports('Tabs') }),
    );
    assert.equal(res.code, 0, res.err);
    res = on(noPopup, 'check-host');
    assert.equal(res.code, 0, res.out + res.err);
    assert.match(
      res.out,
      /! remote-money（回退版本 \d{8}-\d{6}-[0-9a-f]{8}） 需要 @h5\/shared\/antd 导出的 Popup，而主站没有导出（回退版本只在当前版本加载失败时用到；回滚到它会被拒绝）/,
    );
  });

  test('a build from before names were recorded: needs every name the entries had then; a host without records exports the old 46', () => {
    // an area build without `imports` against the trimmed host: refused, the components it might use listed
    let res = on(trimmed, 'deploy', 'games', '--no-build', '--dist', fakeBuild('games', { text: 'old' }));
    assert.equal(res.code, 3);
    assert.match(
      res.err,
      /remote-games 是记录名称之前的构建（不知道它用到 @h5\/shared\/antd 的哪些名称，按当时的全部导出计），需要 ActionSheet、/,
    );
    assert.match(res.err, /用当前代码重新构建后部署/);
    // the live host's host-release.json from before names were recorded (the suite's first one): checked against the 46
    res = on(
      hostRelease,
      'deploy',
      'games',
      '--no-build',
      '--dist',
      fakeBuild('games', { text: 'n5', imports: imports('Tabs', 'Stepper') }),
    );
    assert.equal(res.code, 3);
    assert.match(res.err, /remote-games 需要 @h5\/shared\/antd 导出的 Stepper，而主站没有导出/);
    res = on(
      hostRelease,
      'deploy',
      'games',
      '--no-build',
      '--dist',
      fakeBuild('games', { text: 'n5', imports: imports('Tabs', 'Empty') }),
    );
    assert.equal(res.code, 0, res.err);
    // and the trimmed host may not go live while that version is
    res = on(trimmed, 'check-host');
    assert.equal(res.code, 3);
    assert.match(res.err, /remote-games（当前版本 [^）]+） 需要 @h5\/shared\/antd 导出的 Empty/);
  });
});

const without = (list, ...names) => list.filter((n) => !names.includes(n));
