// The deployment registry: per remote, the current version, every switch (who, when, from, to, why), the versions
// rolled back away from (never used as a fallback) and an optional pin. Pure functions on plain objects
// (unit-tested in scripts/__tests__/registry.test.mjs); scripts/lib/releases.mjs reads and writes the file.
//
// <releases>/registry.json
// {
//   "schema": 1,
//   "baseUrl": "/remotes/",                     where the versioned folders are served (a CDN URL works too)
//   "remotes": {
//     "money": {
//       "current": "20250101-120000-3f9a1c2b",
//       "pinned": null | { "version", "at", "by", "note" },
//       "bad": { "<version>": { "at", "by", "note" } },        rolled back away from: not a fallback
//       "published": [ { "version", "at", "by" } ],            every folder published, oldest first
//       "history": [ { "at", "by", "action": "deploy|rollback|promote|pin|unpin", "from", "to", "note" } ]
//     }
//   }
// }

export const SCHEMA = 1;
export const ACTIONS = ['deploy', 'rollback', 'promote', 'pin', 'unpin'];

/** Unique and sortable: the UTC time of publishing, then the first 8 hex digits of the build's content hash. */
export function versionId(date, contentHash) {
  const iso = new Date(date).toISOString(); // 2025-01-01T12:00:00.000Z
  const stamp = `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
  return `${stamp}-${String(contentHash).slice(0, 8)}`;
}

/** A version folder name as this tool writes it (also what the server accepts in a URL). */
export const VERSION_RE = /^\d{8}-\d{6}-[0-9a-f]{8}$/;

export class RefusedError extends Error {
  constructor(message) {
    super(message);
    this.name = 'RefusedError';
  }
}

export function emptyRegistry() {
  return { schema: SCHEMA, baseUrl: '/remotes/', remotes: {} };
}

/** Normalises what was read from disk (missing fields, older files). */
export function normalizeRegistry(raw) {
  const reg = emptyRegistry();
  if (!raw || typeof raw !== 'object') return reg;
  if (typeof raw.baseUrl === 'string' && raw.baseUrl) reg.baseUrl = raw.baseUrl;
  for (const [name, r] of Object.entries(raw.remotes ?? {})) {
    reg.remotes[name] = {
      current: typeof r?.current === 'string' ? r.current : null,
      pinned: r?.pinned && typeof r.pinned.version === 'string' ? r.pinned : null,
      bad: r?.bad && typeof r.bad === 'object' ? { ...r.bad } : {},
      published: Array.isArray(r?.published) ? [...r.published] : [],
      history: Array.isArray(r?.history) ? [...r.history] : [],
    };
  }
  return reg;
}

const clone = (reg) => normalizeRegistry(JSON.parse(JSON.stringify(reg)));

function entryOf(reg, name) {
  reg.remotes[name] ??= { current: null, pinned: null, bad: {}, published: [], history: [] };
  return reg.remotes[name];
}

/** Records a published folder (not a switch). */
export function recordPublish(registry, name, version, { at, by }) {
  const reg = clone(registry);
  const r = entryOf(reg, name);
  if (!r.published.some((p) => p.version === version)) r.published.push({ version, at, by });
  return reg;
}

/** Every version this remote has published or switched to (oldest first, unique). */
export function knownVersions(registry, name) {
  const r = registry.remotes[name];
  if (!r) return [];
  const seen = new Set();
  for (const p of r.published) seen.add(p.version);
  for (const h of r.history) {
    if (h.from) seen.add(h.from);
    if (h.to) seen.add(h.to);
  }
  return [...seen];
}

/**
 * Moves a remote's pointer. `action` says why (deploy, rollback, promote, pin). A pinned remote moves only to its
 * pin, or with `force`. A rollback marks the version it leaves as bad (never a fallback again); switching to a
 * version clears its bad mark. Returns { registry, from, changed }.
 */
export function switchTo(registry, name, to, { action, at, by, note, force = false }) {
  if (!ACTIONS.includes(action) || action === 'unpin') throw new Error(`unknown action ${action}`);
  if (!to) throw new Error('no version to switch to');
  const reg = clone(registry);
  const r = entryOf(reg, name);
  const from = r.current;
  if (r.pinned && r.pinned.version !== to && action !== 'pin' && !force)
    throw new RefusedError(
      `remote-${name} 已被 ${r.pinned.by} 固定在 ${r.pinned.version}（${r.pinned.note || '无说明'}）：先 unpin，或加 --force`,
    );
  if (from === to && action !== 'pin') return { registry: registry, from, changed: false };
  if (action === 'rollback' && from && from !== to) r.bad[from] = { at, by, ...(note ? { note } : {}) };
  delete r.bad[to];
  r.current = to;
  if (action === 'pin') r.pinned = { version: to, at, by, ...(note ? { note } : {}) };
  else if (r.pinned && r.pinned.version !== to) r.pinned = null; // forced past the pin
  r.history.push({ at, by, action, from: from ?? null, to, ...(note ? { note } : {}) });
  return { registry: reg, from, changed: true };
}

/** Lifts a pin (recorded in the history, from = to = current). */
export function unpin(registry, name, { at, by, note }) {
  const reg = clone(registry);
  const r = entryOf(reg, name);
  if (!r.pinned) return { registry, changed: false };
  r.pinned = null;
  r.history.push({ at, by, action: 'unpin', from: r.current, to: r.current, ...(note ? { note } : {}) });
  return { registry: reg, changed: true };
}

/**
 * The previous good version: the most recent version that was current before, is not the current one, was not
 * rolled back away from, and (per `exists`) is still published. The host's fallback and rollback's default target.
 */
export function previousGood(registry, name, exists = () => true) {
  const r = registry.remotes[name];
  if (!r || !r.current) return null;
  const order = [];
  for (const h of r.history) {
    if (h.from && !order.includes(h.from)) order.push(h.from);
    if (h.to) {
      const i = order.indexOf(h.to);
      if (i >= 0) order.splice(i, 1);
      order.push(h.to);
    }
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const v = order[i];
    if (v !== r.current && !r.bad[v] && exists(name, v)) return v;
  }
  return null;
}

const joinUrl = (base, ...parts) => `${base.endsWith('/') ? base : `${base}/`}${parts.join('/')}`;

/**
 * remotes.json, derived: for every remote with a current version, its entry, version and routes (from that
 * version's routes.json) and the previous good version as `fallback`.
 * @param {object} o
 * @param {(name: string, version: string) => unknown[]} o.routesOf
 * @param {(name: string, version: string) => boolean} [o.exists]
 */
export function deriveRemotesJson(registry, { routesOf, exists = () => true }) {
  const out = {};
  const base = registry.baseUrl || '/remotes/';
  for (const name of Object.keys(registry.remotes).sort()) {
    const r = registry.remotes[name];
    if (!r.current) continue;
    const info = {
      entry: joinUrl(base, name, r.current, 'remoteEntry.js'),
      version: r.current,
      routes: routesOf(name, r.current) ?? [],
    };
    const fb = previousGood(registry, name, exists);
    if (fb) info.fallback = { entry: joinUrl(base, name, fb, 'remoteEntry.js'), version: fb };
    out[name] = info;
  }
  return out;
}

/** When the version went live most recently, and who switched to it. */
export function lastSwitchTo(registry, name, version) {
  const r = registry.remotes[name];
  if (!r) return null;
  for (let i = r.history.length - 1; i >= 0; i--)
    if (r.history[i].to === version && r.history[i].action !== 'unpin') return r.history[i];
  return null;
}
