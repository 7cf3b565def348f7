// `npm start`: builds the front end when it is missing or older than its sources, then runs the server, which
// applies the migrations, seeds the demo content and serves the API, the venue simulator, the shell and every area.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_DIRS } from './lib/areas.mjs';
import { builtEntry } from '../server/scripts/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The player site's front end, then the back-office console (a plain single-page app: its build ends in index.html). */
const FRONT = [...FRONT_DIRS, 'backoffice'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

function needsBuild() {
  const common = Math.max(
    newest(path.join(root, 'shared/src')),
    newest(path.join(root, 'rspack.shared.js')),
    newest(path.join(root, 'package-lock.json')),
  );
  return FRONT.filter((dir) => {
    const built = path.join(
      root,
      dir,
      'dist',
      dir === 'host' || dir === 'backoffice' ? 'index.html' : 'remoteEntry.js',
    );
    if (!existsSync(built)) return true;
    const sources = Math.max(
      common,
      newest(path.join(root, dir, 'src')),
      newest(path.join(root, dir, 'public')),
      newest(path.join(root, dir, 'index.html')),
      newest(path.join(root, dir, 'rspack.config.js')),
    );
    return sources > statSync(built).mtimeMs;
  });
}

const stale = process.argv.includes('--rebuild') ? FRONT : needsBuild();
if (stale.length) {
  console.log(`building the front end (${stale.join(', ')})…`);
  const names = stale.map((d) => (d === 'host' ? 'host' : d.replace('remote-', '')));
  const res = spawnSync(process.execPath, ['scripts/build.mjs', ...names], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

// the server's own bundle (server/scripts/build.mjs: rebuilt when a server or shared source changed, ≈ 0.3 s)
const serverEntry = builtEntry('server');

// `--build-only`: stop here (npm run cluster builds this way, then starts its instances)
if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { PORT: '8080', ADMIN_PORT: '8081', DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'warn', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
