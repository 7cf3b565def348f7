// `npm run bench:api`: requests per second and p50/p99 latency (autocannon, loopback) for
//   - a bare Fastify route in the same run (the ceiling of this machine),
//   - POST /api/balance (polled by every online player every 4.3 s) over many sessions,
//   - POST /api/transfer pairs (central → venue → central) over many players,
// on PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, a fresh database per run, a pool that
// fits the server's max_connections with headroom) and on PGlite; then the ledger check. The players are made through
// the accounts and ledger modules (scripts/bench-setup.ts), not the public registration. Prints the figures and whether
// issue 25's targets are met; not a pass/fail test (the exit code is 0 either way).
// Options: --seconds=10 --players=200 --connections=100 --only=pg|pglite --pool=N (default: see poolFor)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * scripts/bench-setup.ts on the bench's database (env as the server's): `setup` makes the players (through the
 * accounts and ledger modules, no HTTP, so no registration or login limit applies) and answers their tokens; `check`
 * runs the ledger check. Run while the server is stopped: PGlite is one process's at a time.
 */
function dbTool(env, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-setup.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`bench-setup ${args[0]} exited ${code}`));
      try {
        resolve(JSON.parse(last));
      } catch {
        reject(new Error(`bench-setup ${args[0]}: ${last.slice(0, 200)}`));
      }
    });
  });
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
    stdio: ['ignore', 'ignore', 'inherit'],
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

/**
 * CPU seconds used so far by these processes (Linux /proc; null elsewhere): a figure per request that the machine's
 * other load disturbs far less than requests per second do. PostgreSQL's backends are found by database name, so only
 * when it runs on this machine.
 */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15 of proc(5))
    } catch {
      /* gone, or not Linux */
    }
  }
  return ticks / 100; // USER_HZ
}

async function backendPids(dbUrl) {
  if (!dbUrl) return [];
  const client = new pg.Client({ connectionString: dbUrl });
  try {
    await client.connect();
    const { rows } = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  } catch {
    return [];
  } finally {
    await client.end().catch(() => {});
  }
}

/** `run`, and the CPU time the server process and its PostgreSQL backends spent per request during it (µs). */
async function runMeasured(opts, serverPid, dbUrl) {
  const before = new Map((await backendPids(dbUrl)).map((pid) => [pid, cpuSeconds([pid])]));
  const server0 = cpuSeconds([serverPid]);
  const r = await run(opts);
  const server = cpuSeconds([serverPid]) - server0;
  let db = 0;
  // a backend opened during the run spent all its time in it
  for (const pid of await backendPids(dbUrl)) db += cpuSeconds([pid]) - (before.get(pid) ?? 0);
  const n = r.requests.total || 1;
  r.cpu = { server: (server / n) * 1e6, db: dbUrl ? (db / n) * 1e6 : null };
  return r;
}

const fmt = (r) => ({
  cpu: r.cpu,
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

async function benchOne(label, env) {
  process.stdout.write(`  ${label}: creating ${PLAYERS} players (accounts module, no HTTP)… `);
  const { tokens } = await dbTool(env, ['setup', String(PLAYERS)]);
  console.log('done');
  const { url, child } = await startServer(env);
  let balance = null;
  let transfer = null;
  try {
    let i = 0;
    if (WHAT.includes('balance'))
      balance = fmt(
        await runMeasured(
          {
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
          },
          child.pid,
          env.DATABASE_URL,
        ),
      );
    let j = 0;
    if (WHAT.includes('transfer'))
      transfer = fmt(
        await runMeasured(
          {
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
          },
          child.pid,
          env.DATABASE_URL,
        ),
      );
  } finally {
    await stop(child);
  }
  // after the server stopped (PGlite), on everything the run wrote
  const check = await dbTool(env, ['check']);
  const ledger =
    check.problems.length === 0 ? `passes (${check.transfers} transfers)` : `FAILS: ${check.problems.join('; ')}`;
  return { balance, transfer, ledger };
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
const cpuLine = (name, r) => {
  if (!r.cpu) return;
  const db = r.cpu.db === null ? '' : `, its PostgreSQL backends ${r.cpu.db.toFixed(0)} µs`;
  console.log(`  ${name.padEnd(34)} CPU per request: server ${r.cpu.server.toFixed(0)} µs${db}`);
};

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
  if (r.balance) {
    line(`${db} POST /api/balance`, r.balance, ceiling.rps);
    cpuLine('', r.balance);
  }
  if (r.transfer) {
    line(`${db} POST /api/transfer`, r.transfer, ceiling.rps);
    cpuLine('', r.transfer);
    console.log(`  ${db} transfers completed (2xx): ${r.transfer.okps.toFixed(0)}/s`);
  }
  console.log(`  ${db} ledger check after the run: ${r.ledger}`);
}
// issue 25's targets, judged on PostgreSQL (PGlite, one embedded connection, is shown against them for comparison)
const TARGET = { balanceShare: 0.8, balanceP99: 10, transfersPerSecond: 6000 };
const verdict = (met) => (met ? 'met' : 'NOT met');
console.log(
  `\nTargets: /api/balance ≥ ${TARGET.balanceShare * 100}% of the bare route's req/s (same run) with p99 < ${TARGET.balanceP99} ms; ` +
    `transfers ≥ ${TARGET.transfersPerSecond.toLocaleString('en')}/s completed (2xx) with the ledger check passing (PostgreSQL)`,
);
for (const [db, r] of results) {
  const tag = db === 'PostgreSQL' ? '' : ' (for comparison)';
  if (r.balance) {
    const share = r.balance.rps / ceiling.rps;
    console.log(
      `  ${db} balance: ${(share * 100).toFixed(1)}% of bare, p99 ${r.balance.p99} ms → ` +
        `${verdict(share >= TARGET.balanceShare && r.balance.p99 < TARGET.balanceP99)}${tag}`,
    );
  }
  if (r.transfer) {
    const passes = r.ledger.startsWith('passes');
    console.log(
      `  ${db} transfers: ${r.transfer.okps.toFixed(0)}/s completed, ledger check ${passes ? 'passes' : 'FAILS'} → ` +
        `${verdict(r.transfer.okps >= TARGET.transfersPerSecond && passes)}${tag}`,
    );
  }
}
