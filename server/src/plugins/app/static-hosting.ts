import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { federation } from '#app/lib/h5-shared';
import { START_FRAME_HEAD_SCRIPT, START_FRAME_SCRIPT } from '#app/lib/start-frame-script';
import { globalPlugin } from '#app/lib/plugin';

export type StaticHostingOptions = {
  /** The host's build (`host/dist`). */
  hostDist: string;
  /** Each remote's build folder, by remote name: what is served for a remote that was never deployed. */
  remoteDists: Record<string, string>;
  /**
   * The release folder written by `npm run remotes` (`<remote>/<version>/`, `registry.json`, `remotes.json`);
   * `false` serves none. Default: `RELEASES_DIR`, else `releases/` next to the host's package (`<repo>/releases`).
   */
  releasesDir?: string | false;
};

/** Where the published versions are, for these options (see `releasesDir`). */
export function resolveReleasesDir(
  opts: StaticHostingOptions,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  if (opts.releasesDir === false) return undefined;
  if (opts.releasesDir) return path.resolve(opts.releasesDir);
  if (env.RELEASES_DIR) return path.resolve(env.RELEASES_DIR);
  return path.resolve(opts.hostDist, '..', '..', 'releases');
}

/** A remote's name and a version folder's name as they may appear in a URL (never `.`-led, never a path). */
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,39}$/;
const VERSION_NAME = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,79}$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Content-hashed file names (e.g. `main.3f9a1c2b.js`) never change, so they are cached for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * The shell's own pictures (`assets/` of its build: the logo) are not content-hashed, but change only with a shell
 * deploy: kept for a day like the server's drawn artwork, so a repeat visit does not ask for them again.
 */
const SHELL_IMAGE = 'public, max-age=86400';
const IMAGE = /\.(svg|png|jpe?g|webp|gif|ico)$/i;

/**
 * index.html with the live remotes.json inlined: never stored by a shared cache (a CDN would serve a stale
 * deployment manifest after a deploy or rollback), always revalidated by the browser.
 */
const INDEX_INLINED = 'private, no-cache';

/** Text files worth compressing; the rest (images, fonts) is sent as it is. */
const COMPRESSIBLE: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  // the installable app's manifest (host/public/manifest.webmanifest)
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** gzip (level 9) of the files served, by path, size and modification time: each file is compressed once. */
const gzipCache = new Map<string, { key: string; body: Buffer }>();
let gzipCacheBytes = 0;
const GZIP_CACHE_LIMIT = 64 * 1024 * 1024;

async function gzipOf(file: string, size: number, mtimeMs: number): Promise<Buffer> {
  const key = `${size}:${mtimeMs}`;
  const hit = gzipCache.get(file);
  if (hit?.key === key) return hit.body;
  const body = gzipSync(await readFile(file), { level: 9 });
  if (hit) gzipCacheBytes -= hit.body.length;
  if (gzipCacheBytes + body.length > GZIP_CACHE_LIMIT) {
    gzipCache.clear();
    gzipCacheBytes = 0;
  }
  gzipCache.set(file, { key, body });
  gzipCacheBytes += body.length;
  return body;
}

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** Escapes JSON for a `<script type="application/json">` element (no `</script>`, no HTML comment openers). */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeAttr = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type TabRoute = { path?: unknown; tab?: { label?: unknown; order?: unknown; icon?: unknown } };

/**
 * The tab bar of index.html's static frame, from the areas' route flags (the same buttons, order and icons the
 * shell's tab bar draws), with 首页 (the route `/`) highlighted; preboot.js highlights another start route's tab.
 */
export function frameTabsHtml(manifest: Record<string, unknown>): string {
  const tabs: TabRoute[] = [];
  for (const info of Object.values(manifest)) {
    const routes = (info as { routes?: unknown })?.routes;
    if (Array.isArray(routes))
      for (const r of routes as TabRoute[])
        if (r && typeof r === 'object' && r.tab && typeof r.tab === 'object') tabs.push(r);
  }
  tabs.sort((a, b) => (Number(a.tab!.order) || 0) - (Number(b.tab!.order) || 0));
  return tabs
    .map((t) => {
      const icon = (Array.isArray(t.tab!.icon) ? t.tab!.icon : [])
        .map((d) => `<path d="${escapeAttr(String(d).replace(/[^-0-9a-zA-Z., ]/g, ''))}"/>`)
        .join('');
      const label = String(t.tab!.label ?? '').replace(/[&<>"]/g, '');
      return `<span${t.path === '/' ? ' class="on"' : ''} data-p="${escapeAttr(t.path)}" data-label="${escapeAttr(label)}"><svg viewBox="0 0 24 24" width="24" height="24">${icon}</svg></span>`;
    })
    .join('');
}

type StartRequestData = { method?: unknown; path?: unknown; body?: unknown; image?: unknown };
type RouteData = {
  path?: unknown;
  title?: unknown;
  headerTitle?: unknown;
  auth?: unknown;
  askLogin?: unknown;
  header?: unknown;
  tabBar?: unknown;
  tab?: unknown;
  activeTab?: unknown;
  frame?: unknown;
  startRequests?: unknown;
};

/** Every route of the live manifest, with its area's entry. */
function manifestRoutes(manifest: Record<string, unknown>): { route: RouteData; entry: unknown }[] {
  const out: { route: RouteData; entry: unknown }[] = [];
  for (const info of Object.values(manifest)) {
    const routes = (info as { routes?: unknown })?.routes;
    if (!Array.isArray(routes)) continue;
    for (const route of routes as RouteData[])
      if (route && typeof route === 'object' && typeof route.path === 'string')
        out.push({ route, entry: (info as { entry?: unknown }).entry });
  }
  return out;
}

/** A route's opening call that names its largest picture (`startRequests[].image`), when well formed. */
function imageRequestOf(route: RouteData) {
  if (!Array.isArray(route.startRequests)) return undefined;
  const r = (route.startRequests as StartRequestData[]).find((x) => x && typeof x.image === 'string');
  if (
    !r ||
    (r.method !== 'GET' && r.method !== 'POST') ||
    typeof r.path !== 'string' ||
    !/^\/api\/[\w/.-]+$/.test(r.path) ||
    !/^\w{1,40}$/.test(r.image as string)
  )
    return undefined;
  const body: Record<string, string | number> = {};
  if (r.body && typeof r.body === 'object')
    for (const [k, v] of Object.entries(r.body)) if (typeof v === 'string' || typeof v === 'number') body[k] = v;
  return { method: r.method, path: r.path, body, image: r.image as string };
}

/**
 * A route's frame drawn by index.html: the page area's class and style, the picture box's style, the picture; and the
 * shell's chrome on it as the frame's header and tab bar show it (`head`: none or back, with its `title`; `bar: 0`:
 * no tab bar; `on`: the highlighted tab's path).
 */
export interface DrawnFrame {
  cls: string;
  style: string;
  box: string;
  src: string;
  head?: 'none' | 'back';
  title?: string;
  bar?: 0;
  on?: string;
}

/**
 * How the frame's page area draws `route` while its code arrives, with `picture` in its box (its route's `frame`,
 * checked by pageFrame() of @h5/shared, the shell's own rules): undefined when the route has no picture box.
 */
export function drawnFrame(route: RouteData, picture: string): DrawnFrame | undefined {
  const f = federation.pageFrame(route.frame);
  if (!f?.hero) return undefined;
  const top = (route.header === 'none' ? 0 : 48) + f.inset + (f.hero.top ?? 0);
  const width = f.hero.width ? `width:${f.hero.width}px;margin-left:auto;margin-right:auto;` : '';
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 40) : '');
  const on = route.tab && typeof route.tab === 'object' ? route.path : route.activeTab;
  return {
    ...(route.header === 'none' || route.header === 'back' ? { head: route.header } : {}),
    ...(route.header === 'back' ? { title: text(route.headerTitle) || text(route.title) } : {}),
    ...(route.tabBar === false ? { bar: 0 as const } : typeof on === 'string' ? { on } : { on: '' }),
    cls: `h5f-m${route.header === 'none' ? ' h5f-m--top' : ''}${f.dark ? ' h5f-m--dark' : ''}`,
    style: `background:${f.background};padding:${top}px ${f.inset}px 0;min-height:100vh`,
    // the page's own art (frame.hero.picture) is drawn on the page's background, not on a placeholder
    box:
      `${width}height:auto;aspect-ratio:${f.hero.ratio};border-radius:${f.hero.radius}px` +
      (f.hero.picture ? ';background:none;animation:none;box-shadow:none' : ''),
    src: picture,
  };
}

/** The first item of an answer's list (`data`, or a page's `data.data`). */
function firstItem(data: unknown): Record<string, unknown> | undefined {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data)
      ? (data as { data: unknown[] }).data
      : undefined;
  const first = list?.[0];
  return first && typeof first === 'object' ? (first as Record<string, unknown>) : undefined;
}

/** A route's fixed frame picture (`frame.hero.picture`, a file of its area's build) as a same-origin path. */
function fixedPictureOf(picture: string | undefined, entry: unknown): string | undefined {
  if (!picture || typeof entry !== 'string' || !SAME_ORIGIN_PICTURE.test(entry)) return undefined;
  const src = federation.entryFolder(entry) + picture;
  return SAME_ORIGIN_PICTURE.test(src) && !src.includes('..') ? src : undefined;
}

/** A same-origin picture path (`/assets/banners/1.svg`): the only kind the site's CSP lets a page draw early. */
const SAME_ORIGIN_PICTURE = /^\/(?!\/)[\w\-./%]{1,300}$/;

/** How long the start picture's answer is reused for index.html (a banner change shows within this). */
const START_IMAGE_TTL_MS = 5_000;

const REMOTES_PLACEHOLDER = '<script id="h5-remotes" type="application/json">null</script>';
const TABS_PLACEHOLDER = '<div class="h5f-t"></div>';
/** The frame's picture box (index.html), where `/`'s first picture is drawn. */
const PICTURE_PLACEHOLDER = '<div class="h5f-m"><i></i>';

/** The frame's page area as the server draws `/` into index.html. */
const frameHtml = (d: DrawnFrame) =>
  `<div class="${escapeAttr(d.cls)}" data-h5-start="/" style="${escapeAttr(d.style)}">` +
  `<i style="${escapeAttr(d.box)}"><img src="${escapeAttr(d.src)}" alt="" fetchpriority="high" /></i>`;

const NOT_BUILT_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>前端尚未构建</title></head>
<body style="font-family:sans-serif;padding:24px;line-height:1.6"><h1 style="font-size:20px">前端尚未构建</h1>
<p>接口服务已在运行，但前端页面还没有构建。请在仓库根目录运行 <code>npm run build</code>，然后刷新本页。</p></body></html>`;

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

async function readJson(p: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(p, 'utf8'));
  } catch {
    return undefined;
  }
}

async function isDir(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isDirectory();
  } catch {
    return false;
  }
}

/** `remotes.json` for remotes never deployed: derived from the remotes' builds on disk (each `dist/` as current). */
export async function buildRemotesManifest(remoteDists: Record<string, string>) {
  const manifest: Record<string, { entry: string; version: string; routes: unknown[] }> = {};
  for (const [name, dist] of Object.entries(remoteDists)) {
    if (!(await isFile(path.join(dist, 'remoteEntry.js')))) continue;
    const version = (await readJson(path.join(dist, 'version.json'))) as { version?: unknown } | string | undefined;
    const routes = await readJson(path.join(dist, 'routes.json'));
    manifest[name] = {
      entry: `/remotes/${name}/remoteEntry.js`,
      version:
        typeof version === 'string'
          ? version
          : typeof version?.version === 'string' || typeof version?.version === 'number'
            ? String(version.version)
            : 'dev',
      routes: Array.isArray(routes) ? routes : [],
    };
  }
  return manifest;
}

/**
 * `remotes.json` as the host reads it: `<releases>/remotes.json` (written by `npm run remotes` from the registry)
 * for every deployed remote, and each never-deployed remote's `dist/` as its current version.
 */
export async function composeRemotesManifest(
  remoteDists: Record<string, string>,
  releasesDir: string | undefined,
  log?: FastifyInstance['log'],
) {
  const fromDists = await buildRemotesManifest(remoteDists);
  if (!releasesDir) return fromDists;
  const file = path.join(releasesDir, 'remotes.json');
  if (!(await isFile(file))) return fromDists;
  const released = await readJson(file);
  if (!released || typeof released !== 'object' || Array.isArray(released)) {
    log?.error({ file }, 'remotes.json in the release folder is not a JSON object; serving the dist builds');
    return fromDists;
  }
  return { ...fromDists, ...(released as Record<string, unknown>) };
}

/**
 * Serves the host at `/`, `/remotes.json`, every published version of every remote at
 * `/remotes/<name>/<version>/…` (from the release folder; cached for a year, except the small JSON manifests),
 * and a never-deployed remote's build at `/remotes/<name>/…`. Files are looked up per request, so a build,
 * deploy or rollback made while the server runs is served without a restart, and a missing build never stops
 * the API. `/api/*` is never answered from here.
 */
/** Files are sent as bytes or streams (never serialised); a query is ignored; a refusal is the 404 envelope. */
const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
const refusal = {
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' }, data: {} },
} as const;
const fileSchema = {
  querystring: noQuery,
  response: { '2xx': { type: 'string', description: 'a file' }, '4xx': refusal },
} as const;
const wildcardParams = { type: 'object', properties: { '*': { type: 'string' } } } as const;

export default globalPlugin(async function staticHosting(app: FastifyInstance, opts: StaticHostingOptions) {
  const releasesDir = resolveReleasesDir(opts);
  const releasesPrefix = releasesDir ? releasesDir + path.sep : undefined;
  const shellAssets = path.join(path.resolve(opts.hostDist), 'assets') + path.sep;
  await app.register(fastifyStatic, {
    serve: false,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlOf(filePath));
    },
  });

  /**
   * A published version folder never changes: everything in it is cached for good, except its JSON manifests
   * (mf-manifest.json, routes.json, release.json), which tools read and which stay revalidated. Elsewhere hashed
   * names are cached for good, the shell's pictures for a day, the rest revalidated.
   */
  function cacheControlOf(filePath: string) {
    const versioned = !!releasesPrefix && filePath.startsWith(releasesPrefix);
    if (versioned) return filePath.endsWith('.json') ? 'no-cache' : IMMUTABLE;
    if (HASHED.test(path.basename(filePath))) return IMMUTABLE;
    if (filePath.startsWith(shellAssets) && IMAGE.test(filePath)) return SHELL_IMAGE;
    return 'no-cache';
  }

  const sendFrom = async (request: FastifyRequest, reply: FastifyReply, root: string, rel: string) => {
    if (rel.includes('\0') || rel.split('/').some((seg) => seg === '..' || seg.startsWith('.')))
      return reply.callNotFound();
    const file = path.join(root, rel);
    let info;
    try {
      info = await stat(file);
    } catch {
      return reply.callNotFound();
    }
    if (!info.isFile()) return reply.callNotFound();
    // text files go out gzipped (each compressed once): a phone on a slow network downloads a third of the bytes
    const type = COMPRESSIBLE[path.extname(file).toLowerCase()];
    if (type && info.size > 512 && acceptsGzip(request)) {
      const cacheControl = cacheControlOf(file);
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}-gz"`;
      reply.header('cache-control', cacheControl).header('vary', 'accept-encoding').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const body = await gzipOf(file, info.size, info.mtimeMs);
      return reply.type(type).header('content-encoding', 'gzip').send(body);
    }
    return reply.sendFile(rel, root);
  };

  app.get(
    '/remotes.json',
    { schema: { querystring: noQuery, response: { 200: { type: 'object', additionalProperties: true } } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return composeRemotesManifest(opts.remoteDists, releasesDir, app.log);
    },
  );

  app.get(
    '/remotes/:name/*',
    {
      schema: {
        ...fileSchema,
        params: { type: 'object', properties: { name: { type: 'string' }, '*': { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string; '*': string };
      const rest = (request.params as Record<string, string>)['*'] || '';
      // a published version: /remotes/<name>/<version>/<file>
      const slash = rest.indexOf('/');
      if (releasesDir && slash > 0 && REMOTE_NAME.test(name)) {
        const version = rest.slice(0, slash);
        const folder = path.join(releasesDir, name, version);
        if (VERSION_NAME.test(version) && (await isDir(folder)))
          return sendFrom(request, reply, folder, rest.slice(slash + 1));
      }
      // a remote that was never deployed: its build folder
      const dist = Object.hasOwn(opts.remoteDists, name) ? opts.remoteDists[name] : undefined;
      if (!dist) return reply.callNotFound();
      return sendFrom(request, reply, dist, rest || 'index.html');
    },
  );

  /**
   * A start page's largest picture (the first banner of the lobby, the first promotion's of /activity), asked of the
   * API as the page itself asks it (as a visitor), kept a few seconds: index.html names it so the browser fetches it
   * while the scripts are still on their way, instead of after preboot.js and the page's call (round trips later).
   */
  const pictureAnswers = new Map<string, { at: number; src: Promise<string | undefined> }>();
  const pictureOf = (call: NonNullable<ReturnType<typeof imageRequestOf>>): Promise<string | undefined> => {
    const key = JSON.stringify(call);
    const kept = pictureAnswers.get(key);
    if (kept && Date.now() - kept.at < START_IMAGE_TTL_MS) return kept.src;
    const qs = new URLSearchParams(
      Object.entries(call.body).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const src = app
      .inject(
        call.method === 'GET'
          ? { method: 'GET', url: qs ? `${call.path}?${qs}` : call.path }
          : { method: 'POST', url: call.path, payload: call.body },
      )
      .then((res) => {
        const first = firstItem((res.json() as { data?: unknown }).data);
        const value = first?.[call.image];
        return typeof value === 'string' && SAME_ORIGIN_PICTURE.test(value) && !value.includes('..')
          ? value
          : undefined;
      })
      .catch(() => undefined);
    if (pictureAnswers.size > 50) pictureAnswers.clear();
    pictureAnswers.set(key, { at: Date.now(), src });
    return src;
  };

  /**
   * Every route that opens with a picture in its frame (its fixed art, or the picture its opening call names), drawn:
   * index.html's inline script draws the one the visit opens at before the first paint (`/` is drawn in the HTML).
   */
  const framesOf = async (manifest: Record<string, unknown>) => {
    const frames: Record<string, (DrawnFrame & { auth?: true; ask?: true }) | { auth: true }> = {};
    await Promise.all(
      manifestRoutes(manifest).map(async ({ route, entry }) => {
        // a guarded page without a frame: named, so that a visitor's frame is /login's (where the shell sends them)
        if (route.auth === true) frames[route.path as string] = { auth: true };
        const hero = federation.pageFrame(route.frame)?.hero;
        if (!hero) return;
        const call = imageRequestOf(route);
        const picture = fixedPictureOf(hero.picture, entry) ?? (call && (await pictureOf(call)));
        const drawn = picture && drawnFrame(route, picture);
        if (!drawn) return;
        frames[route.path as string] = {
          ...drawn,
          ...(route.auth === true ? { auth: true as const } : {}),
          ...(route.askLogin === true ? { ask: true as const } : {}),
        };
      }),
    );
    return frames;
  };

  const index = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await isFile(path.join(opts.hostDist, 'index.html')))) {
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    const html = await readFile(path.join(opts.hostDist, 'index.html'), 'utf8');
    if (!html.includes(REMOTES_PLACEHOLDER)) return reply.sendFile('index.html', opts.hostDist);
    // the live deployment manifest, inlined: the shell starts without a round trip for it, and a deploy or
    // rollback shows on the next load exactly as with /remotes.json (this answer is never kept by a shared cache)
    const manifest = await composeRemotesManifest(opts.remoteDists, releasesDir, app.log);
    const frames = await framesOf(manifest);
    // the start route's frame, drawn before the first paint by index.html's two inline scripts (start-frame-script.ts):
    // the first, in the head before the stylesheet, starts the picture's download; the second, after the frame's tab
    // bar, draws it
    const drawing = Object.values(frames).some((f) => 'src' in f);
    // `/` (a visit without a hash) is drawn in the HTML itself, its picture named where the preload scanner finds it
    // with the first bytes (the inline scripts keep it for `/` and replace it for any other route)
    const home = frames['/'] && 'src' in frames['/'] ? frames['/'] : undefined;
    const preload = home
      ? `<link rel="preload" as="image" href="${escapeAttr(home.src)}" fetchpriority="high" data-h5-start="/" />`
      : '';
    const page = html
      .replace(
        REMOTES_PLACEHOLDER,
        () =>
          `${preload}<script id="h5-remotes" type="application/json">${jsonForHtml(manifest)}</script>` +
          (drawing
            ? `<script id="h5-frames" type="application/json">${jsonForHtml(frames)}</script>` +
              `<script>${START_FRAME_HEAD_SCRIPT}</script>`
            : ''),
      )
      .replace(PICTURE_PLACEHOLDER, () => (home ? frameHtml(home) : PICTURE_PLACEHOLDER))
      .replace(
        TABS_PLACEHOLDER,
        () =>
          `<div class="h5f-t">${frameTabsHtml(manifest)}</div>${drawing ? `<script>${START_FRAME_SCRIPT}</script>` : ''}`,
      );
    reply.header('cache-control', INDEX_INLINED).type('text/html; charset=utf-8');
    if (acceptsGzip(request))
      return reply.header('vary', 'accept-encoding').header('content-encoding', 'gzip').send(gzipSync(page));
    return reply.send(page);
  };
  app.get('/', { schema: fileSchema }, index);
  app.get('/index.html', { schema: fileSchema }, index);

  // Everything else under `/` is a host file; `/api/*` has its own routes and its own 404.
  app.get('/*', { schema: { ...fileSchema, params: wildcardParams } }, async (request, reply) => {
    const rel = (request.params as Record<string, string>)['*'];
    if (rel === 'api' || rel.startsWith('api/')) return reply.callNotFound();
    return sendFrom(request, reply, opts.hostDist, rel);
  });
});
