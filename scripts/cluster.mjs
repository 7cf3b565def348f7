// `npm run cluster [-- --instances=3 --port=8080 --console-port=8081]`: the whole product as it runs on several
// machines, here: N server instances (default 3) on one PostgreSQL behind nginx on one port. PostgreSQL is
// DATABASE_URL, or the one answering on 127.0.0.1:5432, or one started from this machine's binaries; nginx is
// Debian's (installed when missing and run as root). Ctrl-C stops everything (each instance drains first).
// README.md "Running on more than one machine".
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { clusterDatabase, root, startCluster } from './lib/cluster.mjs';

const arg = (name, fallback) => {
  const a = process.argv.find((x) => x.startsWith(`--${name}=`));
  return a ? a.slice(name.length + 3) : fallback;
};
const instances = Number(arg('instances', '3'));
const port = Number(arg('port', process.env.PORT ?? '8080'));
const consolePort = Number(arg('console-port', process.env.ADMIN_PORT ?? '8081'));
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances must be 1 to 16');
  process.exit(2);
}

// the front end, built when missing or stale (as npm start does), then served by every instance
const built = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const db = await clusterDatabase();
if (!db.url) {
  console.error(`npm run cluster needs PostgreSQL (one database for every instance): ${db.reason}`);
  process.exit(2);
}
const workDir = path.join(root, 'data', 'cluster');
mkdirSync(workDir, { recursive: true });
let cluster;
try {
  cluster = await startCluster({
    instances,
    port,
    consolePort,
    databaseUrl: db.url,
    workDir,
    accessLog: path.join(workDir, 'nginx-access.log'),
    quiet: false,
    log: (m) => console.log(m),
  });
} catch (err) {
  console.error(`cluster did not start: ${err.message}`);
  await db.stop();
  process.exit(1);
}
const safeUrl = new URL(db.url);
safeUrl.password = safeUrl.password ? '***' : '';
console.log(`
  星耀娱乐 (${instances} instances behind nginx) at http://localhost:${port}
  back-office console at http://localhost:${consolePort}
  database: ${safeUrl}
  instances: ${cluster.nodes.map((n) => `#${n.n} :${n.port} (metrics :${n.metricsPort})`).join(', ')}
  logs (JSON, one line per request, with nginx's request id): ${workDir}/instance-*.log, nginx-access.log
  Ctrl-C stops everything.
`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('stopping (each instance drains first)…');
  await cluster.stop();
  await db.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const node of cluster.nodes)
  node.exited.then(({ code, signal }) => {
    if (!stopping) console.error(`instance #${node.n} stopped (${signal ?? code}); the others keep serving`);
  });
