// The release operations that change or show which version of an area is live: one implementation, called by the
// command line (`npm run remotes`, scripts/remotes.mjs) and by the back-office console's Releases page
// (server/src/routes/admin/releases). Same registry, same lock, same checks: a version must be published and intact,
// and compatible with what the host provides (its host-release.json); a pin holds unless forced.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { checkCompatibility } from './compat.mjs';
import { lastSwitchTo, previousGood, RefusedError, switchTo, unpin } from './registry.mjs';
import {
  entryExists,
  needsOf,
  publishedOnDisk,
  readJson,
  readRegistry,
  readRelease,
  ROOT,
  saveRegistry,
  verifyVersion,
  withLock,
} from './releases.mjs';

/** An area name that is not one of this site's areas. */
export class UnknownAreaError extends Error {}

/** Every area: those with a source folder here and those in the registry. */
export function knownRemotes(registry) {
  const local = readdirSync(ROOT, { withFileTypes: true })
    .filter(
      (e) => e.isDirectory() && e.name.startsWith('remote-') && existsSync(path.join(ROOT, e.name, 'rspack.config.js')),
    )
    .map((e) => e.name.slice('remote-'.length));
  return [...new Set([...local, ...Object.keys(registry.remotes)])].sort();
}

/** `money` or `remote-money` → `money`; an unknown name throws UnknownAreaError. */
export function resolveRemote(arg, registry) {
  if (!arg) throw new UnknownAreaError('which remote? (e.g. money)');
  const name = arg.replace(/^remote-/, '');
  const known = knownRemotes(registry);
  if (!known.includes(name)) throw new UnknownAreaError(`unknown remote "${arg}" (one of ${known.join(', ')})`);
  return name;
}

/** Where what the live host provides is described: `given`, else HOST_RELEASE, else this checkout's host build. */
export const hostReleaseFile = (given, env = process.env) =>
  path.resolve(given ?? env.HOST_RELEASE ?? path.join(ROOT, 'host/dist/host-release.json'));

/** What the host provides (its build's host-release.json); refused when there is none to check against. */
export function readHostReleaseFile(file, shownAs = file) {
  if (!existsSync(file))
    throw new RefusedError(
      `主站构建信息 ${shownAs} 不存在，无法检查兼容性：先构建主站（node scripts/build.mjs host），或用 --host-release 指定线上主站的 host-release.json`,
    );
  return readJson(file);
}

export function refuseIfIncompatible(name, release, host, what) {
  const problems = checkCompatibility(needsOf(release, name), host);
  if (problems.length)
    throw new RefusedError(
      `拒绝${what} remote-${name}：与主站提供的共享依赖不兼容\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
}

export function refuseIfBroken(dir, name, version) {
  const problems = verifyVersion(dir, name, version);
  if (problems.length)
    throw new RefusedError(`${name}/${version} is not intact:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

/** Every area's live version, its fallback (previous good), pin and number of published versions. */
export function listAreas(dir) {
  const registry = readRegistry(dir);
  return knownRemotes(registry).map((name) => {
    const r = registry.remotes[name];
    const current = r?.current ?? null;
    const last = current ? lastSwitchTo(registry, name, current) : null;
    const previous = current ? previousGood(registry, name, entryExists(dir)) : null;
    const prevSwitch = previous ? lastSwitchTo(registry, name, previous) : null;
    return {
      remote: name,
      current,
      since: last?.at ?? null,
      by: last?.by ?? null,
      action: last?.action ?? null,
      previous,
      previousSince: prevSwitch?.at ?? null,
      previousBy: prevSwitch?.by ?? null,
      pinned: r?.pinned ?? null,
      published: publishedOnDisk(dir, name).length,
    };
  });
}

/** An area's switches (oldest first) and its published versions with what each is (current, fallback, pinned, bad). */
export function areaHistory(dir, name) {
  const registry = readRegistry(dir);
  const r = registry.remotes[name];
  if (!r) return { remote: name, history: [], versions: [], current: null, pinned: null };
  const fallback = previousGood(registry, name, entryExists(dir));
  return {
    remote: name,
    current: r.current ?? null,
    pinned: r.pinned ?? null,
    history: r.history,
    versions: publishedOnDisk(dir, name).map((version) => ({
      version,
      current: version === r.current,
      fallback: version === fallback,
      pinned: r.pinned?.version === version,
      rolledBack: r.bad[version] ?? null,
    })),
  };
}

/**
 * Switches `name` to `target` (rollback: to the previous good version when `target` is null) under the releases
 * lock, after the checks. Answers `{changed, from, to}`; throws RefusedError with the reason when refused.
 */
export function moveArea(dir, name, target, action, { host, by, note, force = false }) {
  return withLock(dir, () => {
    const registry = readRegistry(dir);
    if (!target) {
      target = previousGood(registry, name, entryExists(dir));
      if (!target)
        throw new RefusedError(
          `${name}: no previous good version to roll back to (see: npm run remotes -- history ${name}; then --to <version>)`,
        );
    }
    if (!publishedOnDisk(dir, name).includes(target))
      throw new RefusedError(`${name}/${target} is not published in ${dir}`);
    refuseIfBroken(dir, name, target);
    refuseIfIncompatible(name, readRelease(dir, name, target), host, action === 'rollback' ? '回滚' : '切换');
    const at = new Date().toISOString();
    const res = switchTo(registry, name, target, { action, at, by, note, force });
    saveRegistry(dir, res.registry);
    return { changed: res.changed, from: res.from ?? null, to: target };
  });
}

/** Lifts a pin. Answers `{changed}` (false when the area was not pinned). */
export function unpinArea(dir, name, { by, note }) {
  return withLock(dir, () => {
    const res = unpin(readRegistry(dir), name, { at: new Date().toISOString(), by, note });
    if (res.changed) saveRegistry(dir, res.registry);
    return { changed: res.changed };
  });
}
