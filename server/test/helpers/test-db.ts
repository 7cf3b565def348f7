import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type DbHandle } from '#app/db/client';
import { runMigrations } from '#app/db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set, a new PostgreSQL database created next to it and dropped afterwards.
 */
export async function createTestDb(opts: { poolSize?: number } = {}): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openDb({});
    await runMigrations(handle);
    return handle;
  }
  const name = `h5_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: testUrl.toString(), poolSize: opts.poolSize ?? 5 });
  await runMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
