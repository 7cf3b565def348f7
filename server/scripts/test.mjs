#!/usr/bin/env node
// Runs every server/test/**/*.test.ts with node's test runner through tsx.
// Extra arguments are passed to `node --test` (e.g. --test-name-pattern=login); file paths narrow the run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testDir = path.join(serverDir, 'test');

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return find(p);
    return e.name.endsWith('.test.ts') ? [p] : [];
  });
}

const args = process.argv.slice(2);
const fileArgs = args.filter((a) => !a.startsWith('-')).map((a) => path.resolve(a));
const flags = args.filter((a) => a.startsWith('-'));
const files = (fileArgs.length ? fileArgs : find(testDir)).sort();
if (files.length === 0) {
  console.error('no test files found under server/test');
  process.exit(1);
}

const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...flags, ...files], {
  cwd: serverDir,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
});
process.exit(result.status ?? 1);
