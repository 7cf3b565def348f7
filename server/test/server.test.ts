import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { processArgs } from '#test/helpers/cli-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baseEnv = () => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return env;
};

describe('server process', () => {
  test('refuses to start in production with TEST_CAPTCHA_CODE, naming every bad variable', () => {
    const res = spawnSync(process.execPath, processArgs('server'), {
      cwd: serverDir,
      env: { ...baseEnv(), NODE_ENV: 'production', TEST_CAPTCHA_CODE: 'AB12', PORT: 'http' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(res.status, 1);
    assert.match(res.stderr, /TEST_CAPTCHA_CODE must not be set when NODE_ENV=production/);
    assert.match(res.stderr, /PORT must be an integer/);
  });

  test('starts on a fresh PGlite data dir, seeds it, serves the API and shuts down on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'h5-server-'));
    const port = 20000 + 2 * Math.floor(Math.random() * 10000);
    const child = spawn(process.execPath, processArgs('server'), {
      cwd: serverDir,
      env: {
        ...baseEnv(),
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: String(port),
        ADMIN_PORT: String(port + 1),
        HOST: '127.0.0.1',
        INSECURE_FAST_PASSWORD_HASH: '1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 60_000;
      while (!output.includes('Server listening')) {
        if (Date.now() > deadline || child.exitCode !== null) assert.fail(`server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const res = await fetch(`http://127.0.0.1:${port}/api/app`, { method: 'POST' });
      assert.equal(res.status, 200);
      const body = (await res.json()) as { data: { title: string } };
      assert.equal(body.data.title, '星耀娱乐');
      // the console's own origin: the admin API answers there, the player API does not exist there
      assert.match(output, new RegExp(`back-office console at http://127.0.0.1:${port + 1}`));
      const onConsole = await fetch(`http://127.0.0.1:${port + 1}/admin/api/me`);
      assert.equal(onConsole.status, 401);
      assert.equal(onConsole.headers.get('x-frame-options'), 'DENY');
      const playerApiOnConsole = await fetch(`http://127.0.0.1:${port + 1}/api/app`, { method: 'POST' });
      assert.equal(playerApiOnConsole.status, 404);
      child.kill('SIGTERM');
      assert.equal(await exited, 0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
