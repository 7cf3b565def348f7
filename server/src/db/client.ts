import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Either driver: PGlite (default) or node-postgres. Both speak the same PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /** node-postgres only: a pool, for migrations that need one connection. */
  pool?: pg.Pool;
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** postgres://… ; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory. */
  pgliteDir?: string;
  /** An in-memory PGlite started from this dump (`dumpDataDir()`): the tests' migrated, seeded template. */
  pgliteFrom?: Blob;
  poolSize?: number;
}

export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client's error (e.g. the server restarted) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, driver: 'pg', pool, close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.pgliteDir) {
    mkdirSync(path.dirname(opts.pgliteDir), { recursive: true });
    client = await PGlite.create(opts.pgliteDir);
  } else {
    client = await PGlite.create(opts.pgliteFrom ? { loadDataDir: opts.pgliteFrom } : {});
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, driver: 'pglite', pglite: client, close: () => client.close() };
}

/** A hot-path statement outside the query builder: name (a prepared statement per connection on PostgreSQL), SQL, values. */
export type RawQuery = <R = Record<string, unknown>>(name: string, text: string, values: unknown[]) => Promise<R[]>;

/**
 * Runs plain SQL on either driver, for the few statements on the hottest paths (session lookups, the transfer fast
 * path): no query building or result mapping per call, and on PostgreSQL a named statement parsed and planned once
 * per connection. Results come back as the drivers give them (bigint as text on node-postgres).
 */
export function rawQuery(db: Db): RawQuery {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    return async <R>(name: string, text: string, values: unknown[]) =>
      (await client.query({ name, text, values })).rows as R[];
  }
  return async <R>(_name: string, text: string, values: unknown[]) => (await client.query<R>(text, values)).rows;
}
