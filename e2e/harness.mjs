// Starts the real product (server + built front end) for browser tests, on a fresh database.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { after, before } from 'node:test';
import { launch } from './browser.mjs';

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

/**
 * The server on its own port with a throwaway PGlite data directory (or the schema named by DATABASE_URL when
 * E2E_DATABASE_URL is set), TEST_CAPTCHA_CODE so tests can pass the captcha, and the demo content seeded.
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
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  // E2E_START_TIMEOUT_MS: a machine shared by many runs may need longer than a minute to start the server
  const startMs = Number(process.env.E2E_START_TIMEOUT_MS) || 60_000;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/api/app`, { method: 'POST' });
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      // not left running (it would hold its port and a core after the test gave up)
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${startMs / 1000} s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    /** the back-office console's own origin (ADMIN_PORT) */
    adminUrl: `http://127.0.0.1:${adminPort}`,
    dataDir,
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => {
          const t = setTimeout(() => {
            child.kill('SIGKILL');
            r();
          }, 10_000);
          child.once('exit', () => {
            clearTimeout(t);
            r();
          });
        });
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
