import path from 'node:path';
import { loadEnv } from '../config/env';
import { openDb } from '../db/client';
import { checkInvariants } from '../plugins/app/wallet/ledger';

/** `npm run ledger:check -w server`: checks the ledger's invariants on the live database; exit 1 on a problem. */
const env = loadEnv();
const handle = await openDb({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pglite') });
try {
  const problems = await checkInvariants(handle.db);
  if (problems.length) {
    console.error(`ledger: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('ledger: every entry balances and every wallet equals its postings');
  }
} finally {
  await handle.close();
}
