// `npm test`: every test of the product, stopping nothing early so every failure is reported, in three lanes that
// run side by side (see `steps` below):
//   checks:  type check (tsc) of every package; lint (ESLint with the area boundaries, Prettier, Stylelint); unit and
//            component tests of the front-end packages (jest, jsdom); the deploy tool's tests (node:test)
//   server:  server integration tests on PGlite, then on PostgreSQL too when DATABASE_URL is set (node:test)
//   browser: production build of the shell and every area, then the browser tests (Debian's Chromium at 390×844
//            against the real server on a fresh PGlite database)
// It installs what a fresh machine lacks (node_modules; Chromium and CJK fonts from Debian when run as root).
// `npm test -- --only=unit,server` runs some steps; names: typecheck, lint, unit, tools, server, build, e2e.
// `npm test -- --serial` runs the steps one after another with their output live.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = (process.argv.find((a) => a.startsWith('--only=')) ?? '').slice(7).split(',').filter(Boolean);
const wants = (step) => only.length === 0 || only.includes(step);
// --serial: one step at a time, its output live (as before the lanes; for reading a failure as it happens)
const serial = process.argv.includes('--serial');

/** Runs a command; its output goes to the terminal (`live`) or is kept and answered, to be printed in one piece. */
function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: opts.live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...opts.env },
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.once('error', (err) => resolve({ ok: false, output: `${output}\n${err.message}\n` }));
    child.once('close', (code) => resolve({ ok: code === 0, output }));
  });
}

function ensureDependencies() {
  if (existsSync(path.join(root, 'node_modules/.package-lock.json'))) return;
  console.log('\n▶ installing dependencies (npm install)');
  if (spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' }).status !== 0)
    process.exit(1);
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const fontsOk = spawnSync('sh', ['-c', 'fc-list :lang=zh | head -n 1'], { encoding: 'utf8' }).stdout?.trim();
  if (existsSync(chromium) && fontsOk) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('\n▶ installing Chromium and Chinese fonts from Debian (apt-get)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const installed = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
      stdio: 'inherit',
      env,
    });
    if (installed.status === 0 && existsSync(chromium)) return true;
  }
  console.error(
    `\n✗ Chromium not found at ${chromium}: install Debian's "chromium" package (and "fonts-noto-cjk"), or set CHROMIUM_PATH`,
  );
  return existsSync(chromium);
}

/**
 * The steps, in lanes: the lanes run side by side (each step of a lane after the one before it), because no step
 * uses both cores all the time (the browser tests wait on pages, the server tests on the database) and none shares
 * anything with another lane: each server test file has its own database, each browser test file its own server,
 * port, data folder and browser profile. The build comes before the browser tests that load what it makes.
 */
const steps = [];
const step = (name, lane, title, fn) => wants(name) && steps.push({ name, lane, title, fn });
const node = (args, opts) => run(process.execPath, args, opts);

step('typecheck', 'checks', 'type check (tsc, strict)', (o) => node(['scripts/typecheck.mjs'], o));
step('lint', 'checks', 'lint (ESLint: correctness, hooks, area boundaries; Prettier format; Stylelint colours)', (o) =>
  node(['scripts/lint.mjs'], o),
);
step('unit', 'checks', 'unit and component tests (jest)', (o) => node(['node_modules/jest/bin/jest.js', '--ci'], o));
step('tools', 'checks', 'deploy tool tests (registry, compatibility, CLI)', (o) =>
  node(
    [
      '--test',
      ...readdirSync(path.join(root, 'scripts/__tests__'))
        .filter((f) => f.endsWith('.test.mjs'))
        .map((f) => path.join('scripts/__tests__', f)),
    ],
    o,
  ),
);
step('server', 'server', 'server integration tests on PGlite', (o) =>
  run('npm', ['run', 'test', '-w', 'server'], { ...o, env: { DATABASE_URL: '' } }),
);
if (process.env.DATABASE_URL)
  step('server', 'server', 'server integration tests on PostgreSQL', (o) =>
    run('npm', ['run', 'test', '-w', 'server'], o),
  );
step('build', 'browser', 'production build of the shell and every area', (o) => node(['scripts/build.mjs'], o));
step('e2e', 'browser', 'browser tests (Chromium 390×844)', (o) => node(['scripts/e2e.mjs'], o));

ensureDependencies();
const chromiumOk = !steps.some((s) => s.name === 'e2e') || ensureChromium();

const started = Date.now();
const running = new Map();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

async function runStep(s, live) {
  const t0 = Date.now();
  if (live) console.log(`\n▶ ${s.title}`);
  else {
    console.log(`▶ ${s.title} (started at ${seconds(started)} s)`);
    running.set(s, t0);
  }
  const { ok, output } =
    s.name === 'e2e' && !chromiumOk ? { ok: false, output: 'Chromium is missing (see above)\n' } : await s.fn({ live });
  running.delete(s);
  const took = (Date.now() - t0) / 1000;
  Object.assign(s, { ok, seconds: took });
  if (!live) {
    // the step's whole output in one piece, so lanes running side by side do not interleave
    console.log(`\n──── ${s.title}: output ────`);
    process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
  }
  console.log(`${ok ? '✓' : '✗'} ${s.title} (${took.toFixed(1)} s)`);
}

if (serial) {
  for (const s of steps) await runStep(s, true);
} else {
  const lanes = new Map();
  for (const s of steps) lanes.set(s.lane, [...(lanes.get(s.lane) ?? []), s]);
  console.log(
    `running ${lanes.size} lanes side by side (${[...lanes.values()].map((l) => l.map((s) => s.name).join(' → ')).join(' | ')}); ` +
      'each step prints its output when it ends (`npm test -- --serial` runs them one by one, live)',
  );
  // a line now and then, so a long quiet stretch is not taken for a hang
  const ticker = setInterval(() => {
    if (running.size)
      console.log(
        `… ${seconds(started)} s: running ${[...running].map(([s, t0]) => `${s.title} (${seconds(t0)} s)`).join('; ')}`,
      );
  }, 60_000);
  await Promise.all(
    [...lanes.values()].map(async (lane) => {
      for (const s of lane) await runStep(s, false);
    }),
  );
  clearInterval(ticker);
}

console.log('\nSummary');
for (const s of steps)
  console.log(`  ${s.ok ? '✓' : '✗'} ${s.title.padEnd(48)} ${s.seconds.toFixed(1).padStart(6)} s   (${s.lane})`);
const failed = steps.filter((s) => !s.ok).length;
console.log(`steps: ${steps.length - failed} passed, ${failed} failed; wall time ${seconds(started)} s`);
process.exit(failed ? 1 : 0);
