// `npm run bench:api`: requests per second and p50/p99 latency (autocannon, loopback) for
//   - a bare Fastify route in the same run (the ceiling of this machine),
//   - POST /api/balance (polled by every online player every 4.3 s) over many sessions,
//   - POST /api/transfer pairs (central → venue → central) over many players,
// on PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, a fresh database per run, a pool that
// fits the server's max_connections with headroom) and on PGlite; then the ledger check. The players are made through
// the accounts and ledger modules (scripts/bench-setup.ts), not the public registration. Prints the figures and whether
// issue 25's targets are met; not a pass/fail test (the exit code is 0 either way).
// Options: --seconds=10 --warmup=2 --players=200 --connections=100 --only=pg|pglite --pool=N (default: see poolFor)
//   --instances=N (N > 1, PostgreSQL only): the same runs on the same database also through nginx, first in front of
//   one instance (the proxy's own cost), then in front of N instances (scripts/lib/cluster.mjs, as `npm run cluster`),
//   printed beside the one instance reached directly; the pool is shared out between the instances.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { findNginx, NGINX_MISSING, startCluster } from '../../scripts/lib/cluster.mjs';
import { builtEntry } from './build.mjs';

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
const INSTANCES = Number(arg('instances', '1'));
// seconds of the same load, not measured, before each measured run: a just-started process runs its first thousands
// of requests unoptimised, and the --instances runs start three of them
const WARMUP = Number(arg('warmup', '2'));
if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 16) {
  console.error('--instances must be 1 to 16');
  process.exit(2);
}

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

/** What every benchmarked server process gets besides its database (and nginx's instances their ports). */
const SERVER_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  TEST_CAPTCHA_CODE: CAPTCHA,
  INSECURE_FAST_PASSWORD_HASH: '1',
};

async function startServer(env) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the server under load
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, '--enable-source-maps', builtEntry('server')], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...SERVER_ENV,
      HOST: '127.0.0.1',
      PORT: String(port),
      ADMIN_PORT: 'off',
      ...env,
    },
    // BENCH_SERVER_LOG=<file>: the server's log (JSON, errors only) appended there, to find what answered a 500
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore', 'inherit'],
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

/** pid and its descendants (nginx's master and its workers), from /proc (only pid elsewhere). */
function withDescendants(pid) {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    try {
      for (const tid of readdirSync(`/proc/${out[i]}/task`))
        out.push(
          ...readFileSync(`/proc/${out[i]}/task/${tid}/children`, 'utf8')
            .trim()
            .split(/\s+/)
            .filter(Boolean)
            .map(Number),
        );
    } catch {
      /* gone, or not Linux */
    }
  }
  return out;
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

/**
 * `run`, and the CPU time the server processes (with nginx, when in front) and their PostgreSQL backends spent per
 * request during it (µs).
 */
async function runMeasured(opts, serverPids, dbUrl) {
  if (WARMUP > 0) await run({ ...opts, duration: WARMUP });
  const before = new Map((await backendPids(dbUrl)).map((pid) => [pid, cpuSeconds([pid])]));
  const server0 = cpuSeconds(serverPids);
  const r = await run(opts);
  const server = cpuSeconds(serverPids) - server0;
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
  // a server error is never a right answer, whatever the load
  fivexx: Object.entries(r.statusCodeStats ?? {})
    .filter(([c]) => c.startsWith('5'))
    .reduce((n, [, v]) => n + v.count, 0),
});

/** The balance runs, then the transfer runs, against `url`; the CPU of `pids` (and `dbUrl`'s backends) is counted. */
async function measure(url, pids, dbUrl, tokens) {
  let balance = null;
  let transfer = null;
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
        pids,
        dbUrl,
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
        pids,
        dbUrl,
      ),
    );
  return { balance, transfer };
}

/**
 * `instances` servers behind nginx on `env`'s database (each with its share of the pool), measured like the one
 * instance; nginx's workers count in the CPU per request.
 */
async function measureCluster(instances, env, tokens) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'h5-bench-cluster-'));
  const cluster = await startCluster({
    instances,
    port: await freePort(),
    databaseUrl: env.DATABASE_URL,
    workDir,
    env: {
      ...SERVER_ENV,
      DB_POOL_SIZE: String(Math.max(2, Math.floor(Number(env.DB_POOL_SIZE) / instances))),
    },
  });
  try {
    const pids = [...cluster.nodes.map((node) => node.child.pid), ...withDescendants(cluster.nginx.pid)];
    return await measure(cluster.url, pids, env.DATABASE_URL, tokens);
  } finally {
    await cluster.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * One database: its players, the runs (one instance reached directly; with `instances` > 1 also nginx in front of one
 * instance and in front of `instances`), then the ledger check on everything they wrote.
 */
async function benchOne(label, env, { instances = 1 } = {}) {
  process.stdout.write(`  ${label}: creating ${PLAYERS} players (accounts module, no HTTP)… `);
  const { tokens } = await dbTool(env, ['setup', String(PLAYERS)]);
  console.log('done');
  const runs = [];
  const { url, child } = await startServer(env);
  try {
    runs.push({ name: '1 instance', ...(await measure(url, [child.pid], env.DATABASE_URL, tokens)) });
  } finally {
    await stop(child);
  }
  if (instances > 1)
    for (const n of [1, instances]) {
      process.stdout.write(`  ${label}: ${n} instance${n > 1 ? 's' : ''} behind nginx… `);
      runs.push({
        name: `${n} instance${n > 1 ? 's' : ''} + nginx`,
        nginx: true,
        ...(await measureCluster(n, env, tokens)),
      });
      console.log('done');
    }
  // after the servers stopped (PGlite), on everything the runs wrote
  const check = await dbTool(env, ['check']);
  const ledger =
    check.problems.length === 0 ? `passes (${check.transfers} transfers)` : `FAILS: ${check.problems.join('; ')}`;
  return { runs, ledger };
}

async function bare() {
  const app = Fastify({ logger: false });
  app.post('/api/bare', async () => ({ code: 200, message: 'success', data: { balance: '0.00', gameblance: '0.00' } }));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const opts = {
    url: `http://127.0.0.1:${port}/api/bare`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  };
  if (WARMUP > 0) await run({ ...opts, duration: WARMUP });
  const r = fmt(await run(opts));
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
if (INSTANCES > 1 && !findNginx()) {
  console.error(`--instances=${INSTANCES}: ${NGINX_MISSING}`);
  process.exit(2);
}
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
    const r = await benchOne(
      'PostgreSQL',
      { DATABASE_URL: u.toString(), DB_POOL_SIZE: String(pool.size) },
      { instances: INSTANCES },
    );
    results.push(['PostgreSQL', r]);
  } catch (err) {
    console.log(`  PostgreSQL not measured: ${err.message}`);
  } finally {
    await adminClient.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await adminClient.end().catch(() => {});
  }
}
if (ONLY !== 'pg' && INSTANCES > 1)
  console.log('\nPGlite: one process only (it is embedded), so it is not in the --instances runs');
else if (ONLY !== 'pg') {
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
  for (const run of r.runs) {
    const name = r.runs.length > 1 ? `${db}, ${run.name}:` : `${db}`;
    if (run.balance) {
      line(`${name} POST /api/balance`, run.balance, ceiling.rps);
      cpuLine('', run.balance);
    }
    if (run.transfer) {
      line(`${name} POST /api/transfer`, run.transfer, ceiling.rps);
      cpuLine('', run.transfer);
      console.log(`  ${name} transfers completed (2xx): ${run.transfer.okps.toFixed(0)}/s`);
    }
  }
  console.log(`  ${db} ledger check after ${r.runs.length > 1 ? 'every run' : 'the run'}: ${r.ledger}`);
  // --instances: each topology beside the one instance reached directly (on 2 cores no gain is expected from more
  // processes; what nginx costs and that nothing breaks is the point)
  const [direct, ...proxied] = r.runs;
  for (const run of proxied)
    for (const what of ['balance', 'transfer'])
      if (run[what] && direct[what])
        console.log(
          `  ${db}, ${run.name} beside 1 instance direct: ${what} ${((run[what].okps / direct[what].okps) * 100).toFixed(1)}% of its ` +
            `completed req/s, p99 ${run[what].p99} ms (direct ${direct[what].p99} ms), ` +
            `CPU per request ${(run[what].cpu.server + (run[what].cpu.db ?? 0)).toFixed(0)} µs ` +
            `(direct ${(direct[what].cpu.server + (direct[what].cpu.db ?? 0)).toFixed(0)} µs)` +
            `${run[what].errors ? `, ${run[what].errors} errors` : ''}`,
        );
}
// issue 25's targets, judged on PostgreSQL with one instance reached directly (PGlite, one embedded connection, is
// shown against them for comparison)
const TARGET = { balanceShare: 0.8, balanceP99: 10, transfersPerSecond: 6000 };
const verdict = (met) => (met ? 'met' : 'NOT met');
console.log(
  `\nTargets: /api/balance ≥ ${TARGET.balanceShare * 100}% of the bare route's req/s (same run) with p99 < ${TARGET.balanceP99} ms; ` +
    `transfers ≥ ${TARGET.transfersPerSecond.toLocaleString('en')}/s completed (2xx) with the ledger check passing (PostgreSQL); ` +
    'no 5xx answer in either',
);
for (const [db, r] of results) {
  const tag = db === 'PostgreSQL' ? '' : ' (for comparison)';
  const [direct] = r.runs;
  if (direct.balance) {
    const share = direct.balance.rps / ceiling.rps;
    const clean = direct.balance.fivexx === 0;
    console.log(
      `  ${db} balance: ${(share * 100).toFixed(1)}% of bare, p99 ${direct.balance.p99} ms` +
        `${clean ? '' : `, ${direct.balance.fivexx} server errors (5xx)`} → ` +
        `${verdict(share >= TARGET.balanceShare && direct.balance.p99 < TARGET.balanceP99 && clean)}${tag}`,
    );
  }
  if (direct.transfer) {
    const passes = r.ledger.startsWith('passes');
    const clean = direct.transfer.fivexx === 0;
    console.log(
      `  ${db} transfers: ${direct.transfer.okps.toFixed(0)}/s completed, ledger check ${passes ? 'passes' : 'FAILS'}` +
        `${clean ? ', no server error' : `, ${direct.transfer.fivexx} server errors (5xx)`} → ` +
        `${verdict(direct.transfer.okps >= TARGET.transfersPerSecond && passes && clean)}${tag}`,
    );
  }
}
