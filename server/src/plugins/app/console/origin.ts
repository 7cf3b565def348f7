import { readFile, stat } from 'node:fs/promises';
import http, { type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '#app/lib/envelope';
import { globalPlugin } from '#app/lib/plugin';

/**
 * The back-office console's own origin (ADMIN_PORT, default 8081): a second listener on the same Fastify app, so the
 * console and the player site never share an origin — nothing the player site runs can read the console's cookie,
 * call it with that cookie, or frame it.
 *
 * On the console origin:
 * - only `/admin/api/*` and the console's built files (`backoffice/dist`) exist; every other path is 404;
 * - the session is an HttpOnly, SameSite=Strict cookie (`Secure` over HTTPS), never readable by script; the
 *   Authorization header still works (scripts), a token is never put in a URL;
 * - every state-changing request must carry `X-H5-Console: 1` and, when the browser sends `Origin`, come from this
 *   origin: a custom header cannot be sent cross-origin without a CORS preflight, and this origin answers none;
 * - strict headers: a CSP with scripts from this origin only and `frame-ancestors 'none'`; API answers `no-store`.
 * On the player origin nothing changes: the cookie is ignored there, the console's files are not served.
 */
const CONSOLE = Symbol.for('h5.console');
type ConsoleRaw = IncomingMessage & { [CONSOLE]?: true };

export const CONSOLE_COOKIE = 'h5_admin';
export const CONSOLE_HEADER = 'x-h5-console';
export const CONSOLE_MESSAGES = {
  csrf: '请求来源校验失败，请刷新后台页面后重试',
  notBuilt: '后台控制台尚未构建：请先运行 npm run build',
} as const;

export const CONSOLE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // antd writes its component styles into <style> elements at run time (CSS-in-JS)
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const isConsoleRequest = (request: FastifyRequest) => (request.raw as ConsoleRaw)[CONSOLE] === true;

/** The console session's token, from its cookie: only on the console origin. */
export function consoleSessionToken(request: FastifyRequest): string | null {
  if (!isConsoleRequest(request)) return null;
  const header = request.headers.cookie;
  if (!header) return null;
  return parseCookie(header)[CONSOLE_COOKIE] ?? null;
}

const cookieOptions = (request: FastifyRequest) =>
  ({
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/admin/api',
  }) as const;

/** Starts the console session in the browser (console origin only; elsewhere the caller answers the token). */
export function setConsoleSession(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.header('set-cookie', serializeCookie(CONSOLE_COOKIE, token, cookieOptions(request)));
}

export function clearConsoleSession(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', serializeCookie(CONSOLE_COOKIE, '', { ...cookieOptions(request), maxAge: 0 }));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface ConsoleOriginOptions {
  /** The console's built files; `false` serves none (API only). */
  dist: string | false;
}

export default globalPlugin(async function consoleOrigin(app: FastifyInstance, opts: ConsoleOriginOptions) {
  const dist = opts.dist ? path.resolve(opts.dist) : null;

  /** A built file, or index.html for a page path (the console routes in the browser); null when there is none. */
  async function builtFile(urlPath: string): Promise<{ file: string; body: Buffer } | null> {
    if (!dist) return null;
    let rel: string;
    try {
      rel = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const candidate = path.resolve(dist, `.${path.posix.normalize(`/${rel}`)}`);
    if (candidate !== dist && !candidate.startsWith(dist + path.sep)) return null;
    const isPage = !path.extname(candidate);
    const file = isPage ? path.join(dist, 'index.html') : candidate;
    try {
      if (!(await stat(file)).isFile()) return null;
      return { file, body: await readFile(file) };
    } catch {
      return null;
    }
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (!isConsoleRequest(request)) return done();
    const urlPath = request.url.split('?')[0];
    if (urlPath.startsWith('/admin/api/')) {
      const safe = request.method === 'GET' || request.method === 'HEAD';
      const origin = request.headers.origin;
      const ownOrigin = `${request.protocol}://${request.headers.host ?? ''}`;
      if (!safe && (request.headers[CONSOLE_HEADER] !== '1' || (origin !== undefined && origin !== ownOrigin))) {
        reply.code(403).type('application/json; charset=utf-8').send(fail(403, CONSOLE_MESSAGES.csrf));
        return;
      }
      return done();
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.code(404).type('application/json; charset=utf-8').send(fail(404, '接口不存在'));
      return;
    }
    void builtFile(urlPath).then(
      (found) => {
        if (!found) {
          const missingBuild = dist === null || !path.extname(urlPath);
          reply
            .code(missingBuild ? 503 : 404)
            .type('text/plain; charset=utf-8')
            .send(missingBuild ? CONSOLE_MESSAGES.notBuilt : 'Not Found');
          return;
        }
        const isIndex = path.basename(found.file) === 'index.html';
        reply
          .code(200)
          .type(TYPES[path.extname(found.file)] ?? 'application/octet-stream')
          // hashed names are cached for good; index.html is asked again every time (a new build shows at once)
          .header('cache-control', isIndex ? 'no-cache' : 'public, max-age=31536000, immutable')
          .send(found.body);
      },
      (err: unknown) => reply.send(err),
    );
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isConsoleRequest(request)) return done(null, payload);
    reply.header('content-security-policy', CONSOLE_CONTENT_SECURITY_POLICY);
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('referrer-policy', 'no-referrer');
    for (const h of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers'])
      reply.removeHeader(h);
    if (request.url.startsWith('/admin/api/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});

/**
 * Starts the console's listener: every request it takes is marked as the console's and handed to the same app (its
 * routes, hooks and limits), so one process serves both origins. Close it before the app on shutdown.
 */
export async function listenConsole(app: FastifyInstance, port: number, host: string): Promise<Server> {
  const server = http.createServer((req, res) => {
    (req as ConsoleRaw)[CONSOLE] = true;
    app.routing(req, res);
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
