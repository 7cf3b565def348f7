// The server's processes as plain JavaScript: each entry (the server and the command-line tools) bundled by esbuild
// into dist/<name>.mjs with its source map, so a start runs node on one file instead of tsx compiling and resolving
// the TypeScript through a loader thread at every start (≈ 1–2 s of CPU per start here; see README "Build").
//
//   node scripts/build.mjs              builds when a source changed since the last build (prints nothing then)
//   node scripts/build.mjs --force      builds anyway
//
// `builtEntry(name)` is the same for the scripts and tests that start these processes: it builds first when needed
// and answers the bundle's path. The packages under node_modules stay outside the bundle (node loads them as
// installed), except `@h5/shared`, whose TypeScript is bundled in. The in-process server tests still run the
// TypeScript through tsx; what starts a process runs what production runs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '..');
export const distDir = path.join(serverDir, 'dist');
const keyFile = path.join(distDir, '.sources');

/** Each process's entry, by the name its bundle gets (`dist/<name>.mjs`). */
export const ENTRIES = {
  server: 'src/server.ts',
  admin: 'src/cli/admin.ts',
  migrate: 'src/cli/migrate.ts',
  seed: 'src/cli/seed.ts',
  'ledger-check': 'src/cli/ledger-check.ts',
  job: 'src/cli/job.ts',
};

/** What a bundle is made of: every file's path, size and time under these, and this script itself. */
const INPUTS = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'package.json'),
  path.join(repoRoot, 'shared/src'),
  path.join(repoRoot, 'shared/package.json'),
  path.join(repoRoot, 'package-lock.json'),
  fileURLToPath(import.meta.url),
];

function walk(p, out) {
  if (!existsSync(p)) return;
  const st = statSync(p);
  if (!st.isDirectory()) {
    out.push(`${p}\t${st.size}\t${st.mtimeMs}`);
    return;
  }
  for (const entry of readdirSync(p).sort()) {
    if (entry === 'node_modules' || entry === '__tests__') continue;
    walk(path.join(p, entry), out);
  }
}

/** A hash of the inputs' names, sizes and times: a changed, added or removed file changes it. */
function sourcesKey() {
  const lines = [];
  for (const p of INPUTS) walk(p, lines);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

function isFresh(key = sourcesKey()) {
  if (!existsSync(keyFile) || readFileSync(keyFile, 'utf8') !== key) return false;
  return Object.keys(ENTRIES).every((name) => existsSync(path.join(distDir, `${name}.mjs`)));
}

/**
 * `import.meta.url` in a bundled module would name the bundle, not the source file, and the server finds files
 * next to its sources with it (the migrations, the repository root, the simulator's and support chat's page
 * files). Each use is rewritten to the source file's own URL, relative to the bundle, so dist/ still finds them
 * wherever the repository is.
 */
const sourceUrls = {
  name: 'source-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const loader = args.path.endsWith('ts') ? 'ts' : 'js';
      if (!text.includes('import.meta.url')) return { contents: text, loader };
      const rel = path.relative(distDir, args.path).split(path.sep).join('/');
      return {
        contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`),
        loader,
      };
    });
  },
};

/** Everything under node_modules stays outside the bundle, except the workspace's own `@h5/shared`. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@h5/shared') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds every entry; each file is written beside its final name and renamed, so a reader never sees half. */
export async function build(key = sourcesKey()) {
  const { build: esbuild } = await import('esbuild');
  const result = await esbuild({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, src]) => [name, path.join(serverDir, src)])),
    outdir: distDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [packagesOutside, sourceUrls],
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(distDir, { recursive: true });
  const tag = `.${process.pid}.tmp`;
  for (const file of result.outputFiles) writeFileSync(file.path + tag, file.contents);
  for (const file of result.outputFiles) renameSync(file.path + tag, file.path);
  writeFileSync(keyFile + tag, key);
  renameSync(keyFile + tag, keyFile);
}

/**
 * The bundle of `name` (a key of ENTRIES), built first when a source changed: for whatever starts a server or tool
 * process (npm start, the cluster, tests, benchmarks). Synchronous, so a test helper can call it anywhere; the
 * sources are looked at once a process.
 */
let checked = false;
export function builtEntry(name) {
  if (!(name in ENTRIES)) throw new Error(`no server entry named ${name}`);
  // once a process: a test that starts many servers or runs the admin CLI many times walks the sources once
  if (!checked && !isFresh()) {
    const res = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], { stdio: 'inherit' });
    if (res.status !== 0) throw new Error(`the server build failed (exit ${res.status})`);
  }
  checked = true;
  return path.join(distDir, `${name}.mjs`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const key = sourcesKey();
  if (process.argv.includes('--force') || !isFresh(key)) {
    const started = Date.now();
    await build(key);
    if (process.argv.includes('--force') || process.stdout.isTTY)
      console.error(`server built into dist/ in ${Date.now() - started} ms`);
  }
}
