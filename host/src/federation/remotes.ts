import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { entryFolder, prefetchHttp, type RemoteRoutesModule, type RemotesManifest, type RouteMeta } from '@h5/shared';
import { firstPageShown } from './page-shown';

export interface AreaRoute extends RouteMeta {
  area: string;
}

/** One switch to an area's previous version, as recorded in `window.__h5Fallbacks` (and a `performance.mark`). */
export interface AreaFallback {
  area: string;
  /** the version remotes.json names as current, which failed to load */
  failed: string;
  /** the previous good version loaded instead */
  version: string;
  reason: string;
  at: number;
}

declare global {
  interface Window {
    __h5Fallbacks?: AreaFallback[];
  }
}

/** Reads the one mutable deployment file. Never cached: a deploy or rollback shows on the next load. */
export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  const res = await fetch('remotes.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  return (await res.json()) as RemotesManifest;
}

let manifest: RemotesManifest = {};
/** the entry each area is registered with right now (current, or its fallback while that is being tried) */
const registered = new Map<string, string>();
const routeModules = new Map<string, Promise<RemoteRoutesModule>>();

/** The folder of an area's entry as it is registered now (where its files, e.g. a frame's art, are), or undefined. */
export function areaBase(area: string): string | undefined {
  const entry = registered.get(area) ?? manifest[area]?.entry;
  return typeof entry === 'string' ? entryFolder(entry) : undefined;
}

export function registerAreas(m: RemotesManifest): AreaRoute[] {
  manifest = m;
  registered.clear();
  routeModules.clear();
  const remotes = Object.entries(m).map(([name, info]) => {
    registered.set(name, info.entry);
    return { name, entry: info.entry };
  });
  registerRemotes(remotes, { force: true });
  return Object.entries(m).flatMap(([area, info]) => (info.routes ?? []).map((r) => ({ ...r, area })));
}

function useEntry(area: string, entry: string) {
  if (registered.get(area) === entry) return;
  registered.set(area, entry);
  // `force` drops the container loaded (or half loaded) from the other entry, so the next load starts clean
  registerRemotes([{ name: area, entry }], { force: true });
}

async function routesFrom(area: string): Promise<RemoteRoutesModule> {
  const mod = await loadRemote<RemoteRoutesModule>(`${area}/routes`);
  if (!mod || !Array.isArray(mod.routes)) throw new Error(`${area}: routes module is empty`);
  return mod;
}

function reportFallback(record: AreaFallback, err: unknown) {
  (window.__h5Fallbacks ??= []).push(record);
  try {
    performance.mark(`h5:fallback:${record.area}`, { detail: record });
  } catch {
    /* very old browsers: the record above is enough */
  }
  console.warn(
    `[h5] ${record.area}: version ${record.failed} failed to load, using the previous version ${record.version}`,
    err,
  );
}

/**
 * An area's routes module (its remote entry and exposed `routes`). The current version first; when it fails
 * (404, network error, the entry or the module throwing as it is evaluated) and remotes.json names a previous good
 * version, that one instead, reported in `window.__h5Fallbacks`. A failure is not remembered: the next attempt (the
 * error view's retry) starts again from the current version. Once a version has loaded, the area stays on it until
 * the page is reloaded (its container is in use).
 */
function loadRoutesModule(area: string): Promise<RemoteRoutesModule> {
  const cached = routeModules.get(area);
  if (cached) return cached;
  const loading = (async () => {
    const info = manifest[area];
    if (!info) throw new Error(`${area}: not in remotes.json`);
    useEntry(area, info.entry);
    try {
      return await routesFrom(area);
    } catch (err) {
      const fallback = info.fallback;
      if (!fallback || fallback.entry === info.entry) throw err;
      useEntry(area, fallback.entry);
      try {
        const mod = await routesFrom(area);
        reportFallback(
          {
            area,
            failed: info.version,
            version: fallback.version,
            reason: String((err as Error)?.message ?? err).slice(0, 300),
            at: Date.now(),
          },
          err,
        );
        return mod;
      } catch {
        throw err; // the current version's failure is the one worth showing
      }
    }
  })();
  routeModules.set(area, loading);
  loading.catch(() => routeModules.delete(area));
  return loading;
}

/** Loads one page of an area: its routes module, then the page's own chunk. */
export async function loadAreaPage(area: string, path: string) {
  const mod = await loadRoutesModule(area);
  const route = mod.routes.find((r) => r.path === path);
  if (!route) throw new Error(`${area} has no page for ${path}`);
  const page = await route.page();
  if (!page || page.default == null) throw new Error(`${area}: page ${path} has no component`);
  return page;
}

/**
 * Starts loading the page of the start URL (its area's container, routes module and page chunk, which index.html
 * already preloaded) while React renders the shell for the first time, so the page is ready when its boundary asks.
 * A failure here is not remembered: the boundary's own load tries again and shows the error.
 */
export function warmStartPage(routes: AreaRoute[], hash: string) {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  const route = routes.find((r) => r.path === path);
  if (route) loadAreaPage(route.area, route.path).catch(() => {});
}

/**
 * Starts loading a page the player is about to open (a finger down on its tab): its area's container, routes module
 * and chunks, which the idle prefetch has usually put in the HTTP cache already, so only their evaluation is left.
 */
export function warmPage(area: string, path: string) {
  loadAreaPage(area, path).catch(() => {});
}

/**
 * The host provides antd-mobile to the areas as a shared singleton, and the federation plugin provides only what the
 * host's own code imports: this import is that reference. The shell never calls it (an area's page gets antd-mobile
 * through the share scope, from the chunk the idle prefetch put in the cache).
 */
export const provideAntd = () => import('@h5/shared/antd');

const linkPrefetch = (() => {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
})();

/**
 * Downloads files into the HTTP cache at the lowest priority WITHOUT running them (`<link rel=prefetch>`, the links
 * put into the document together: one style update, not one per link, which on a slow phone made a task long enough
 * to delay a tap; a low priority `fetch` each where the browser has no prefetch, e.g. Safari). Settles when every one
 * is in or failed.
 */
function prefetchFiles(hrefs: string[]): Promise<unknown> {
  if (!linkPrefetch)
    return Promise.all(
      hrefs.map((href) =>
        fetch(href, { credentials: 'same-origin', priority: 'low' } as RequestInit).then(
          (r) => r.arrayBuffer().catch(() => undefined),
          () => undefined,
        ),
      ),
    );
  const links = hrefs.map((href) => {
    const l = document.createElement('link');
    l.rel = 'prefetch';
    l.href = href;
    return l;
  });
  const loaded = Promise.all(links.map((l) => new Promise((resolve) => (l.onload = l.onerror = resolve))));
  document.head.append(...links);
  return loaded;
}

/** The files opening `path` of `area` needs (its entry, routes module, page chunks), from routes.json's `preload`. */
function pageFiles(area: string, path: string): string[] {
  const info = manifest[area];
  if (!info) return [];
  const base = entryFolder(info.entry);
  const route = (info.routes ?? []).find((r) => r.path === path);
  const files = (route?.preload ?? []).filter((f) => /^[\w./-]+$/.test(f) && !f.includes('..')).map((f) => base + f);
  return [info.entry, ...files];
}

/** The host's own files index.html names for the idle prefetch (antd-mobile's shared chunk and CSS; see the build). */
function hostPrefetchFiles(): string[] {
  const content = document.querySelector('meta[name="h5-prefetch"]')?.getAttribute('content') ?? '';
  return content.split(/\s+/).filter((f) => /^[\w./-]+$/.test(f) && !f.includes('..'));
}

/**
 * Downloads, once the start page is on screen and the browser is idle, what the next tap needs: each tab page's
 * area entry, routes module and page chunks, then antd-mobile's shared chunk (host/README.md, "Idle prefetch"). The
 * files only go into the HTTP cache: nothing is evaluated until a page needs it (a finger on a tab starts that, see
 * `warmPage`), so the first seconds on a phone are not spent running code for pages the player may never open (in
 * Lighthouse's mobile run this evaluation was most of the home page's blocking time). Never before the first paint,
 * and not while the start page is still fetching its own files. Marks `h5:prefetch` when it starts and
 * `h5:prefetched` when every file is in (the benchmark and the browser tests wait for it).
 */
export function prefetchAreas(tabPages: { area: string; path: string }[] = []) {
  const idle = (cb: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(cb, { timeout: 4000 }) : setTimeout(cb, 1500);
  const start = () =>
    // two frames: after the paint, not merely after render() was called
    requestAnimationFrame(() =>
      setTimeout(() =>
        idle(() => {
          performance.mark('h5:prefetch');
          // the api client's transport is loaded and run (small, and the next tap most likely calls the server)
          prefetchHttp();
          // in order, each once; what the start page already loaded is not asked again
          const seen = new Set((performance.getEntriesByType?.('resource') ?? []).map((r) => r.name));
          const files: string[] = [];
          const add = (f: string) => {
            const href = new URL(f, document.baseURI).href;
            if (!seen.has(href)) files.push(href);
            seen.add(href);
          };
          for (const { area, path } of tabPages) pageFiles(area, path).forEach(add);
          // antd-mobile (the big one) last, so a quick tap on a tab is not kept waiting behind it
          hostPrefetchFiles().forEach(add);
          void prefetchFiles(files).then(() => performance.mark('h5:prefetched'));
        }),
      ),
    );
  // the start page first, with its data and pictures (its largest paint); a page that never shows (a slow area)
  // does not hold the prefetch back for long
  void Promise.race([firstPageShown.then(startPageSettled), new Promise((r) => setTimeout(r, 8000))]).then(start);
}

/**
 * Once the start page is on screen it still fetches its data and then its pictures (the home page's banner is its
 * largest paint): wait until no picture on screen is loading and no request has ended for a moment (at most 3 s), so the
 * prefetch never competes with them for a phone's bandwidth.
 */
function startPageSettled(): Promise<void> {
  const QUIET_MS = 400;
  const started = Date.now();
  let lastEnd = performance.now();
  let seen = 0;
  return new Promise((resolve) => {
    const check = () => {
      const entries = performance.getEntriesByType?.('resource') ?? [];
      if (entries.length !== seen) {
        seen = entries.length;
        lastEnd = performance.now();
      }
      // only pictures on screen count (a carousel's next slide or a lazy picture below the fold may wait)
      const loading = Array.from(document.images).some((img) => {
        if (img.complete) return false;
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
      });
      if ((!loading && performance.now() - lastEnd >= QUIET_MS) || Date.now() - started > 3000) resolve();
      else setTimeout(check, 100);
    };
    check();
  });
}
