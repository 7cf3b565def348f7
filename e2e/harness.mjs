// Starts the real product (server + built front end) for browser tests, on a fresh database.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { after, before } from 'node:test';
import { launch } from './browser.mjs';
import { builtEntry } from '../server/scripts/build.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CAPTCHA = 'E2E8';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Node's http, one connection per request (`agent: false`): a probe leaves no kept-alive connection to drain. */
function probe(url) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, method: 'POST' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    });
    req.on('error', () => resolve(false));
    req.setTimeout(5_000, () => req.destroy());
  });
}

/** Spawns the server with `env` and waits until it answers /api/app (E2E_START_TIMEOUT_MS, default a minute). */
async function spawnServer(env) {
  const child = spawn(process.execPath, ['--enable-source-maps', builtEntry('server')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${env.PORT}`;
  // E2E_START_TIMEOUT_MS: a machine shared by many runs may need longer than a minute to start the server
  const startMs = Number(process.env.E2E_START_TIMEOUT_MS) || 60_000;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    if (await probe(`${url}/api/app`)) break;
    if (Date.now() > deadline) {
      // not left running (it would hold its port and a core after the test gave up)
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${startMs / 1000} s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, url, log: () => log };
}

const exited = (child, ms) =>
  child.exitCode !== null
    ? Promise.resolve(true)
    : new Promise((resolve) => {
        const t = setTimeout(() => resolve(false), ms);
        child.once('exit', () => {
          clearTimeout(t);
          resolve(true);
        });
      });

/**
 * What the server's first start on an empty database does (migrations, the demo seed, the demo operator) depends on
 * the database code, the passwords' hashing, the day (the seed dates content by the current year) and two settings:
 * a start's data folder is a copy of a template made once per such key, not migrated and seeded again. That took
 * about 15 s of each browser test file's start on a quiet machine (31 files, one after another; issue 25).
 */
function templateKey(env) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else hash.update(path.relative(ROOT, p)).update(readFileSync(p));
    }
  };
  walk(path.join(ROOT, 'server/src/db'));
  hash.update(readFileSync(path.join(ROOT, 'server/src/lib/passwords.ts')));
  hash.update(readFileSync(path.join(ROOT, 'package-lock.json')));
  hash.update(JSON.stringify([env.NODE_ENV, env.INSECURE_FAST_PASSWORD_HASH ?? '']));
  return `${new Date().toISOString().slice(0, 10).replace(/-/g, '')}_${hash.digest('hex').slice(0, 12)}`;
}

const TEMPLATES = path.join(os.tmpdir(), 'h5-e2e-templates');

/**
 * The PGlite folder a first start left (the server started on an empty folder, stopped with SIGTERM and exited 0),
 * made when this key has none. Two runs making one at once each make their own; the first rename wins.
 */
async function pgliteTemplate(env) {
  const key = templateKey(env);
  const dir = path.join(TEMPLATES, key);
  if (existsSync(dir)) return dir;
  mkdirSync(TEMPLATES, { recursive: true });
  for (const old of readdirSync(TEMPLATES)) {
    // yesterday's or another code's (a name being made is `.<key>-…`)
    if (!old.startsWith('.') && old !== key) rmSync(path.join(TEMPLATES, old), { recursive: true, force: true });
  }
  const making = mkdtempSync(path.join(TEMPLATES, `.${key}-`));
  try {
    const first = await spawnServer({
      ...env,
      PORT: String(await freePort()),
      ADMIN_PORT: String(await freePort()),
      DATA_DIR: making,
    });
    first.child.kill('SIGTERM');
    if (!(await exited(first.child, 15_000)) || first.child.exitCode !== 0) {
      first.child.kill('SIGKILL');
      throw new Error(`the template server did not stop cleanly (${first.child.exitCode}):\n${first.log()}`);
    }
    try {
      renameSync(path.join(making, 'pglite'), dir);
    } catch (err) {
      if (!existsSync(dir)) throw err;
    }
    return dir;
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
}

/**
 * The server on its own port with a throwaway PGlite data directory (or the schema named by DATABASE_URL when
 * E2E_DATABASE_URL is set), TEST_CAPTCHA_CODE so tests can pass the captcha, and the demo content seeded (on PGlite a
 * copy of the template above: what a first start on an empty folder leaves).
 */
export async function startProduct(extraEnv = {}) {
  const port = await freePort();
  const adminPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'h5-e2e-data-'));
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    ADMIN_PORT: String(adminPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TEST_CAPTCHA_CODE: CAPTCHA,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  if (!env.DATABASE_URL) cpSync(await pgliteTemplate(env), path.join(dataDir, 'pglite'), { recursive: true });
  const { child, url, log } = await spawnServer(env);
  return {
    url,
    port,
    /** the back-office console's own origin (ADMIN_PORT) */
    adminUrl: `http://127.0.0.1:${adminPort}`,
    dataDir,
    log,
    /**
     * SIGTERM, and SIGKILL after 2 s: the server's drain waits up to 8 s for idle kept-alive connections (a proxy
     * closes those in production), here the test process's own; the data is thrown away, and the graceful stop
     * has its own test (server/test/server.test.ts).
     */
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        if (!(await exited(child, 2_000))) {
          child.kill('SIGKILL');
          await exited(child, 10_000);
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** JSON call to the product's API, as a player's browser would make it. */
export async function api(base, pathName, body = {}, token) {
  const res = await fetch(`${base}${pathName}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** A fresh captcha id (its answer is CAPTCHA under TEST_CAPTCHA_CODE). */
export async function captchaId(base) {
  const res = await fetch(`${base}/api/captcha`);
  const body = await res.json();
  return body.data.id;
}

let seq = 0;
/** Registers a new player through the API and answers { name, password, token }. */
export async function registerPlayer(base, prefix = 'e2e') {
  const name = `${prefix}${Date.now().toString(36)}${seq++}`.slice(0, 16);
  const password = 'Pa55word!';
  const body = await api(base, '/api/register', {
    name,
    password,
    confirmPass: password,
    realname: '测试玩家',
    paypassword: 'Pay123456',
    code: CAPTCHA,
    captcha_id: await captchaId(base),
  });
  if (body.code !== 200) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return { name, password, token: body.data.api_token };
}

/** Logs a player in (API) and answers the token. */
export async function loginToken(base, name, password) {
  const body = await api(base, '/api/login_pc', { name, password, code: CAPTCHA, captcha_id: await captchaId(base) });
  if (body.code !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.api_token;
}

/**
 * Opens the site with a session already in the tab's session storage. The token is stored from a page of the site
 * that runs no app code (`/remotes.json`), so the app's first load sees it: setting it from a running app raced
 * the app's own redirects (a guarded path could be sent to /login before the reload).
 */
export async function openLoggedIn(page, base, token, hashPath = '/') {
  await page.goto(`${base}/remotes.json`);
  await page.evaluate((t) => sessionStorage.setItem('token', t), token);
  await page.goto(`${base}/#${hashPath}`);
}

/**
 * For a test about something other than the home page's welcome popup: mark it as already shown this visit (the
 * games area's once-per-visit key), so it cannot cover the page at a moment that depends on the machine's speed (it
 * opens once the first banner's picture has loaded). e2e/games.test.mjs tests the popup itself.
 */
export const skipWelcomePopup = (page) => page.addInitScript(() => sessionStorage.setItem('welcomeShown', '1'));

/**
 * What a person sees once the page has settled: reads `read()` until it deep-equals `expected` (parts of a page arrive
 * from separate calls), then asserts it, so a timeout reports the last value seen.
 */
export async function eventually(read, expected, timeout = 10_000) {
  const until = Date.now() + timeout;
  let actual = await read();
  while (!isDeepStrictEqual(actual, expected) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    actual = await read();
  }
  assert.deepStrictEqual(actual, expected);
}

/** The toast showing `text` (the shared toast host's alert). */
export const toast = (page, text) => page.locator('.h5-toast-host [role="alert"]', { hasText: text });

/** The form field with exactly this label. */
export const field = (page, label) => page.getByLabel(label, { exact: true });

/** The hash path the page is on ('/login?redirect=...'). */
export const hashPath = (page) => decodeURIComponent(new URL(page.url()).hash.slice(1) || '/');

/**
 * The product and a browser for the tests of one file: started before them, both stopped after. Read them from the
 * answer (`ctx.product.url`, `ctx.browser`, `ctx.openAt(path, token)`) inside tests, once `before` has run.
 */
export function productForFile(extraEnv = {}) {
  const ctx = {
    product: undefined,
    browser: undefined,
    /** a new phone page, logged in with `token`, on the hash path `path` */
    async openAt(path, token) {
      const page = await ctx.browser.newPage();
      await openLoggedIn(page, ctx.product.url, token, path);
      return page;
    },
  };
  before(async () => {
    ctx.product = await startProduct(extraEnv);
    ctx.browser = await launch();
  });
  after(async () => {
    await ctx.browser?.close();
    await ctx.product?.stop();
  });
  return ctx;
}

/** A valid RGB PNG (a diagonal gradient) of the given size, made here so the tests ship no image file. */
export function png(width, height) {
  const chunk = (name, data) => {
    const body = Buffer.concat([Buffer.from(name, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = [0];
    for (let x = 0; x < width; x++) row.push((x * 5) & 255, (y * 5) & 255, 180);
    rows.push(Buffer.from(row));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
