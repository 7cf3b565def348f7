#!/usr/bin/env node
// Runs every server/test/**/*.test.ts with node's test runner through tsx.
// Extra arguments are passed to `node --test` (e.g. --test-name-pattern=login); file and folder paths narrow the run.
// The in-process files run in one process, in order; those that drive server processes each in its own (`--isolate`:
// every file in its own process, as `node --test` does by default).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
const isolate = args.includes('--isolate');
const flags = args.filter((a) => a.startsWith('-') && a !== '--isolate');
// a folder named on the command line stands for the test files under it
const files = (fileArgs.length ? fileArgs : [testDir])
  .flatMap((p) => (statSync(p, { throwIfNoEntry: false })?.isDirectory() ? find(p) : [p]))
  .sort();
if (files.length === 0) {
  console.error('no test files found under server/test');
  process.exit(1);
}

/**
 * One process for the in-process files: an entry module importing them in order, so each file's suites run one after
 * the other as if written in one file. A process per file paid node's start, tsx compiling the app and its imports for
 * each of the 84 files, about 4 s each under npm test's load, twice (PGlite, PostgreSQL): issue 25. Every file still
 * gets its own databases (each test app its own copy of the template) and closes them in its own `after`.
 *
 * The files that drive real server processes (test/integration, test/cli, test/server.test.ts: clusters behind nginx,
 * crashes, the command line) keep a process each: they spend their time in their children, and the cluster's SIGTERM
 * test failed twice in a row under npm test's load when it ran at the end of the shared process (a 502 and a 10.4 s
 * stop), never in a process of its own.
 */
// the attempt limits' bursts too: their timing is what they test (one failed at the shared process's middle under
// a doubled load: 10 of 34 right admin logins let through, 30 expected)
const ownProcess = (f) =>
  /[\\/]test[\\/](integration|cli|plugins[\\/]attempts)[\\/]|[\\/]test[\\/]server\.test\.ts$/.test(f);
let entryDir;
let runFiles = files;
const together = files.filter((f) => !ownProcess(f));
if (!isolate && together.length > 1) {
  entryDir = mkdtempSync(path.join(os.tmpdir(), 'h5-server-tests-'));
  const entry = path.join(entryDir, 'in-process.test.mjs');
  writeFileSync(entry, together.map((f) => `import ${JSON.stringify(pathToFileURL(f).href)};\n`).join(''));
  runFiles = [entry, ...files.filter(ownProcess)];
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...flags, ...runFiles],
  {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test' },
  },
);
if (entryDir) rmSync(entryDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
