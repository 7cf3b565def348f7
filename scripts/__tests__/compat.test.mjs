// The deploy check: is a remote's build compatible with what the host provides?
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  checkCompatibility,
  missingNames,
  NAMES_BEFORE_RECORDS,
  parseVersion,
  satisfies,
  sharedFromManifest,
} from '../lib/compat.mjs';

const HOST = {
  shared: {
    react: '19.3.1',
    'react/jsx-runtime': '19.3.1',
    'react-dom': '19.3.1',
    'react-dom/client': '19.3.1',
    '@h5/shared': '1.2.0',
    '@h5/shared/antd': '1.2.0',
  },
  bundled: { 'react-router-dom': '7.18.5', 'antd-mobile': '5.43.0', zustand: '5.1.0', axios: '1.21.1' },
  runtime: { package: '@module-federation/runtime', version: '2.9.2', providesExternal: true },
};

const s = (version, requiredVersion = `^${version}`) => ({ version, requiredVersion, singleton: true });

function remote(over = {}) {
  return {
    label: 'remote-money',
    shared: {
      react: s('19.3.1'),
      'react/jsx-runtime': s('19.3.1'),
      '@h5/shared': s('1.0.0'),
      '@h5/shared/antd': s('1.0.0'),
      ...over.shared,
    },
    bundled: { ...HOST.bundled, ...over.bundled },
    runtime: { version: '2.9.2', external: true, ...over.runtime },
  };
}

describe('semver ranges', () => {
  test('parses versions', () => {
    assert.deepEqual(parseVersion('19.3.1'), { major: 19, minor: 3, patch: 1, pre: '' });
    assert.deepEqual(parseVersion('v2.0.0-rc.1'), { major: 2, minor: 0, patch: 0, pre: 'rc.1' });
    assert.equal(parseVersion('latest'), undefined);
  });

  for (const [version, range, ok] of [
    ['19.3.1', '^19.3.1', true],
    ['19.9.0', '^19.3.1', true],
    ['19.3.0', '^19.3.1', false],
    ['20.0.0', '^19.3.1', false],
    ['19.3.1', '^20.0.0', false],
    ['0.3.5', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.5.0', '>=1.2.0 <2.0.0', true],
    ['2.0.0', '>=1.2.0 <2.0.0', false],
    ['18.2.0', '^17.0.0 || ^18.0.0', true],
    ['19.3.1', '19.x', true],
    ['19.3.1', '19.2.x', false],
    ['19.3.1', '*', true],
    ['19.3.1', '19.3.1', true],
    ['19.3.2', '19.3.1', false],
    ['20.0.0-rc.1', '^20.0.0', false],
  ])
    test(`${version} ${ok ? 'satisfies' : 'does not satisfy'} ${range}`, () =>
      assert.equal(satisfies(version, range), ok));
});

describe('compatibility with the host', () => {
  test('a remote built against what the host provides is compatible', () => {
    assert.deepEqual(checkCompatibility(remote(), HOST), []);
  });

  test('a remote that needs React 20 is refused, and the message says what it needs and what the host has', () => {
    const problems = checkCompatibility(remote({ shared: { react: s('20.0.0') } }), HOST);
    assert.deepEqual(problems, ['remote-money 需要 react ^20.0.0，而主站提供 19.3.1']);
  });

  test('React of another minor is refused even when its range would accept the host', () => {
    const problems = checkCompatibility(remote({ shared: { react: s('19.2.0', '>=19.0.0') } }), HOST);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /remote-money 基于 react 19\.2\.0 构建（需要相同的 19\.2\.x），而主站提供 19\.3\.1/);
  });

  test('react-dom is checked like react', () => {
    const problems = checkCompatibility(remote({ shared: { 'react-dom': s('19.4.0') } }), HOST);
    assert.deepEqual(problems, ['remote-money 需要 react-dom ^19.4.0，而主站提供 19.3.1']);
  });

  test('@h5/shared: the host must be at least as new (same major); a newer host is fine', () => {
    assert.deepEqual(checkCompatibility(remote({ shared: { '@h5/shared': s('1.1.0') } }), HOST), []);
    assert.deepEqual(checkCompatibility(remote({ shared: { '@h5/shared': s('1.3.0') } }), HOST), [
      'remote-money 需要 @h5/shared ^1.3.0，而主站提供 1.2.0',
    ]);
    assert.deepEqual(checkCompatibility(remote({ shared: { '@h5/shared/antd': s('2.0.0') } }), HOST), [
      'remote-money 需要 @h5/shared/antd ^2.0.0，而主站提供 1.2.0',
    ]);
    const loose = checkCompatibility(remote({ shared: { '@h5/shared': s('0.9.0', '*') } }), HOST);
    assert.match(loose[0], /需要相同的主版本 0\.x/);
  });

  test('a singleton the host does not provide is refused', () => {
    assert.deepEqual(checkCompatibility(remote({ shared: { dayjs: s('1.11.0') } }), HOST), [
      'remote-money 需要共享模块 dayjs ^1.11.0，而主站没有提供',
    ]);
  });

  test('router, antd-mobile, zustand and axios (inside @h5/shared) must keep their major', () => {
    assert.deepEqual(checkCompatibility(remote({ bundled: { 'antd-mobile': '5.40.0', zustand: '5.0.0' } }), HOST), []);
    const problems = checkCompatibility(remote({ bundled: { 'react-router-dom': '8.0.0', axios: '2.1.0' } }), HOST);
    assert.equal(problems.length, 2);
    assert.match(problems[0], /react-router-dom 8\.0\.0/);
    assert.match(problems[1], /axios 2\.1\.0/);
  });

  test('the federation runtime: the host must provide one of the same major.minor', () => {
    assert.deepEqual(checkCompatibility(remote({ runtime: { version: '2.9.7' } }), HOST), []);
    assert.deepEqual(checkCompatibility(remote({ runtime: { version: '2.10.0' } }), HOST), [
      'remote-money 需要联邦运行时 @module-federation/runtime 2.10.x，而主站提供 2.9.2',
    ]);
    const noExternal = checkCompatibility(remote(), {
      ...HOST,
      runtime: { version: '2.9.2', providesExternal: false },
    });
    assert.match(noExternal[0], /externalRuntime/);
    // a remote carrying its own runtime does not depend on the host's
    assert.deepEqual(checkCompatibility(remote({ runtime: { version: '3.0.0', external: false } }), HOST), []);
  });

  test('every problem is reported, not just the first', () => {
    const problems = checkCompatibility(
      remote({ shared: { react: s('20.0.0'), 'react/jsx-runtime': s('20.0.0') }, runtime: { version: '3.0.0' } }),
      HOST,
    );
    assert.equal(problems.length, 3);
  });

  test('reads the shared versions an mf-manifest.json records', () => {
    const shared = sharedFromManifest({
      shared: [
        {
          id: 'money:react',
          name: 'react',
          version: '19.3.1',
          singleton: true,
          requiredVersion: '^19.3.1',
          assets: {},
        },
        { id: 'money:@h5/shared', name: '@h5/shared', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
      ],
    });
    assert.deepEqual(shared, {
      react: { version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      '@h5/shared': { version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
    });
    assert.deepEqual(sharedFromManifest({}), {});
  });
});

// The names as real builds record them (host/dist/host-release.json `exports`, remote-money/dist/build-info.json
// `imports`, 2026-11-26), the host's list trimmed to the components in use.
const MONEY_IMPORTS = {
  '@h5/shared': [
    'Link',
    'NETWORK_ERROR',
    'PageHeader',
    'confirmDialog',
    'get',
    'goBack',
    'invalidateQueries',
    'isNetworkError',
    'post',
    'setQueryAnswer',
    'toast',
    'useMutation',
    'useNavigate',
    'useQuery',
    'useSearchParams',
    'useSession',
  ],
  '@h5/shared/antd': ['InfiniteScroll', 'Picker', 'Popup', 'Switch', 'Tabs'],
};
const TRIMMED_ANTD = ['DatePicker', 'InfiniteScroll', 'Mask', 'Picker', 'Popup', 'Swiper', 'Switch', 'Tabs'];
const NAMED_HOST = {
  ...HOST,
  exports: { '@h5/shared': NAMES_BEFORE_RECORDS['@h5/shared'], '@h5/shared/antd': TRIMMED_ANTD },
};
const withImports = (imports) => ({ ...remote(), imports });
const without = (list, ...names) => list.filter((n) => !names.includes(n));

describe('names: what the area imports from @h5/shared and @h5/shared/antd, against what the host exports', () => {
  test('an area whose every import the host exports is compatible', () => {
    assert.deepEqual(checkCompatibility(withImports(MONEY_IMPORTS), NAMED_HOST), []);
    assert.deepEqual(checkCompatibility(withImports({ '@h5/shared': [], '@h5/shared/antd': [] }), NAMED_HOST), []);
  });

  test('deploying an area that needs a component the live host does not export is refused, naming them', () => {
    const imports = { ...MONEY_IMPORTS, '@h5/shared/antd': [...MONEY_IMPORTS['@h5/shared/antd'], 'Empty', 'Stepper'] };
    assert.deepEqual(checkCompatibility(withImports(imports), NAMED_HOST), [
      'remote-money 需要 @h5/shared/antd 导出的 Empty、Stepper，而主站没有导出',
    ]);
  });

  test('the same version of @h5/shared is no excuse: a name missing from either entry is refused', () => {
    const imports = { '@h5/shared': ['useQuery', 'useInfiniteQuery'], '@h5/shared/antd': ['Tabs', 'Empty'] };
    assert.deepEqual(checkCompatibility(withImports(imports), NAMED_HOST), [
      'remote-money 需要 @h5/shared 导出的 useInfiniteQuery，而主站没有导出',
      'remote-money 需要 @h5/shared/antd 导出的 Empty，而主站没有导出',
    ]);
  });

  test('a host build that dropped a name a live area imports is refused for that area (the host side of the check)', () => {
    const older = {
      ...NAMED_HOST,
      exports: {
        '@h5/shared': without(NAMES_BEFORE_RECORDS['@h5/shared'], 'setQueryAnswer'),
        '@h5/shared/antd': without(TRIMMED_ANTD, 'Switch'),
      },
    };
    assert.deepEqual(
      checkCompatibility({ ...withImports(MONEY_IMPORTS), label: 'remote-money（当前版本 v1）' }, older),
      [
        'remote-money（当前版本 v1） 需要 @h5/shared 导出的 setQueryAnswer，而主站没有导出',
        'remote-money（当前版本 v1） 需要 @h5/shared/antd 导出的 Switch，而主站没有导出',
      ],
    );
    // a host that exports nothing of an entry (an entry key missing from its record)
    assert.deepEqual(missingNames(withImports({ '@h5/shared/antd': ['Tabs'] }), { exports: { '@h5/shared': [] } }), [
      'remote-money 需要 @h5/shared/antd 导出的 Tabs，而主站没有导出',
    ]);
  });

  test('an area built before names were recorded is taken to import every name the entries had then', () => {
    const legacy = remote();
    assert.equal(legacy.imports, undefined);
    // against a host exporting all of them: compatible
    const full = { ...HOST, exports: NAMES_BEFORE_RECORDS };
    assert.deepEqual(checkCompatibility(legacy, full), []);
    // against the trimmed host: refused, with every component it might use that the host lacks
    const problems = checkCompatibility(legacy, NAMED_HOST);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^remote-money 是记录名称之前的构建（不知道它用到 @h5\/shared\/antd 的哪些名称/);
    assert.match(problems[0], /需要 ActionSheet、Badge、Button、.*Toast，而主站没有导出；用当前代码重新构建后部署$/);
    assert.ok(!/Tabs|Popup/.test(problems[0]), 'the components the host exports are not listed');
    assert.equal(NAMES_BEFORE_RECORDS['@h5/shared/antd'].length, 46);
  });

  test('a host built before names were recorded exports the 46 components; its @h5/shared names are not compared', () => {
    assert.equal(HOST.exports, undefined);
    assert.deepEqual(checkCompatibility(withImports(MONEY_IMPORTS), HOST), []);
    // a component added to the list since is refused against such a host …
    assert.deepEqual(checkCompatibility(withImports({ '@h5/shared/antd': ['Tabs', 'Stepper'] }), HOST), [
      'remote-money 需要 @h5/shared/antd 导出的 Stepper，而主站没有导出',
    ]);
    // … a new @h5/shared name is left to its version (unknown names: only the version rule, as before)
    assert.deepEqual(checkCompatibility(withImports({ '@h5/shared': ['somethingNew'] }), HOST), []);
  });
});
