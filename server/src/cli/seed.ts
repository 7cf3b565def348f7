import path from 'node:path';
import { loadEnv } from '../config/env';
import { openDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seed } from '../db/seed/index';
import { createPasswordHasher } from '../lib/passwords';

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
