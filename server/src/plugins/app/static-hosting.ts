import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
export function resolveReleasesDir(opts: StaticHostingOptions, env: NodeJS.ProcessEnv = process.env): string | undefined {
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
export async function composeRemotesManifest(remoteDists: Record<string, string>, releasesDir: string | undefined, log?: FastifyInstance['log']) {
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
export default globalPlugin(async function staticHosting(app: FastifyInstance, opts: StaticHostingOptions) {
  const releasesDir = resolveReleasesDir(opts);
  const releasesPrefix = releasesDir ? releasesDir + path.sep : undefined;
  await app.register(fastifyStatic, {
    serve: false,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders(res, filePath) {
      // A published version folder never changes: everything in it is cached for good, except its JSON
      // manifests (mf-manifest.json, routes.json, release.json), which tools read and which stay revalidated.
      const versioned = !!releasesPrefix && filePath.startsWith(releasesPrefix);
      const immutable = versioned ? !filePath.endsWith('.json') : HASHED.test(path.basename(filePath));
      res.setHeader('cache-control', immutable ? IMMUTABLE : 'no-cache');
    },
  });

  const sendFrom = async (request: FastifyRequest, reply: FastifyReply, root: string, rel: string) => {
    if (rel.includes('\0') || rel.split('/').some((seg) => seg === '..' || seg.startsWith('.'))) return reply.callNotFound();
    if (!(await isFile(path.join(root, rel)))) return reply.callNotFound();
    return reply.sendFile(rel, root);
  };

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return composeRemotesManifest(opts.remoteDists, releasesDir, app.log);
  });

  app.get('/remotes/:name/*', async (request, reply) => {
    const { name } = request.params as { name: string; '*': string };
    const rest = (request.params as Record<string, string>)['*'] || '';
    // a published version: /remotes/<name>/<version>/<file>
    const slash = rest.indexOf('/');
    if (releasesDir && slash > 0 && REMOTE_NAME.test(name)) {
      const version = rest.slice(0, slash);
      const folder = path.join(releasesDir, name, version);
      if (VERSION_NAME.test(version) && (await isDir(folder))) return sendFrom(request, reply, folder, rest.slice(slash + 1));
    }
    // a remote that was never deployed: its build folder
    const dist = Object.hasOwn(opts.remoteDists, name) ? opts.remoteDists[name] : undefined;
    if (!dist) return reply.callNotFound();
    return sendFrom(request, reply, dist, rest || 'index.html');
  });

  const index = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!(await isFile(path.join(opts.hostDist, 'index.html')))) {
      return reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return reply.sendFile('index.html', opts.hostDist);
  };
  app.get('/', index);
  app.get('/index.html', index);

  // Everything else under `/` is a host file; `/api/*` has its own routes and its own 404.
  app.get('/*', async (request, reply) => {
    const rel = (request.params as Record<string, string>)['*'];
    if (rel === 'api' || rel.startsWith('api/')) return reply.callNotFound();
    return sendFrom(request, reply, opts.hostDist, rel);
  });
});
