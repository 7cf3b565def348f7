import path from 'node:path';
import { loadEnv } from '#app/config/env';
import { openDb } from '#app/db/client';
import { runMigrations } from '#app/db/migrate';

/** `npm run migrate -w server`: applies the committed migrations to DATABASE_URL or the PGlite data dir. */
const env = loadEnv();
const handle = await openDb({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pglite') });
try {
  await runMigrations(handle);
  console.log('migrations applied');
} finally {
  await handle.close();
}
