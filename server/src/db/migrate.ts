import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DbHandle } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant: several servers starting at once take turns migrating. */
const MIGRATION_LOCK = 720_514_001;

/** Applies every committed migration not yet applied. Safe to run on every start. */
export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Arbitrary constant: the first-start seed, once when several servers start at once. */
const SEED_LOCK = 720_514_003;

/**
 * Runs `fn` while holding the seed lock (PostgreSQL; PGlite is one process): several servers starting at the same
 * moment on an empty database seed it once — the others wait, then find it seeded.
 */
export async function withSeedLock<T>(handle: DbHandle, fn: () => Promise<T>): Promise<T> {
  if (handle.driver === 'pglite') return fn();
  const client = await handle.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SEED_LOCK]);
    try {
      return await fn();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK]);
    }
  } finally {
    client.release();
  }
}
