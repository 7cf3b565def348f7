import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule, RemotesManifest, RouteMeta } from '@h5/shared';

export interface AreaRoute extends RouteMeta {
  area: string;
}

/** Reads the one mutable deployment file. Never cached: a deploy or rollback shows on the next load. */
export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  const res = await fetch('remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  return (await res.json()) as RemotesManifest;
}

let manifest: RemotesManifest = {};
/** entry the area currently loads from (it switches to the fallback when the current one fails) */
const activeEntry = new Map<string, string>();

export function registerAreas(m: RemotesManifest): AreaRoute[] {
  manifest = m;
  const remotes = Object.entries(m).map(([name, info]) => {
    activeEntry.set(name, info.entry);
    return { name, entry: info.entry };
  });
  registerRemotes(remotes, { force: true });
  return Object.entries(m).flatMap(([area, info]) => (info.routes ?? []).map((r) => ({ ...r, area })));
}

const routeModules = new Map<string, Promise<RemoteRoutesModule>>();

async function loadRoutesModule(area: string): Promise<RemoteRoutesModule> {
  const cached = routeModules.get(area);
  if (cached) return cached;
  const loading = (async () => {
    try {
      const mod = await loadRemote<RemoteRoutesModule>(`${area}/routes`);
      if (!mod || !Array.isArray(mod.routes)) throw new Error(`${area}: routes module is empty`);
      return mod;
    } catch (err) {
      // The current version failed: if the registry kept a previous good one, switch to it once.
      const fallback = manifest[area]?.fallback;
      if (fallback && activeEntry.get(area) !== fallback.entry) {
        activeEntry.set(area, fallback.entry);
        registerRemotes([{ name: area, entry: fallback.entry }], { force: true });
        console.warn(`[h5] ${area}: current version failed, using ${fallback.version}`, err);
        const mod = await loadRemote<RemoteRoutesModule>(`${area}/routes`);
        if (mod && Array.isArray(mod.routes)) return mod;
      }
      throw err;
    }
  })();
  routeModules.set(area, loading);
  // a failure is not remembered: the next attempt (retry button) loads again
  loading.catch(() => routeModules.delete(area));
  return loading;
}

/** Loads one page of an area: its routes module, then the page's own chunk. */
export async function loadAreaPage(area: string, path: string) {
  const mod = await loadRoutesModule(area);
  const route = mod.routes.find((r) => r.path === path);
  if (!route) throw new Error(`${area} has no page for ${path}`);
  return route.page();
}

/** Warm the areas behind the tab bar when the browser is idle, so a tab opens without a manifest round trip. */
export function prefetchAreas(areas: string[]) {
  const idle = (cb: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(cb, { timeout: 4000 }) : setTimeout(cb, 1500);
  idle(() => {
    performance.mark('h5:prefetch');
    for (const area of areas) loadRoutesModule(area).catch(() => {});
  });
}
