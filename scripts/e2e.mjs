// Browser tests: node's test runner over e2e/*.test.mjs (each file starts its own server on a fresh database).
// Needs the production build (npm run build) and Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filter = process.argv.slice(2);
const files = readdirSync(path.join(root, 'e2e'))
  .filter((f) => f.endsWith('.test.mjs'))
  .filter((f) => filter.length === 0 || filter.some((x) => f.includes(x)))
  .map((f) => path.join('e2e', f));
// The runner's timeout covers a whole file (its server start, every page, every axe scan). Ten minutes: under
// `npm test`'s lanes the browser shares two cores with both server suites, and a file that needs 50 s on a
// quiet machine has needed more than 120 s there (a11y-account in CI, stop 31). A hung file still ends.
const timeoutMs = Number(process.env.E2E_TEST_TIMEOUT_MS ?? 600_000);
// E2E_CONCURRENCY: how many files run at once (each its own server, browser and data)
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? 1) || 1);
const res = spawnSync(
  process.execPath,
  ['--test', `--test-concurrency=${concurrency}`, `--test-timeout=${timeoutMs}`, ...files],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(res.status ?? 1);
