import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDb, type DbHandle } from '#app/db/client';
import { runMigrations } from '#app/db/migrate';

export interface TestDbOptions {
  poolSize?: number;
  /**
   * Fills the fresh database after the migrations (the demo content): done once per `fillKey` and day, then copied
   * (see createTestDb). Same key, same content.
   */
  fill?: (handle: DbHandle) => Promise<void>;
  fillKey?: string;
}

const dbDir = fileURLToPath(new URL('../../src/db/', import.meta.url));

let hashed: string | undefined;
/** Every file under src/db (schema, migrations, seed), hashed once per process: a change there makes new templates. */
function sourceHash(): string {
  if (hashed) return hashed;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else hash.update(p.slice(dbDir.length)).update(readFileSync(p));
    }
  };
  walk(dbDir);
  hashed = hash.digest('hex').slice(0, 12);
  return hashed;
}

/**
 * What today's templates are named by: the database code's hash and the day (the seed dates some content by the
 * current year, and rows get their creation time: a template is never older than today). A template's name adds
 * what filled it; one without this prefix is stale.
 */
const templatePrefix = () => `${sourceHash()}_${new Date().toISOString().slice(0, 10).replace(/-/g, '')}`;
const templateKey = (fillKey: string) => `${templatePrefix()}_${fillKey.replace(/\W/g, '')}`;

/** Arbitrary constant: one test process at a time builds or copies a PostgreSQL template. */
const TEMPLATE_LOCK = 720_514_099;

/**
 * A fresh, migrated database for one test file (and, with `fill`, the demo content): in-memory PGlite by default, or,
 * when DATABASE_URL is set, a new PostgreSQL database created next to it and dropped afterwards.
 *
 * Migrating and seeding took most of a server test file's setup (about 3–5 s on PGlite under npm test's load, each
 * time: issue 25), so the first database of a kind is kept as a template and the others are copies of it: on PGlite a
 * dump (`dumpDataDir`) in the system's temp folder that each new in-memory database starts from, on PostgreSQL a
 * template database (`CREATE DATABASE … TEMPLATE`). Each test still gets its own database; the copy holds exactly what
 * a fresh migration and fill would.
 */
export async function createTestDb(opts: TestDbOptions = {}): Promise<DbHandle> {
  const key = templateKey(opts.fill ? (opts.fillKey ?? 'filled') : 'migrated');
  const prepare = async (handle: DbHandle) => {
    await runMigrations(handle);
    if (opts.fill) await opts.fill(handle);
  };
  const url = process.env.DATABASE_URL;
  if (!url) return pgliteFrom(key, prepare);

  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `h5_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = `h5_tpl_${key}`.slice(0, 63).toLowerCase();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const have = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (have.rowCount === 0) {
        // templates of older code or days go; the new one is built under another name and renamed when complete
        const old = await admin.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE datname LIKE 'h5_tpl_%' AND datname NOT LIKE $1",
          [`h5_tpl_${templatePrefix()}%`],
        );
        for (const { datname } of old.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        const building = `${template.slice(0, 50)}_${randomBytes(3).toString('hex')}`;
        await admin.query(`CREATE DATABASE ${building}`);
        const buildUrl = new URL(url);
        buildUrl.pathname = `/${building}`;
        const handle = await openDb({ databaseUrl: buildUrl.toString(), poolSize: 2 });
        try {
          await prepare(handle);
        } finally {
          await handle.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      }
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  } finally {
    await admin.end();
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: testUrl.toString(), poolSize: opts.poolSize ?? 5 });
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

const TEMPLATE_DIR = path.join(tmpdir(), 'h5-test-templates');

/** An in-memory PGlite database started from the template dump `key`, which the first call makes. */
async function pgliteFrom(key: string, prepare: (handle: DbHandle) => Promise<void>): Promise<DbHandle> {
  const file = path.join(TEMPLATE_DIR, `${key}.tar`);
  if (existsSync(file)) {
    try {
      return await openDb({ pgliteFrom: new Blob([readFileSync(file)]) });
    } catch {
      // a damaged dump: made again below
    }
  }
  const handle = await openDb({});
  await prepare(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  // dumps of older code or days go; the new one appears whole (written aside, then renamed)
  for (const f of readdirSync(TEMPLATE_DIR))
    if (!f.startsWith(templatePrefix()) && statSync(path.join(TEMPLATE_DIR, f)).isFile())
      try {
        unlinkSync(path.join(TEMPLATE_DIR, f));
      } catch {
        /* another process took it first */
      }
  const aside = `${file}.${process.pid}.${randomBytes(3).toString('hex')}`;
  writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
  renameSync(aside, file);
  return handle;
}
