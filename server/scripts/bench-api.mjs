// `npm run bench:api`: requests per second and p50/p99 latency (autocannon, loopback) for
//   - a bare Fastify route in the same run (the ceiling of this machine),
//   - POST /api/balance (polled by every online player every 4.3 s) over many sessions,
//   - POST /api/transfer pairs (central → venue → central) over many players,
// on PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, a fresh database per run, a pool that
// fits the server's max_connections with headroom) and on PGlite; then the ledger check. Figures, not a pass/fail test.
// Options: --seconds=10 --players=200 --connections=100 --only=pg|pglite --pool=N (default: see poolFor)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? a.slice(name.length + 3) : dflt;
};
const SECONDS = Number(arg('seconds', '10'));
const PLAYERS = Number(arg('players', '200'));
const CONNECTIONS = Number(arg('connections', '100'));
const ONLY = arg('only', '');
const CAPTCHA = 'BN42';
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const VENUE = arg('venue', 'ag');
const POOL = arg('pool', '');
const WHAT = arg('what', 'balance,transfer').split(',');

/**
 * The server's pool: --pool, or at most 100 connections while leaving the superuser-reserved slots plus 10 for
 * everything else (this script's admin client, psql, other tests). A pool of 100 against max_connections = 100 made
 * requests fail with "sorry, too many clients already".
 */
async function poolFor(client) {
  if (POOL) return { size: Number(POOL), why: '--pool' };
  const max = Number((await client.query('SHOW max_connections')).rows[0].max_connections);
  const reserved = Number(
    (await client.query('SHOW superuser_reserved_connections')).rows[0].superuser_reserved_connections,
  );
  const size = Math.max(5, Math.min(100, max - reserved - 10));
  return { size, why: `max_connections ${max}, ${reserved} reserved, 10 left for others` };
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function json(url, body, token, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body ?? {}),
  });
  return res.json();
}

async function startServer(env) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the server under load
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PORT: 'off',
      TEST_CAPTCHA_CODE: CAPTCHA,
      INSECURE_FAST_PASSWORD_HASH: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/app`, { method: 'POST' })).ok) return { url, child };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 8000).unref();
  });

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, pipelining: 1, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const fmt = (r) => ({
  rps: r.requests.average,
  // answered 2xx per second (for transfers: the transfers that moved money)
  okps: r['2xx'] / (r.duration || SECONDS),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  // e.g. 400 余额不足 when a pair's "out" overtakes its "in" (both legs of a pair are in flight at once)
  codes: Object.entries(r.statusCodeStats ?? {})
    .filter(([c]) => !c.startsWith('2'))
    .map(([c, v]) => `${c}×${v.count}`)
    .join(' '),
  errors: r.errors + r.timeouts,
});

async function players(url) {
  const admin = await json(`${url}/admin/api/login`, { username: 'admin', password: 'admin888' });
  const adminToken = admin?.data?.token;
  const tokens = [];
  for (let i = 0; i < PLAYERS; i++) {
    const name = `bench${i.toString(36)}${Date.now().toString(36)}`.slice(0, 16);
    const cap = await (await fetch(`${url}/api/captcha`)).json();
    const reg = await json(`${url}/api/register`, {
      name,
      password: 'Bench!pass1',
      confirmPass: 'Bench!pass1',
      realname: '压测',
      paypassword: 'Bench!pay1',
      code: CAPTCHA,
      captcha_id: cap.data.id,
    });
    if (reg.code !== 200) throw new Error(`register: ${reg.message}`);
    tokens.push(reg.data.api_token);
    if (adminToken) {
      const found = await (
        await fetch(`${url}/admin/api/users?q=${name}`, { headers: { authorization: `Bearer ${adminToken}` } })
      ).json();
      const id = found?.data?.data?.[0]?.id ?? found?.data?.[0]?.id;
      if (id)
        await json(`${url}/admin/api/users/${id}/adjust`, { amount: '100000.00', reason: '压测资金' }, adminToken);
    }
  }
  return { tokens, adminToken };
}

async function benchOne(label, env) {
  const { url, child } = await startServer(env);
  try {
    process.stdout.write(`  ${label}: registering ${PLAYERS} players… `);
    const { tokens, adminToken } = await players(url);
    console.log('done');
    let i = 0;
    const balance = !WHAT.includes('balance')
      ? null
      : fmt(
          await run({
            url: `${url}/api/balance`,
            requests: [
              {
                method: 'POST',
                setupRequest: (req) => ({
                  ...req,
                  headers: {
                    'content-type': 'application/json',
                    authorization: `Bearer ${tokens[i++ % tokens.length]}`,
                  },
                  body: '{}',
                }),
              },
            ],
          }),
        );
    let j = 0;
    const transfer = !WHAT.includes('transfer')
      ? null
      : fmt(
          await run({
            url: `${url}/api/transfer`,
            requests: [
              {
                method: 'POST',
                setupRequest: (req) => {
                  const n = j++;
                  const token = tokens[Math.floor(n / 2) % tokens.length];
                  const into = n % 2 === 0;
                  return {
                    ...req,
                    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                    body: JSON.stringify({
                      amount: '1.00',
                      sourcetype: into ? 'userbalance' : VENUE,
                      targettype: into ? VENUE : 'userbalance',
                    }),
                  };
                },
              },
            ],
          }),
        );
    let ledger = 'not checked (no admin session)';
    if (adminToken) {
      const check = await (
        await fetch(`${url}/admin/api/ledger/check`, { headers: { authorization: `Bearer ${adminToken}` } })
      ).json();
      ledger =
        check.code === 200 && (check.data?.problems ?? check.data ?? []).length === 0
          ? 'passes'
          : `FAILS: ${JSON.stringify(check.data).slice(0, 300)}`;
    }
    return { balance, transfer, ledger };
  } finally {
    await stop(child);
  }
}

async function bare() {
  const app = Fastify({ logger: false });
  app.post('/api/bare', async () => ({ code: 200, message: 'success', data: { balance: '0.00', gameblance: '0.00' } }));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const r = fmt(
    await run({
      url: `http://127.0.0.1:${port}/api/bare`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }),
  );
  await app.close();
  return r;
}

const line = (name, r, ceiling) =>
  console.log(
    `  ${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   ${ceiling ? `${((r.rps / ceiling) * 100).toFixed(1).padStart(5)}% of bare` : ''}${r.non2xx ? `   non-2xx ${r.non2xx}${r.codes ? ` (${r.codes})` : ''}` : ''}${r.errors ? `   errors ${r.errors}` : ''}`,
  );

console.log(
  `bench:api — ${SECONDS} s per run, ${CONNECTIONS} connections, ${PLAYERS} players, ${os.cpus().length} cores`,
);
const ceiling = await bare();
console.log('\nbare Fastify route (the ceiling, same run)');
line('POST /api/bare', ceiling);

const results = [];
if (ONLY !== 'pglite') {
  const dbName = `h5_bench_${Date.now()}`;
  const adminClient = new pg.Client({ connectionString: PG_URL });
  try {
    await adminClient.connect();
    await adminClient.query(`CREATE DATABASE ${dbName}`);
    const u = new URL(PG_URL);
    u.pathname = `/${dbName}`;
    const pool = await poolFor(adminClient);
    console.log(`\nPostgreSQL (pool of ${pool.size} connections: ${pool.why})`);
    const r = await benchOne('PostgreSQL', { DATABASE_URL: u.toString(), DB_POOL_SIZE: String(pool.size) });
    results.push(['PostgreSQL', r]);
  } catch (err) {
    console.log(`  PostgreSQL not measured: ${err.message}`);
  } finally {
    await adminClient.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await adminClient.end().catch(() => {});
  }
}
if (ONLY !== 'pg') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'h5-bench-'));
  try {
    console.log('\nPGlite (embedded, one connection)');
    results.push(['PGlite', await benchOne('PGlite', { DATA_DIR: dir, DATABASE_URL: '' })]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log('\nResults');
line('bare Fastify route', ceiling);
for (const [db, r] of results) {
  if (r.balance) line(`${db} POST /api/balance`, r.balance, ceiling.rps);
  if (r.transfer) {
    line(`${db} POST /api/transfer`, r.transfer, ceiling.rps);
    console.log(`  ${db} transfers completed (2xx): ${r.transfer.okps.toFixed(0)}/s`);
  }
  console.log(`  ${db} ledger check after the run: ${r.ledger}`);
}
console.log(
  '\nTargets (PostgreSQL): /api/balance ≥ 25% of bare with p99 < 20 ms; transfers ≥ 1500/s with the ledger check passing.',
);
