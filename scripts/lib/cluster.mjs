// Several server instances on one PostgreSQL behind nginx, on this machine: `npm run cluster` and the cluster tests
// (server/test/integration/cluster.test.ts). See README.md "Running on more than one machine".
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConfig } from './nginx.mjs';
import { builtEntry } from '../../server/scripts/build.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const answers = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const socket = net.connect(port, host, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** nginx's binary; installed from Debian when missing and this is root (as the browser tests do for Chromium). */
export function findNginx({ install = true } = {}) {
  for (const p of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'])
    if (p && existsSync(p)) return p;
  if (install && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('installing nginx from Debian (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env });
    if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  }
  return null;
}

export const NGINX_MISSING =
  'nginx is not installed: install Debian\'s "nginx-light" (or "nginx") package, or set NGINX_PATH to its binary';

/**
 * The database for a local cluster: DATABASE_URL when set; else a PostgreSQL answering on 127.0.0.1:5432 (database
 * `h5_cluster`, made when missing); else one started here from the machine's PostgreSQL binaries (initdb once into
 * data/cluster-pg, then pg_ctl start on port 5433). null and a reason when none of these can be had.
 */
export async function clusterDatabase({ dataDir = path.join(root, 'data') } = {}) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const pg = (await import('pg')).default;
  const ensureDb = async (base, name) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    return u.toString();
  };
  if (await answers(5432)) {
    try {
      return { url: await ensureDb('postgres://postgres@127.0.0.1:5432/postgres', 'h5_cluster'), stop: async () => {} };
    } catch (err) {
      return {
        reason: `PostgreSQL answers on 127.0.0.1:5432 but refused user postgres (${err.message}): set DATABASE_URL`,
      };
    }
  }
  const bin = (name) =>
    [
      spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim(),
      ...['17', '16', '15', '14', '13'].map((v) => `/usr/lib/postgresql/${v}/bin/${name}`),
    ].find((p) => p && existsSync(p));
  const initdb = bin('initdb');
  const pgCtl = bin('pg_ctl');
  if (!initdb || !pgCtl)
    return {
      reason:
        'no PostgreSQL: set DATABASE_URL=postgres://… , or install Debian\'s "postgresql" package (then this starts one)',
    };
  // PostgreSQL refuses to run as root: as root it runs as the "postgres" user
  const asRoot = process.getuid?.() === 0;
  const run = (args, opts = {}) =>
    asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8', ...opts })
      : spawnSync(args[0], args.slice(1), { encoding: 'utf8', ...opts });
  const dir = path.join(dataDir, 'cluster-pg');
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    if (asRoot) spawnSync('chown', ['-R', 'postgres', dir]);
    const res = run([initdb, '-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    if (res.status !== 0) return { reason: `initdb failed: ${res.stderr || res.stdout}` };
  }
  const port = 5433;
  if (!(await answers(port))) {
    const res = run([
      pgCtl,
      '-D',
      dir,
      '-o',
      `-p ${port} -k /tmp -c listen_addresses=127.0.0.1`,
      '-l',
      `${dir}/log`,
      '-w',
      'start',
    ]);
    if (res.status !== 0) return { reason: `PostgreSQL did not start (${dir}/log): ${res.stderr || res.stdout}` };
  }
  return {
    url: await ensureDb(`postgres://postgres@127.0.0.1:${port}/postgres`, 'h5_cluster'),
    stop: async () => void run([pgCtl, '-D', dir, '-m', 'fast', 'stop']),
  };
}

/**
 * Starts `instances` servers on `databaseUrl` and nginx in front on `port` (and `consolePort` for the console).
 * Each instance: its own PORT, ADMIN_PORT and METRICS_PORT, TRUST_PROXY=127.0.0.1, JSON logs to `logDir/<n>.log`.
 * Resolves when every instance is ready (/readyz) and nginx answers. `env` is added to every instance's.
 */
export async function startCluster({
  instances = 3,
  port,
  consolePort,
  databaseUrl,
  env = {},
  workDir,
  log = () => {},
  accessLog = 'off',
  quiet = true,
}) {
  const nginxBin = findNginx();
  if (!nginxBin) throw new Error(NGINX_MISSING);
  mkdirSync(path.join(workDir, 'nginx-temp'), { recursive: true });
  const nodes = [];
  for (let i = 0; i < instances; i++) {
    nodes.push({
      n: i + 1,
      port: await freePort(),
      adminPort: consolePort ? await freePort() : null,
      metricsPort: await freePort(),
      logFile: path.join(workDir, `instance-${i + 1}.log`),
    });
  }
  const spawnInstance = (node) => {
    const out = createWriteStream(node.logFile, { flags: 'a' });
    const child = spawn(process.execPath, ['--enable-source-maps', builtEntry('server')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(node.port),
        ADMIN_PORT: node.adminPort ? String(node.adminPort) : 'off',
        METRICS_PORT: String(node.metricsPort),
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: `http://localhost:${port}`,
        LOG_LEVEL: quiet ? 'warn' : 'info',
        DATA_DIR: path.join(workDir, `data-${node.n}`),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    node.child = child;
    node.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    return node;
  };
  for (const node of nodes) spawnInstance(node);
  log(`starting ${instances} instances (ports ${nodes.map((x) => x.port).join(', ')})…`);
  let nginx = null;
  const abandon = async (err) => {
    nginx?.kill('SIGKILL');
    for (const node of nodes) node.child.kill('SIGKILL');
    await Promise.all(nodes.map((node) => node.exited));
    throw err;
  };
  await Promise.all(nodes.map((node) => waitReady(node))).catch(abandon);

  const conf = nginxConfig({
    site: nodes.map((x) => `127.0.0.1:${x.port}`),
    console: consolePort ? nodes.map((x) => `127.0.0.1:${x.adminPort}`) : [],
    listen: `127.0.0.1:${port}`,
    consoleListen: consolePort ? `127.0.0.1:${consolePort}` : undefined,
    pid: path.join(workDir, 'nginx.pid'),
    accessLog,
    errorLog: path.join(workDir, 'nginx-error.log'),
    tempDir: path.join(workDir, 'nginx-temp'),
    daemon: false,
  });
  const confFile = path.join(workDir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const test = spawnSync(nginxBin, ['-t', '-q', '-p', workDir, '-c', confFile], { encoding: 'utf8' });
  if (test.status !== 0) await abandon(new Error(`nginx refused its configuration:\n${test.stderr}`));
  nginx = spawn(nginxBin, ['-p', workDir, '-c', confFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let nginxErr = '';
  nginx.stderr.on('data', (d) => (nginxErr += d));
  for (let i = 0; !(await answers(port)); i++) {
    if (nginx.exitCode !== null || i > 100) await abandon(new Error(`nginx did not start: ${nginxErr}`));
    await new Promise((r) => setTimeout(r, 100));
  }
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    consoleUrl: consolePort ? `http://127.0.0.1:${consolePort}` : null,
    nodes,
    nginx,
    /** starts a stopped instance again on its ports */
    async restart(node) {
      spawnInstance(node);
      await waitReady(node);
    },
    async stop() {
      nginx.kill('SIGQUIT');
      await Promise.all(
        nodes.map(async (node) => {
          if (node.child.exitCode === null && node.child.signalCode === null) node.child.kill('SIGTERM');
          const timer = setTimeout(() => node.child.kill('SIGKILL'), 12_000);
          await node.exited;
          clearTimeout(timer);
        }),
      );
      if (nginx.exitCode === null) await new Promise((r) => nginx.once('exit', r));
    },
  };
}

async function waitReady(node, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (node.child.exitCode !== null)
      throw new Error(`instance ${node.n} exited (${node.child.exitCode}): see ${node.logFile}`);
    try {
      if ((await fetch(`http://127.0.0.1:${node.port}/readyz`)).ok) return;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline)
      throw new Error(`instance ${node.n} not ready after ${ms / 1000} s: see ${node.logFile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
