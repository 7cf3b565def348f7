// Is a remote's build compatible with the host that will load it? Pure functions (unit-tested in
// scripts/__tests__/compat.test.mjs): the remote's release facts in, a list of Chinese refusals out. The same
// question is asked both ways: before an area goes live (deploy, promote, pin, rollback: this area against the live
// host) and before a host goes live (check-host: every live area against this host build).
//
// What "compatible" means for this build (see rspack.shared.js and README.md, "The deploy check"):
// - the MF shared singletons (react, react/jsx-runtime, react-dom, react-dom/client) come from the HOST at run
//   time: the host's version must satisfy the remote's requiredVersion and have the same major.minor it was built
//   with (React's internals are only stable within a minor);
// - `@h5/shared` and `@h5/shared/antd` come from the host too: the host must satisfy the remote's requiredVersion
//   (same major, at least the version the remote was built against), and export every name the remote imports
//   from them (the host records its names in host-release.json `exports`, the remote its imports in
//   build-info.json `imports`; a name may leave these entries once no live area imports it);
// - react-router-dom, antd-mobile, zustand and axios live inside `@h5/shared` (one copy, the host's); a remote
//   built against another major of them is refused too;
// - production remotes run on the host's federation runtime (`externalRuntime`): the host must provide one and
//   its @module-federation/runtime must have the same major.minor.
import { readFileSync } from 'node:fs';

/** Parses `1.2.3`, `v1.2.3`, `1.2.3-beta.1` (and `1.2`/`1`) into numbers; undefined when it is not a version. */
export function parseVersion(v) {
  const m = /^\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?\s*$/.exec(String(v ?? ''));
  if (!m) return undefined;
  return { major: +m[1], minor: +(m[2] ?? 0), patch: +(m[3] ?? 0), pre: m[4] ?? '' };
}

function cmp(a, b) {
  for (const k of ['major', 'minor', 'patch']) if (a[k] !== b[k]) return a[k] < b[k] ? -1 : 1;
  if (a.pre === b.pre) return 0;
  if (!a.pre) return 1; // 1.0.0 > 1.0.0-beta
  if (!b.pre) return -1;
  return a.pre < b.pre ? -1 : 1;
}

/** One comparator (`^1.2.3`, `~1.2`, `>=1.0.0`, `1.x`, `*`, `1.2.3`) → predicate. */
function comparator(c) {
  c = c.trim();
  if (c === '' || c === '*' || c === 'x' || c === 'latest') return () => true;
  const op = /^(\^|~|>=|<=|>|<|=)?\s*(.*)$/.exec(c);
  const [, o = '', rest] = op;
  // x-ranges: 1.x, 1.2.x, 1, 1.2
  const parts = rest.replace(/^v/, '').split('-')[0].split('.');
  const wild = (p) => p === undefined || p === 'x' || p === 'X' || p === '*';
  if (!o && (parts.length < 3 || parts.some(wild))) {
    const [M, m] = parts;
    if (wild(M)) return () => true;
    return (v) => v.major === +M && (wild(m) || v.minor === +m);
  }
  const base = parseVersion(rest.replace(/\.[xX*]/g, '.0'));
  if (!base) return () => false;
  switch (o) {
    case '^': {
      const upper =
        base.major > 0
          ? { major: base.major + 1, minor: 0, patch: 0, pre: '' }
          : base.minor > 0
            ? { major: 0, minor: base.minor + 1, patch: 0, pre: '' }
            : { major: 0, minor: 0, patch: base.patch + 1, pre: '' };
      return (v) => cmp(v, base) >= 0 && cmp(v, upper) < 0;
    }
    case '~': {
      const upper = { major: base.major, minor: base.minor + 1, patch: 0, pre: '' };
      return (v) => cmp(v, base) >= 0 && cmp(v, upper) < 0;
    }
    case '>=':
      return (v) => cmp(v, base) >= 0;
    case '>':
      return (v) => cmp(v, base) > 0;
    case '<=':
      return (v) => cmp(v, base) <= 0;
    case '<':
      return (v) => cmp(v, base) < 0;
    default:
      return (v) => cmp(v, base) === 0;
  }
}

/** npm-style range check for the ranges Module Federation manifests carry (`^`, `~`, comparisons, x-ranges, `||`). */
export function satisfies(version, range) {
  const v = parseVersion(version);
  if (!v) return false;
  if (range === undefined || range === null || range === false) return true;
  return String(range)
    .split('||')
    .some((alt) => {
      const set = alt
        .trim()
        .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
        .split(/\s+/);
      return set.every((c) => comparator(c)(v));
    });
}

const sameMinor = (a, b) => {
  const x = parseVersion(a);
  const y = parseVersion(b);
  return !!x && !!y && x.major === y.major && x.minor === y.minor;
};
const sameMajor = (a, b) => {
  const x = parseVersion(a);
  const y = parseVersion(b);
  return !!x && !!y && x.major === y.major;
};
const majorOf = (v) => parseVersion(v)?.major ?? v;
const minorOf = (v) => {
  const p = parseVersion(v);
  return p ? `${p.major}.${p.minor}` : v;
};

/** React and its entry points: same major.minor and the remote's range. */
const REACT_KEYS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
/**
 * The shared package's singleton entries: same major and the remote's range (the host's shared must be at least as
 * new), and every name the remote imports from them exported by the host.
 */
export const SHARED_KEYS = ['@h5/shared', '@h5/shared/antd'];
/**
 * What a build from before names were recorded is taken to export or import (scripts/lib/names-before-records.json,
 * frozen): a host without `exports` exports exactly the 46 antd-mobile components every such build had (its
 * `@h5/shared` names are unknown: not compared); an area without `imports` is taken to import every name both
 * entries had then (which ones it uses is unknown).
 */
export const NAMES_BEFORE_RECORDS = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(new URL('./names-before-records.json', import.meta.url), 'utf8'))).filter(
    ([k]) => SHARED_KEYS.includes(k),
  ),
);
/** Libraries bundled once inside @h5/shared (the host's copy): same major. */
export const BUNDLED_IN_SHARED = ['react-router-dom', 'antd-mobile', 'zustand', 'axios'];
export const RUNTIME_PACKAGE = '@module-federation/runtime';

/**
 * The MF shared entries of a remote build, from its mf-manifest.json:
 * `{ react: { version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }, ... }`.
 */
export function sharedFromManifest(mfManifest) {
  const out = {};
  for (const s of Array.isArray(mfManifest?.shared) ? mfManifest.shared : []) {
    if (!s || typeof s.name !== 'string') continue;
    out[s.name] = {
      version: String(s.version ?? ''),
      requiredVersion: s.requiredVersion ?? undefined,
      singleton: !!s.singleton,
    };
  }
  return out;
}

/**
 * @param {object} remote   what the remote's build needs: { label: 'remote-money', shared: sharedFromManifest(...),
 *                          runtime: { version: '2.9.2', external: true }, bundled: { 'antd-mobile': '5.43.0', ... },
 *                          imports: { '@h5/shared/antd': ['Popup', ...], ... } (null: built before names were recorded) }
 * @param {object} host     what the host build provides (host/dist/host-release.json): { shared: { react: '19.3.1', ... },
 *                          runtime: { version: '2.9.2', providesExternal: true }, bundled: { ... },
 *                          exports: { '@h5/shared/antd': ['DatePicker', ...], ... } (absent: built before names were recorded) }
 * @returns {string[]}      one Chinese sentence per incompatibility; empty when the remote may be deployed
 */
export function checkCompatibility(remote, host) {
  const problems = [];
  const who = remote.label;
  const provided = host?.shared ?? {};
  for (const [name, need] of Object.entries(remote.shared ?? {})) {
    const have = provided[name];
    const range = need.requiredVersion;
    const wants = range || need.version || '*';
    if (!have) {
      problems.push(`${who} 需要共享模块 ${name} ${wants}，而主站没有提供`);
      continue;
    }
    if (range && !satisfies(have, range)) {
      problems.push(`${who} 需要 ${name} ${range}，而主站提供 ${have}`);
      continue;
    }
    if (REACT_KEYS.includes(name) && need.version && !sameMinor(need.version, have)) {
      problems.push(
        `${who} 基于 ${name} ${need.version} 构建（需要相同的 ${minorOf(need.version)}.x），而主站提供 ${have}`,
      );
    } else if (SHARED_KEYS.includes(name) && need.version && !sameMajor(need.version, have)) {
      problems.push(
        `${who} 基于 ${name} ${need.version} 构建（需要相同的主版本 ${majorOf(need.version)}.x），而主站提供 ${have}`,
      );
    }
  }
  for (const lib of BUNDLED_IN_SHARED) {
    const need = remote.bundled?.[lib];
    const have = host?.bundled?.[lib];
    if (need && have && !sameMajor(need, have))
      problems.push(`${who} 基于 ${lib} ${need} 构建，而主站的 @h5/shared 内置 ${lib} ${have}（主版本不同）`);
  }
  problems.push(...missingNames(remote, host));
  const rt = remote.runtime ?? {};
  if (rt.external) {
    const have = host?.runtime?.version;
    if (!host?.runtime?.providesExternal)
      problems.push(`${who} 使用主站的联邦运行时（externalRuntime），而主站构建没有提供（provideExternalRuntime）`);
    else if (rt.version && have && !sameMinor(rt.version, have))
      problems.push(`${who} 需要联邦运行时 ${RUNTIME_PACKAGE} ${minorOf(rt.version)}.x，而主站提供 ${have}`);
    else if (rt.version && !have)
      problems.push(`${who} 需要联邦运行时 ${RUNTIME_PACKAGE} ${rt.version}，而主站没有记录它提供的版本`);
  }
  return problems;
}

const listed = (names) => names.join('、');

/**
 * The names the remote imports from `@h5/shared` and `@h5/shared/antd` that the host does not export (one sentence
 * per entry). A name missing there would be `undefined` in the area at run time: the host's copy is the one it runs
 * on, whatever the version says.
 */
export function missingNames(remote, host) {
  const problems = [];
  const who = remote.label;
  const recorded = !!remote.imports;
  const needs = remote.imports ?? NAMES_BEFORE_RECORDS;
  const exported = host?.exports ?? { '@h5/shared/antd': NAMES_BEFORE_RECORDS['@h5/shared/antd'] };
  for (const entry of SHARED_KEYS) {
    // a host without records: its @h5/shared names are unknown
    if (!host?.exports && !exported[entry]) continue;
    const has = new Set(exported[entry] ?? []);
    const missing = (needs[entry] ?? []).filter((n) => !has.has(n));
    if (!missing.length) continue;
    problems.push(
      recorded
        ? `${who} 需要 ${entry} 导出的 ${listed(missing)}，而主站没有导出`
        : `${who} 是记录名称之前的构建（不知道它用到 ${entry} 的哪些名称，按当时的全部导出计），需要 ${listed(missing)}，而主站没有导出；用当前代码重新构建后部署`,
    );
  }
  return problems;
}
