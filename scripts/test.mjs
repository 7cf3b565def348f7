// `npm test`: every test of the product, in order, stopping nothing early so every failure is reported:
//   1. type check (tsc) of every package, and lint (ESLint with the area boundaries, Prettier, Stylelint)
//   2. unit and component tests of the front-end packages (jest, jsdom), and of the deploy tool (node:test)
//   3. server integration tests on PGlite, and on PostgreSQL too when DATABASE_URL is set (node:test)
//   4. production build of the shell and every area
//   5. browser tests: Debian's Chromium at 390×844 against the real server on a fresh PGlite database
// It installs what a fresh machine lacks (node_modules; Chromium and CJK fonts from Debian when run as root).
// `npm test -- --only=unit,server` runs some steps; names: typecheck, lint, unit, tools, server, build, e2e.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = (process.argv.find((a) => a.startsWith('--only=')) ?? '').slice(7).split(',').filter(Boolean);
const wants = (step) => only.length === 0 || only.includes(step);

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  return res.status === 0;
}

function ensureDependencies() {
  if (existsSync(path.join(root, 'node_modules/.package-lock.json'))) return;
  console.log('\n▶ installing dependencies (npm install)');
  if (!run('npm', ['install', '--no-audit', '--no-fund'])) process.exit(1);
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const fontsOk = spawnSync('sh', ['-c', 'fc-list :lang=zh | head -n 1'], { encoding: 'utf8' }).stdout?.trim();
  if (existsSync(chromium) && fontsOk) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('\n▶ installing Chromium and Chinese fonts from Debian (apt-get)');
    run('apt-get', ['update', '-qq']);
    if (
      run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
        env: { DEBIAN_FRONTEND: 'noninteractive' },
      }) &&
      existsSync(chromium)
    )
      return true;
  }
  console.error(
    `\n✗ Chromium not found at ${chromium}: install Debian's "chromium" package (and "fonts-noto-cjk"), or set CHROMIUM_PATH`,
  );
  return existsSync(chromium);
}

const steps = [];
const step = (name, title, fn) => wants(name) && steps.push({ name, title, fn });

step('typecheck', 'type check (tsc, strict)', () => run(process.execPath, ['scripts/typecheck.mjs']));
step('lint', 'lint (ESLint: correctness, hooks, area boundaries; Prettier format; Stylelint colours)', () =>
  run(process.execPath, ['scripts/lint.mjs']),
);
step('unit', 'unit and component tests (jest)', () => run(process.execPath, ['node_modules/jest/bin/jest.js', '--ci']));
step('tools', 'deploy tool tests (registry, compatibility, CLI)', () =>
  run(process.execPath, [
    '--test',
    ...readdirSync(path.join(root, 'scripts/__tests__'))
      .filter((f) => f.endsWith('.test.mjs'))
      .map((f) => path.join('scripts/__tests__', f)),
  ]),
);
step('server', 'server integration tests on PGlite', () =>
  run('npm', ['run', 'test', '-w', 'server'], { env: { DATABASE_URL: '' } }),
);
if (process.env.DATABASE_URL)
  step('server', 'server integration tests on PostgreSQL', () => run('npm', ['run', 'test', '-w', 'server']));
step('build', 'production build of the shell and every area', () => run(process.execPath, ['scripts/build.mjs']));
step('e2e', 'browser tests (Chromium 390×844)', () => ensureChromium() && run(process.execPath, ['scripts/e2e.mjs']));

ensureDependencies();
const results = [];
for (const s of steps) {
  console.log(`\n▶ ${s.title}`);
  const started = Date.now();
  const ok = s.fn();
  results.push({ ...s, ok, seconds: (Date.now() - started) / 1000 });
  console.log(`${ok ? '✓' : '✗'} ${s.title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

console.log('\nSummary');
for (const r of results)
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.title.padEnd(48)} ${r.seconds.toFixed(1).padStart(6)} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
