// The server process killed (SIGKILL) in the middle of a burst of money calls, then restarted: every call retried
// with its Idempotency-Key moves money at most once, the reconciliation job settles what was in flight, and the
// ledger balances. On PGlite (a data directory) and, when DATABASE_URL is set, on PostgreSQL.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { processArgs } from '#test/helpers/cli-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CAPTCHA = 'CR42';
const VENUE = 'ag';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

interface Running {
  url: string;
  child: ChildProcess;
}

async function start(env: Record<string, string>, port: number): Promise<Running> {
  const child = spawn(process.execPath, processArgs('server'), {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PORT: 'off',
      TEST_CAPTCHA_CODE: CAPTCHA,
      INSECURE_FAST_PASSWORD_HASH: '1',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/app`, { method: 'POST' })).ok) return { url, child };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

function kill(child: ChildProcess, signal: NodeJS.Signals) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function call(url: string, p: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}${p}`, {
    method: p.startsWith('/admin/api/') && body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: any };
}

const fen = (s: string) => Math.round(Number(s) * 100);

// the server tests run once on PGlite and once more on PostgreSQL when DATABASE_URL is set (npm test does both)
const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
{
  describe(`crash and restart during a burst of transfers (${db})`, () => {
    let env: Record<string, string>;
    let cleanup: () => Promise<void>;
    let port: number;
    let live: ChildProcess | null = null;

    before(async () => {
      port = await freePort();
      if (db === 'pglite') {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'h5-crash-'));
        env = { DATA_DIR: dir, DATABASE_URL: '' };
        cleanup = async () => rmSync(dir, { recursive: true, force: true });
      } else {
        const name = `h5_crash_${process.pid}_${Date.now()}`;
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const u = new URL(process.env.DATABASE_URL!);
        u.pathname = `/${name}`;
        env = { DATABASE_URL: u.toString(), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'h5-crash-')) };
        cleanup = async () => {
          const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
          await c.connect();
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await c.end();
          rmSync(env.DATA_DIR, { recursive: true, force: true });
        };
      }
    });

    after(async () => {
      if (live) await kill(live, 'SIGKILL');
      await cleanup?.();
    });

    test('nothing is lost or doubled', { timeout: 240_000 }, async () => {
      let server = await start(env, port);
      live = server.child;
      const adminLogin = await call(server.url, '/admin/api/login', { username: 'admin', password: 'admin888' });
      assert.equal(adminLogin.code, 200, adminLogin.message);
      let adminToken: string = adminLogin.data.token;

      const cap = (await (await fetch(`${server.url}/api/captcha`)).json()) as { data: { id: string } };
      const name = `crash${Date.now().toString(36)}`.slice(0, 16);
      const reg = await call(server.url, '/api/register', {
        name,
        password: 'Crash!pass1',
        confirmPass: 'Crash!pass1',
        realname: '测试',
        paypassword: 'Crash!pay1',
        code: CAPTCHA,
        captcha_id: cap.data.id,
      });
      assert.equal(reg.code, 200, reg.message);
      const token: string = reg.data.api_token;
      const found = await call(server.url, `/admin/api/users?q=${name}`, undefined, adminToken);
      const userId = (found.data.data ?? found.data)[0].id;
      const funded = await call(
        server.url,
        `/admin/api/users/${userId}/adjust`,
        { amount: '1000.00', reason: '崩溃测试资金' },
        adminToken,
      );
      assert.equal(funded.code, 200, funded.message);

      // bursts of 60 transfers of 10.00, alternating into the venue and back, each with its own key; the server is
      // killed as soon as the first answers of a burst arrive (the rest are then in flight). A burst that the server
      // finished entirely before the kill landed interrupts nothing, so another burst follows (at most 5).
      type Req = { key: string; body: { amount: string; sourcetype: string; targettype: string } };
      const requests: Req[] = [];
      const send = (url: string, r: Req) =>
        call(url, '/api/transfer', r.body, token, { 'idempotency-key': r.key }).catch(() => null);
      let interrupted = false;
      for (let round = 0; round < 5 && !interrupted; round++) {
        if (round > 0) {
          server = await start(env, port);
          live = server.child;
        }
        const batch = Array.from({ length: 60 }, (_, i) => ({
          key: `crash-${round}-${i}`,
          body: {
            amount: '10.00',
            sourcetype: i % 2 === 0 ? 'userbalance' : VENUE,
            targettype: i % 2 === 0 ? VENUE : 'userbalance',
          },
        }));
        requests.push(...batch);
        let answered = 0;
        let killing: Promise<void> | null = null;
        const victim = server.child;
        const burst = Promise.all(
          batch.map((r) =>
            send(server.url, r).then((a) => {
              if (a && ++answered >= 2 && !killing) killing = kill(victim, 'SIGKILL');
              return a;
            }),
          ),
        );
        // should the first answers be slow, the kill comes anyway
        const timer = setTimeout(() => (killing ??= kill(victim, 'SIGKILL')), 3000);
        const first = await burst;
        clearTimeout(timer);
        await (killing ?? kill(victim, 'SIGKILL'));
        interrupted = first.some((a) => a === null);
      }
      assert.ok(interrupted, 'the kill interrupted some calls');

      server = await start(env, port);
      live = server.child;
      // retry every call with the same key and body: finished ones replay, unfinished ones run now (after the
      // abandoned claim's grace period the server takes them over)
      const answers = new Map<string, { code: number; message: string }>();
      for (let round = 0; round < 20 && answers.size < requests.length; round++) {
        for (const r of requests) {
          if (answers.has(r.key)) continue;
          const a = await send(server.url, r);
          if (a && a.code !== 409) answers.set(r.key, a);
        }
        if (answers.size < requests.length) await new Promise((res) => setTimeout(res, 2000));
      }
      assert.equal(answers.size, requests.length, 'every call has a final answer');

      // replaying again gives the same answers (money moved once)
      for (const r of requests.slice(0, 10)) {
        const again = await send(server.url, r);
        assert.deepEqual(
          { code: again?.code, message: again?.message },
          { code: answers.get(r.key)!.code, message: answers.get(r.key)!.message },
        );
      }

      adminToken = (await call(server.url, '/admin/api/login', { username: 'admin', password: 'admin888' })).data.token;
      const reconcile = await call(server.url, '/admin/api/jobs/transfer-reconcile/run', {}, adminToken);
      assert.equal(reconcile.code, 200, reconcile.message);

      const check = await call(server.url, '/admin/api/ledger/check', undefined, adminToken);
      assert.equal(check.code, 200, check.message);
      const problems = Array.isArray(check.data) ? check.data : (check.data?.problems ?? []);
      assert.deepEqual(problems, []);

      // the player's money is all there: central + every venue wallet = 1000.00 once nothing is pending
      const balances = await call(server.url, '/api/balance', {}, token);
      assert.equal(fen(balances.data.balance) + fen(balances.data.gameblance), 100_000);
      const list = await call(server.url, '/api/balancelist', {}, token);
      const venueTotal = (list.data as { balance: string }[]).reduce((s, v) => s + fen(v.balance), 0);
      assert.equal(fen(balances.data.gameblance), venueTotal);

      await kill(server.child, 'SIGTERM');
    });
  });
}
