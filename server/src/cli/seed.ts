import path from 'node:path';
import { loadEnv } from '#app/config/env';
import { openDb } from '#app/db/client';
import { runMigrations } from '#app/db/migrate';
import { seed } from '#app/db/seed/index';
import { createPasswordHasher } from '#app/lib/passwords';

/** `npm run seed -w server`: migrates, then seeds (idempotent). No demo player when NODE_ENV=production. */
const env = loadEnv();
const handle = await openDb({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pglite') });
try {
  await runMigrations(handle);
  const demo = env.nodeEnv !== 'production';
  await seed(handle.db, { demo, hasher: createPasswordHasher(env.fastPasswordHash ? 'fast' : 'standard') });
  console.log(demo ? 'seeded content and the demo player demo888' : 'seeded content (production: no demo player)');
} finally {
  await handle.close();
}
