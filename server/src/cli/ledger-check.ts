import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadEnv } from '#app/config/env';
import { openDb } from '#app/db/client';
import { checkInvariants } from '#app/db/ledger';

/** `npm run ledger:check -w server`: checks the ledger's invariants on the live database; exit 1 on a problem. */
const NO_DATABASE =
  'ledger: no database here yet (start the server once with `npm start`, or set DATABASE_URL / DATA_DIR)';

const env = loadEnv();
const pgliteDir = path.join(env.dataDir, 'pglite');
if (!env.databaseUrl && !existsSync(pgliteDir)) {
  // opening PGlite would create an empty database: say so instead
  console.error(NO_DATABASE);
  process.exit(2);
}
const handle = await openDb({ databaseUrl: env.databaseUrl, pgliteDir });
try {
  const found = (await handle.db.execute(
    sql`SELECT to_regclass('public.ledger_postings') IS NOT NULL AS ok`,
  )) as unknown as { rows: { ok: boolean }[] };
  if (!found.rows[0]?.ok) {
    console.error(NO_DATABASE.replace('no database here yet', 'the database has no ledger tables yet'));
    process.exitCode = 2;
  } else {
    const problems = await checkInvariants(handle.db);
    if (problems.length) {
      console.error(`ledger: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('ledger: every entry balances and every wallet equals its postings');
    }
  }
} finally {
  await handle.close();
}
