import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDb } from '#app/db/client';
import { runMigrations } from '#app/db/migrate';
import { seed } from '#app/db/seed/index';
import { processArgs } from '#test/helpers/cli-server';
import { fastHasher } from '#test/helpers/test-app';

/** `npm run ledger:check` as an operator runs it: on no database, a sound one and a tampered one (PGlite, or PostgreSQL when DATABASE_URL is set). */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('npm run ledger:check (command line)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'h5-ledger-cli-'));
  const baseUrl = process.env.DATABASE_URL;
  const dbName = `h5_ledger_cli_${process.pid}_${randomBytes(4).toString('hex')}`;
  let databaseUrl = '';

  const check = (env: Record<string, string>) => {
    const res = spawnSync(process.execPath, processArgs('ledger-check'), {
      cwd: serverDir,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, NODE_ENV: 'test', ...env },
    });
    return { code: res.status, out: res.stdout + res.stderr };
  };
  const open = () => openDb({ databaseUrl: databaseUrl || undefined, pgliteDir: path.join(dataDir, 'pglite') });

  before(async () => {
    if (baseUrl) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const u = new URL(baseUrl);
      u.pathname = `/${dbName}`;
      databaseUrl = u.toString();
    }
  });
  after(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (baseUrl) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  });

  test('no database yet: says so, creates nothing, exit 2', () => {
    const missing = path.join(dataDir, 'nothing-here');
    const res = check({ DATA_DIR: missing, DATABASE_URL: '' });
    assert.equal(res.code, 2);
    assert.match(res.out, /no database here yet/);
    assert.doesNotMatch(res.out, /at .*\.ts:\d+/, 'no stack trace');
    assert.ok(!existsSync(missing), 'no empty database was created');
  });

  test('a database without tables: says so, exit 2', () => {
    const res = check({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    // PGlite: the folder exists but holds no database → "no database"; PostgreSQL: an empty database → "no ledger tables"
    assert.equal(res.code, 2, res.out);
    assert.match(res.out, /no database here yet|no ledger tables yet/);
  });

  test('a sound ledger passes (exit 0); a wallet changed behind the ledger fails (exit 1) naming the account', async () => {
    let handle = await open();
    await runMigrations(handle);
    await seed(handle.db, { demo: true, hasher: fastHasher });
    await handle.close();

    let res = check({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    assert.equal(res.code, 0, res.out);
    assert.match(res.out, /every entry balances and every wallet equals its postings/);

    handle = await open();
    const r = (await handle.db.execute(
      sql`UPDATE ledger_accounts SET balance_fen = balance_fen + 1 WHERE kind = 'central' AND user_id = (SELECT id FROM users WHERE username = 'demo888') RETURNING id`,
    )) as unknown as { rows: { id: string | number }[] };
    await handle.close();
    res = check({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    assert.equal(res.code, 1, res.out);
    assert.match(res.out, new RegExp(`account ${r.rows[0].id} stores 888801 but its postings sum to 888800`));
  });
});
