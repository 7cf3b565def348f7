// The release folder on disk: immutable version folders, the registry, the derived remotes.json.
//
// <releases>/                       RELEASES_DIR, default <repo>/releases (gitignored)
//   registry.json                   current version and history of every remote (scripts/lib/registry.mjs)
//   remotes.json                    derived from the registry; the only mutable file the host reads
//   <remote>/<version>/             one immutable published build: remoteEntry.js, hashed chunks,
//                                   mf-manifest.json, routes.json, build-info.json, release.json
//   .staging/                       builds in progress (never served)
//   .lock                           held while a command changes anything
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUNTIME_PACKAGE, sharedFromManifest } from './compat.mjs';
import { deriveRemotesJson, emptyRegistry, knownVersions, normalizeRegistry, VERSION_RE } from './registry.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function releasesDir(env = process.env) {
  return path.resolve(env.RELEASES_DIR || path.join(ROOT, 'releases'));
}

export function whoAmI(env = process.env) {
  if (env.USER) return env.USER;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

export function readJson(file, fallback = undefined) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    if (fallback !== undefined && err.code === 'ENOENT') return fallback;
    throw new Error(`${file}: ${err.code === 'ENOENT' ? 'missing' : err.message}`, { cause: err });
  }
}

/** temp file + rename: a reader sees the old file or the new one, never half of one. */
export function writeJsonAtomic(file, data) {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(tmp, `${JSON.stringify(data, null, 2)}\n`);
  renameSync(tmp, file);
}

export function readRegistry(dir) {
  return normalizeRegistry(readJson(path.join(dir, 'registry.json'), emptyRegistry()));
}

/** One command at a time per releases folder (a stale lock of a dead process is taken over). */
export function withLock(dir, fn) {
  mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, '.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST' || attempt > 0)
        throw new Error(`${lock}: another remotes command is running (pid ${readFileSync(lock, 'utf8') || '?'})`, {
          cause: err,
        });
      const pid = Number(readFileSync(lock, 'utf8'));
      let alive = false;
      try {
        process.kill(pid, 0);
        alive = pid > 0;
      } catch {
        /* dead */
      }
      if (alive) throw new Error(`${lock}: another remotes command is running (pid ${pid})`, { cause: err });
      unlinkSync(lock);
    }
  }
  const release = () => rmSync(lock, { force: true });
  try {
    const out = fn();
    if (out && typeof out.then === 'function') return out.finally(release);
    release();
    return out;
  } catch (err) {
    release();
    throw err;
  }
}

function walk(dir, base = dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, base, out);
    else if (entry.isFile()) out.push(path.relative(base, p).split(path.sep).join('/'));
  }
  return out;
}

const sha256 = (buf) => createHash('sha256').update(buf).digest('hex');

/** sha256 of every file, and one content hash of the whole build (names and contents). */
export function hashTree(dir, { exclude = [] } = {}) {
  const files = {};
  const all = createHash('sha256');
  for (const rel of walk(dir)) {
    if (exclude.includes(rel)) continue;
    files[rel] = sha256(readFileSync(path.join(dir, rel)));
    all.update(`${rel}\0${files[rel]}\n`);
  }
  return { files, contentHash: all.digest('hex') };
}

/**
 * Reads and checks a remote's build folder: answers { mfManifest, routes, buildInfo } or throws with the reason.
 */
export function readBuild(dist, name) {
  if (!existsSync(dist)) throw new Error(`${dist}: no build there (run the build first, or drop --no-build)`);
  for (const f of ['remoteEntry.js', 'mf-manifest.json', 'routes.json'])
    if (!existsSync(path.join(dist, f))) throw new Error(`${dist}: ${f} is missing, not a remote build`);
  const mfManifest = readJson(path.join(dist, 'mf-manifest.json'));
  if (mfManifest.name !== name) throw new Error(`${dist}: this is the build of "${mfManifest.name}", not "${name}"`);
  const routes = readJson(path.join(dist, 'routes.json'));
  if (!Array.isArray(routes) || routes.length === 0) throw new Error(`${dist}: routes.json lists no routes`);
  const buildInfo = existsSync(path.join(dist, 'build-info.json'))
    ? readJson(path.join(dist, 'build-info.json'))
    : null;
  return { mfManifest, routes, buildInfo };
}

/**
 * The facts the compatibility check needs, from a release.json (or a build being deployed). `imports` is null for
 * a build from before names were recorded. `label` names the area in the check's sentences.
 */
export function needsOf(release, name, label = `remote-${name}`) {
  return {
    label,
    shared: release.shared ?? {},
    bundled: release.bundled ?? {},
    runtime: release.runtime ?? {},
    imports: release.imports ?? null,
  };
}

/** What a remote build (readBuild) needs from the host, as release.json records it. */
export function needsOfBuild({ mfManifest, buildInfo }) {
  return {
    shared: sharedFromManifest(mfManifest),
    bundled: buildInfo?.bundled ?? {},
    runtime: {
      package: RUNTIME_PACKAGE,
      version: buildInfo?.runtime?.version ?? mfManifest?.metaData?.pluginVersion ?? null,
      // a build without build-info.json is an older production build: it expects the host's runtime too
      external: buildInfo ? !!buildInfo.runtime?.external : true,
    },
    // the names it imports from the @h5/shared singleton entries (null: built before names were recorded)
    imports: buildInfo?.imports ?? null,
  };
}

/** The release.json of a build about to be published. */
export function describeRelease({ name, dist, version, contentHash, files, build, by, at, sourceDir }) {
  const { mfManifest } = build;
  return {
    remote: name,
    version,
    package: mfManifest?.metaData?.buildInfo?.buildName ?? `@h5/remote-${name}`,
    packageVersion: mfManifest?.metaData?.buildInfo?.buildVersion ?? null,
    ...gitInfo(sourceDir ?? dist),
    builtAt: statSync(path.join(dist, 'remoteEntry.js')).mtime.toISOString(),
    publishedAt: at,
    publishedBy: by,
    contentHash,
    ...needsOfBuild(build),
    files,
  };
}

function gitInfo(dir) {
  const git = (...args) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
  if (!existsSync(dir)) return { commit: null };
  const head = git('rev-parse', 'HEAD');
  if (head.status !== 0) return { commit: null };
  const top = git('rev-parse', '--show-toplevel').stdout.trim();
  const dirty = git('status', '--porcelain', '--', path.relative(top, dir) || '.').stdout.trim() !== '';
  return { commit: head.stdout.trim(), dirty };
}

export const versionDir = (dir, name, version) => path.join(dir, name, version);

/** The published versions of a remote on disk (folder names, sorted = chronological). */
export function publishedOnDisk(dir, name) {
  const base = path.join(dir, name);
  if (!existsSync(base)) return [];
  return readdirSync(base, { withFileTypes: true })
    .filter((e) => e.isDirectory() && VERSION_RE.test(e.name))
    .map((e) => e.name)
    .sort();
}

export function readRelease(dir, name, version) {
  return readJson(path.join(versionDir(dir, name, version), 'release.json'));
}

/** A version whose release.json has this content hash, if any (a deploy of identical bytes reuses it). */
export function findByContent(dir, name, contentHash) {
  for (const v of publishedOnDisk(dir, name)) {
    try {
      if (readRelease(dir, name, v).contentHash === contentHash) return v;
    } catch {
      /* a broken folder: verify reports it */
    }
  }
  return null;
}

/**
 * Publishes a build folder as <releases>/<name>/<version>/: copied into .staging, release.json added, files made
 * read-only, then renamed into place (one rename: the folder appears complete or not at all). Never overwrites.
 */
export function publishFolder(dir, name, version, fromDist, release, { move = false } = {}) {
  const target = versionDir(dir, name, version);
  if (existsSync(target)) throw new Error(`${target} already exists: a published folder is never modified`);
  const staging = path.join(dir, '.staging', `${name}-${version}-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(staging), { recursive: true });
  try {
    if (move) renameSync(fromDist, staging);
    else cpSync(fromDist, staging, { recursive: true });
    writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
    for (const rel of walk(staging)) chmodSync(path.join(staging, rel), 0o444);
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(staging, target);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  return target;
}

/** Problems with one published folder: missing, no release.json, a file missing, changed or added. */
export function verifyVersion(dir, name, version) {
  const folder = versionDir(dir, name, version);
  if (!existsSync(folder)) return [`${name}/${version}: folder missing`];
  let release;
  try {
    release = readRelease(dir, name, version);
  } catch (err) {
    return [`${name}/${version}: release.json unreadable (${err.message})`];
  }
  const problems = [];
  if (release.version !== version || release.remote !== name)
    problems.push(`${name}/${version}: release.json describes ${release.remote}/${release.version}`);
  const { files } = hashTree(folder, { exclude: ['release.json'] });
  for (const [rel, sum] of Object.entries(release.files ?? {})) {
    if (!(rel in files)) problems.push(`${name}/${version}: ${rel} missing`);
    else if (files[rel] !== sum) problems.push(`${name}/${version}: ${rel} changed`);
  }
  for (const rel of Object.keys(files))
    if (!(rel in (release.files ?? {}))) problems.push(`${name}/${version}: ${rel} was added after publishing`);
  return problems;
}

export function routesOf(dir) {
  return (name, version) => {
    try {
      const routes = readJson(path.join(versionDir(dir, name, version), 'routes.json'));
      return Array.isArray(routes) ? routes : [];
    } catch {
      return [];
    }
  };
}

export const entryExists = (dir) => (name, version) =>
  existsSync(path.join(versionDir(dir, name, version), 'remoteEntry.js'));

/** Derives remotes.json from the registry and writes it atomically; answers what was written. */
export function writeRemotesJson(dir, registry) {
  const manifest = deriveRemotesJson(registry, { routesOf: routesOf(dir), exists: entryExists(dir) });
  writeJsonAtomic(path.join(dir, 'remotes.json'), manifest);
  return manifest;
}

/** Saves the registry, then the remotes.json derived from it. */
export function saveRegistry(dir, registry) {
  writeJsonAtomic(path.join(dir, 'registry.json'), registry);
  return writeRemotesJson(dir, registry);
}

export { knownVersions };
