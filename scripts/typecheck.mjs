// Strict type check of every package (each has its own tsconfig.json extending tsconfig.base.json).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_DIRS } from './lib/areas.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['shared', ...FRONT_DIRS, 'backoffice', 'server'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
let failed = 0;
for (const pkg of packages) {
  const project = path.join(root, pkg, 'tsconfig.json');
  if (!existsSync(project)) continue;
  const res = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root, stdio: 'inherit' });
  console.log(`${res.status === 0 ? '✓' : '✗'} tsc ${pkg}`);
  if (res.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
