// Builds the shell, every area and the back-office console for production: <package>/dist (host, backoffice) and
// remote-*/dist (areas). `node scripts/build.mjs [host|games|money|account|promotions|backoffice ...]` builds only those.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { REMOTES } = require('../rspack.shared.js');
const ALL = { host: 'host', ...REMOTES, backoffice: 'backoffice' };

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(ALL);
for (const n of names) if (!ALL[n]) throw new Error(`unknown package ${n} (one of ${Object.keys(ALL).join(', ')})`);

const rspackBin = path.join(root, 'node_modules/@rspack/cli/bin/rspack.js');

function build(name) {
  const dir = path.join(root, ALL[name]);
  if (!process.env.H5_OUT_DIR) rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [rspackBin, 'build', '--mode', 'production'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      if (code === 0) {
        console.log(`built ${name.padEnd(11)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(out);
        reject(new Error(`build of ${name} failed (exit ${code})`));
      }
    });
  });
}

// two at a time: the machines this runs on have two cores
const queue = [...names];
const workers = Array.from({ length: Math.min(2, queue.length) }, async () => {
  while (queue.length) await build(queue.shift());
});
await Promise.all(workers);
