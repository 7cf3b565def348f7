import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { builtEntry } from '../../scripts/build.mjs';

/**
 * The real server in a child process for the command-line tests (`npm run admin -- …`): a fresh database, the
 * server on a free port, and the CLI run against it as an operator would.
 */
export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The arguments to node that run one of the server's processes as production does: its bundle (scripts/build.mjs,
 * built first when a source changed), with source maps for the stack traces.
 */
export function processArgs(name: Parameters<typeof builtEntry>[0]): string[] {
  return ['--enable-source-maps', builtEntry(name)];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * `fetch` on a new connection each time (`Connection: close`). The command-line tests run the CLI with spawnSync,
 * which blocks this process's event loop for seconds: a kept-alive connection from the call before can be closed by
 * the server (its 5 s keep-alive timeout) meanwhile, unseen, and a POST sent on it then fails with "fetch failed"
 * (seen once under load). A fresh connection cannot be stale.
 */
export function fetchFresh(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('connection', 'close');
  return fetch(url, { ...init, headers });
}

/** A fresh database for one server: a PGlite dir, or a new PostgreSQL database next to DATABASE_URL. */
export async function freshDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'h5-admin-cli-'));
  const url = process.env.DATABASE_URL;
  if (!url)
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      async drop() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  const name = `h5_cli_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: dbUrl.toString() },
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type FreshDatabase = Awaited<ReturnType<typeof freshDatabase>>;

/** Starts the server (`src/server.ts`, bundled) on a free port with `env` and waits until it answers. */
export async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, processArgs('server'), {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_PORT: 'off',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TEST_CAPTCHA_CODE: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetchFresh(`${url}/api/app`, { method: 'POST' })).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

/**
 * Runs `npm run admin -- <args>` (src/cli/admin.ts) with its own config folder, against the server `serverUrl()`
 * names at the time of the call; `input` is the standard input, `env` adds variables.
 */
export function adminCli(configHome: string, serverUrl: () => string) {
  return (args: string[], opts: { input?: string; env?: Record<string, string> } = {}) => {
    const res = spawnSync(process.execPath, [...processArgs('admin'), ...args], {
      cwd: serverDir,
      input: opts.input ?? '',
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        XDG_CONFIG_HOME: configHome,
        H5_SERVER: serverUrl(),
        ADMIN_PASSWORD: '',
        NODE_ENV: 'test',
        ...opts.env,
      },
    });
    return { code: res.status, stdout: res.stdout, stderr: res.stderr };
  };
}
