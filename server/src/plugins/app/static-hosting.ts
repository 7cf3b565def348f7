import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../../lib/plugin';

/** The remotes the host may load, each built into `remote-<name>/dist`. */
export const REMOTE_NAMES = ['games', 'money', 'account', 'promotions'] as const;

export type StaticHostingOptions = {
  /** The host's build (`host/dist`). */
  hostDist: string;
  /** Each remote's build folder, by remote name. */
  remoteDists: Record<string, string>;
};

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

/** `remotes.json`: what the host registers at start, derived from the remotes' builds on disk. */
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
 * Serves the host at `/`, each remote at `/remotes/<name>/`, and `/remotes.json`. Files are looked
 * up per request, so a build made while the server runs is served without a restart, and a missing
 * build never stops the API. `/api/*` is never answered from here.
 */
export default globalPlugin(async function staticHosting(app: FastifyInstance, opts: StaticHostingOptions) {
  await app.register(fastifyStatic, {
    serve: false,
    cacheControl: false,
    dotfiles: 'deny',
    setHeaders(res, filePath) {
      res.setHeader('cache-control', HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendFrom = async (request: FastifyRequest, reply: FastifyReply, root: string, rel: string) => {
    if (rel.includes('\0') || rel.split('/').some((seg) => seg === '..' || seg.startsWith('.'))) return reply.callNotFound();
    if (!(await isFile(path.join(root, rel)))) return reply.callNotFound();
    return reply.sendFile(rel, root);
  };

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return buildRemotesManifest(opts.remoteDists);
  });

  app.get('/remotes/:name/*', async (request, reply) => {
    const { name } = request.params as { name: string; '*': string };
    const dist = Object.hasOwn(opts.remoteDists, name) ? opts.remoteDists[name] : undefined;
    if (!dist) return reply.callNotFound();
    return sendFrom(request, reply, dist, (request.params as Record<string, string>)['*'] || 'index.html');
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
