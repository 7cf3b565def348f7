#!/usr/bin/env node
// `npm run remotes -- <command>`: deploy and roll back one area (remote) at a time. See README.md,
// "Deploying and rolling back an area". Layout and registry: scripts/lib/releases.mjs, scripts/lib/registry.mjs.
//
//   list                                   current and previous version of every area, when and by whom
//   deploy <remote> [--no-build] [--dist <dir>] [--source <dir>] [--no-switch] [--note <text>]
//                                          build → check compatibility with the host → publish → switch
//   rollback <remote> [--to <version>]     back to the previous good version (or the one given)
//   promote <remote> <version>             switch to a published version (e.g. one deployed with --no-switch)
//   pin <remote> <version> / unpin <remote>   switch and hold there: deploy/promote/rollback refuse until unpinned
//   history <remote>                       every switch and every published version
//   verify                                 every version folder exists and is intact; remotes.json matches
//   sync                                   rewrite remotes.json from the registry
//   check-host [--host-release <file>]     before a host build goes live (deploy or rollback of the shell): does
//                                          it provide what every live area needs? refused (exit 3) if not
// Options: --releases <dir> (else RELEASES_DIR, else <repo>/releases), --host-release <file> (what the host
// provides; default host/dist/host-release.json), --base-url <url> (where version folders are served; stored),
// --by <name> (else $USER), --force (move past a pin), --json (list, history).
// Exit codes: 0 done, 1 failed, 2 usage, 3 refused (incompatible build, pinned, broken target).
import { spawn } from 'node:child_process';
import { existsSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkCompatibility } from './lib/compat.mjs';
import {
  hostReleaseFile,
  knownRemotes,
  listAreas,
  moveArea,
  readHostReleaseFile,
  refuseIfIncompatible,
  resolveRemote,
  UnknownAreaError,
  unpinArea,
} from './lib/operations.mjs';
import { AREAS } from './lib/areas.mjs';
import { knownVersions, previousGood, RefusedError, recordPublish, switchTo, versionId } from './lib/registry.mjs';
import {
  describeRelease,
  entryExists,
  findByContent,
  hashTree,
  needsOf,
  needsOfBuild,
  publishFolder,
  publishedOnDisk,
  readBuild,
  readJson,
  readRegistry,
  readRelease,
  releasesDir,
  ROOT,
  routesOf,
  saveRegistry,
  verifyVersion,
  whoAmI,
  withLock,
  writeRemotesJson,
} from './lib/releases.mjs';
import { deriveRemotesJson } from './lib/registry.mjs';

const USAGE = `usage: npm run remotes -- <command> [options]
  list                                     current and previous versions of every area
  deploy <remote> [--no-build] [--dist <dir>] [--source <dir>] [--no-switch] [--note <text>]
  rollback <remote> [--to <version>] [--note <text>]
  promote <remote> <version>
  pin <remote> <version> [--note <text>]   |  unpin <remote>
  history <remote>
  verify
  sync
  check-host [--host-release <file>]       before a host build goes live: refused if a live area needs what it lacks
options: --releases <dir>  --host-release <file>  --base-url <url>  --by <name>  --force  --json`;

class UsageError extends Error {}

function parseArgs(argv) {
  const flags = { build: true, switch: true };
  const positional = [];
  const takesValue = new Set(['dist', 'source', 'to', 'note', 'by', 'releases', 'host-release', 'base-url']);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const [key, inline] = a.slice(2).split(/=(.*)/s, 2);
    if (key === 'no-build') flags.build = false;
    else if (key === 'no-switch') flags.switch = false;
    else if (key === 'force' || key === 'json' || key === 'help') flags[key] = true;
    else if (takesValue.has(key)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${key} needs a value`);
      flags[key] = value;
    } else throw new UsageError(`unknown option --${key}`);
  }
  return { command: positional[0], args: positional.slice(1), flags };
}

/** The areas this repository builds (remote-<name>/ folders), plus any the registry knows. */
function remoteName(arg, registry) {
  try {
    return resolveRemote(arg, registry);
  } catch (err) {
    if (err instanceof UnknownAreaError) throw new UsageError(err.message);
    throw err;
  }
}

const fmtTime = (iso) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}Z` : '');

function readHostRelease(flags) {
  const file = hostReleaseFile(flags['host-release']);
  return readHostReleaseFile(file, shown(file));
}

function rspackBuild(sourceDir, outDir) {
  const bin = path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js');
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [bin, 'build', '--mode', 'production'], {
      cwd: sourceDir,
      env: { ...process.env, NODE_ENV: 'production', H5_OUT_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) =>
      code === 0
        ? resolve((Date.now() - started) / 1000)
        : reject(new Error(`build of ${sourceDir} failed (exit ${code})\n${out}`)),
    );
  });
}

/** a path as typed from here when it is below the working folder, else absolute */
const shown = (p) => (path.relative(process.cwd(), p).startsWith('..') ? p : path.relative(process.cwd(), p));

function say(line) {
  process.stdout.write(`${line}\n`);
}

function switched(name, from, to, action, by) {
  say(`✓ ${name}: ${from ?? '(dist)'} → ${to} (${action} by ${by})`);
}

// ---------------------------------------------------------------------------------------------------------------

async function deploy(dir, name, flags, by) {
  const host = readHostRelease(flags);
  let dist;
  let built = null;
  let sourceDir = flags.source ? path.resolve(flags.source) : path.join(ROOT, `remote-${name}`);
  if (flags.build) {
    if (flags.dist) throw new UsageError('--dist publishes an existing build: use it with --no-build');
    if (!existsSync(path.join(sourceDir, 'rspack.config.js')))
      throw new UsageError(`${sourceDir}: no rspack.config.js to build`);
    built = path.join(dir, '.staging', `build-${name}-${process.pid}`);
    rmSync(built, { recursive: true, force: true });
    say(`building remote-${name} from ${path.relative(ROOT, sourceDir) || '.'} …`);
    const seconds = await rspackBuild(sourceDir, built);
    say(`built in ${seconds.toFixed(1)} s`);
    dist = built;
  } else {
    dist = flags.dist ? path.resolve(flags.dist) : path.join(ROOT, `remote-${name}`, 'dist');
    if (flags.dist) sourceDir = dist;
  }
  try {
    const build = readBuild(dist, name);
    const { files, contentHash } = hashTree(dist);
    const at = new Date().toISOString();
    const version = versionId(at, contentHash);
    const release = describeRelease({ name, dist, version, contentHash, files, build, by, at, sourceDir });
    refuseIfIncompatible(name, release, host, '部署');

    return await withLock(dir, () => {
      let registry = readRegistry(dir);
      let v = findByContent(dir, name, contentHash);
      if (v) say(`same build as the published ${name}/${v}: not publishing it again`);
      else {
        publishFolder(dir, name, version, dist, release, { move: !!built });
        v = version;
        say(`published ${shown(path.join(dir, name, v))}`);
      }
      registry = recordPublish(registry, name, v, { at, by });
      if (!flags.switch) {
        saveRegistry(dir, registry);
        say(`not switched (--no-switch): go live with  npm run remotes -- promote ${name} ${v}`);
        return;
      }
      const res = switchTo(registry, name, v, { action: 'deploy', at, by, note: flags.note, force: flags.force });
      saveRegistry(dir, res.registry);
      if (res.changed) switched(name, res.from, v, 'deploy', by);
      else say(`${name} is already on ${v}`);
    });
  } finally {
    if (built) rmSync(built, { recursive: true, force: true });
    try {
      rmdirSync(path.join(dir, '.staging'));
    } catch {
      /* not empty (another deploy) or not there */
    }
  }
}

function moveTo(dir, name, target, action, flags, by) {
  const host = readHostRelease(flags);
  const res = moveArea(dir, name, target, action, { host, by, note: flags.note, force: flags.force });
  if (!res.changed) say(`${name} is already on ${res.to}`);
  else switched(name, res.from, res.to, action, by);
}

function list(dir, flags) {
  const rows = listAreas(dir);
  if (flags.json) return say(JSON.stringify(rows, null, 2));
  say(`releases: ${dir}`);
  for (const row of rows) {
    if (!row.current) {
      say(
        `\n${row.remote}: not deployed (the server serves remote-${row.remote}/dist)${row.published ? `, ${row.published} published` : ''}`,
      );
      continue;
    }
    say(
      `\n${row.remote}${row.pinned ? `  [pinned by ${row.pinned.by}${row.pinned.note ? `: ${row.pinned.note}` : ''}]` : ''}`,
    );
    say(`  current   ${row.current}  ${row.action} ${fmtTime(row.since)} by ${row.by}`);
    say(
      `  previous  ${row.previous ? `${row.previous}  live ${fmtTime(row.previousSince)} by ${row.previousBy} (the host's fallback)` : '(none)'}`,
    );
    say(`  published ${row.published} version${row.published === 1 ? '' : 's'}`);
  }
}

function history(dir, name, flags) {
  const registry = readRegistry(dir);
  const r = registry.remotes[name];
  if (flags.json) return say(JSON.stringify(r ?? null, null, 2));
  if (!r) return say(`${name}: never deployed`);
  say(`${name} — switches, oldest first`);
  for (const h of r.history)
    say(
      `  ${fmtTime(h.at)}  ${h.action.padEnd(8)} ${(h.from ?? '(dist)').padEnd(24)} → ${h.to.padEnd(24)} by ${h.by}${h.note ? `  “${h.note}”` : ''}`,
    );
  const fallback = previousGood(registry, name, entryExists(dir));
  say(`${name} — published versions`);
  for (const v of publishedOnDisk(dir, name)) {
    const marks = [
      v === r.current && 'current',
      v === fallback && 'fallback',
      r.pinned?.version === v && 'pinned',
      r.bad[v] && `rolled back ${fmtTime(r.bad[v].at)} by ${r.bad[v].by}`,
    ].filter(Boolean);
    say(`  ${v}${marks.length ? `  (${marks.join(', ')})` : ''}`);
  }
}

function verify(dir) {
  const registry = readRegistry(dir);
  const problems = [];
  let checked = 0;
  for (const name of Object.keys(registry.remotes).sort()) {
    const r = registry.remotes[name];
    const versions = new Set([...knownVersions(registry, name), ...publishedOnDisk(dir, name)]);
    for (const v of versions) {
      checked++;
      problems.push(...verifyVersion(dir, name, v));
    }
    if (r.current && !versions.has(r.current)) problems.push(`${name}: current ${r.current} is not published`);
  }
  const expected = deriveRemotesJson(registry, { routesOf: routesOf(dir), exists: entryExists(dir) });
  const onDisk = readJson(path.join(dir, 'remotes.json'), null);
  if (Object.keys(registry.remotes).length && JSON.stringify(onDisk) !== JSON.stringify(expected))
    problems.push('remotes.json does not match the registry (run: npm run remotes -- sync)');
  if (problems.length) {
    for (const p of problems) say(`✗ ${p}`);
    say(
      `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${checked} version folder${checked === 1 ? '' : 's'}`,
    );
    return 1;
  }
  say(`✓ ${checked} version folder${checked === 1 ? '' : 's'} intact, remotes.json matches the registry (${dir})`);
  return 0;
}

/**
 * The area builds a host going live would serve: for every area, its current version and its fallback (the
 * previous good version, loaded when the current one fails) from the registry; for an area never deployed, its
 * remote-<area>/dist (the server serves it), when built.
 */
function liveAreaBuilds(dir, registry) {
  const live = [];
  for (const name of knownRemotes(registry)) {
    const r = registry.remotes[name];
    if (r?.current) {
      live.push({ name, kind: 'current', at: r.current, release: readRelease(dir, name, r.current) });
      const fb = previousGood(registry, name, entryExists(dir));
      if (fb) live.push({ name, kind: 'fallback', at: fb, release: readRelease(dir, name, fb) });
      continue;
    }
    const dist = path.join(ROOT, AREAS.find((a) => a.name === name)?.dir ?? `remote-${name}`, 'dist');
    if (existsSync(path.join(dist, 'mf-manifest.json')))
      live.push({ name, kind: 'dist', at: path.relative(ROOT, dist), release: needsOfBuild(readBuild(dist, name)) });
  }
  return live;
}

const LIVE_KIND = { current: '当前版本', fallback: '回退版本', dist: '未部署，服务器提供' };

/**
 * check-host: before a host build goes live (a deploy of the shell, or a rollback to an older build), the same
 * check as an area's deploy, from the other side: every live area against this host build. A current version (or
 * a never-deployed area's dist) that needs something the host lacks refuses; a fallback that does only warns: it is
 * loaded only when the current version fails to load, and then its pages that use a missing name show the area's
 * error view, as every page of the area would with no fallback (and `rollback` to it is refused by the area's own
 * check). Refusing there would also block the first trimmed host for as long as any fallback predates the records.
 */
function checkHost(dir, flags) {
  const file = hostReleaseFile(flags['host-release']);
  const host = readHostRelease(flags);
  const live = liveAreaBuilds(dir, readRegistry(dir));
  const refusals = [];
  const warnings = [];
  for (const { name, kind, at, release } of live) {
    const problems = checkCompatibility(needsOf(release, name, `remote-${name}（${LIVE_KIND[kind]} ${at}）`), host);
    (kind === 'fallback' ? warnings : refusals).push(...problems);
  }
  for (const w of warnings) say(`! ${w}（回退版本只在当前版本加载失败时用到；回滚到它会被拒绝）`);
  if (refusals.length)
    throw new RefusedError(
      `拒绝让主站构建 ${shown(file)} 上线：线上的区域需要它没有提供的共享依赖\n${refusals.map((p) => `  - ${p}`).join('\n')}`,
    );
  const checked = live.map((l) => `${l.name} ${l.kind === 'dist' ? l.at : `${l.at} (${l.kind})`}`).join(', ');
  say(`✓ ${shown(file)} provides what every live area needs (${checked || 'no area is live'})`);
}

// ---------------------------------------------------------------------------------------------------------------

async function main(argv) {
  const { command, args, flags } = parseArgs(argv);
  if (!command || flags.help || command === 'help') {
    say(USAGE);
    return command || flags.help ? 0 : 2;
  }
  const dir = path.resolve(flags.releases ?? releasesDir());
  const by = flags.by ?? whoAmI();
  if (flags['base-url'])
    await withLock(dir, () => {
      const registry = readRegistry(dir);
      registry.baseUrl = flags['base-url'];
      saveRegistry(dir, registry);
    });
  const registry = readRegistry(dir);
  switch (command) {
    case 'list':
      list(dir, flags);
      return 0;
    case 'deploy':
      await deploy(dir, remoteName(args[0], registry), flags, by);
      return 0;
    case 'rollback':
      moveTo(dir, remoteName(args[0], registry), flags.to ?? null, 'rollback', flags, by);
      return 0;
    case 'promote':
    case 'pin': {
      const name = remoteName(args[0], registry);
      if (!args[1])
        throw new UsageError(`${command} ${name} <version>: which version? (npm run remotes -- history ${name})`);
      moveTo(dir, name, args[1], command, flags, by);
      return 0;
    }
    case 'unpin': {
      const name = remoteName(args[0], registry);
      const res = unpinArea(dir, name, { by, note: flags.note });
      say(res.changed ? `✓ ${name} unpinned` : `${name} was not pinned`);
      return 0;
    }
    case 'history':
      history(dir, remoteName(args[0], registry), flags);
      return 0;
    case 'verify':
      return verify(dir);
    case 'check-host':
      checkHost(dir, flags);
      return 0;
    case 'sync':
      await withLock(dir, () => writeRemotesJson(dir, readRegistry(dir)));
      say(`✓ ${path.join(dir, 'remotes.json')} rewritten from the registry`);
      return 0;
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof UsageError) {
      process.stderr.write(`${err.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    if (err instanceof RefusedError) {
      process.stderr.write(`✗ ${err.message}\n`);
      process.exit(3);
    }
    process.stderr.write(`✗ ${err.message}\n`);
    process.exit(1);
  },
);
