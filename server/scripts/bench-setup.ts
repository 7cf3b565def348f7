// The database side of `npm run bench:api` (scripts/bench-api.mjs runs it with `node --import tsx`, before the server
// starts and after it stops, so it also works on PGlite, which one process at a time may open):
//   setup <players>  migrations, the seed and the demo admin as the server's first start does them, then <players>
//                    players made the way the seed makes them (createUser: a central wallet, the welcome message), each
//                    funded through the ledger and given a login session (the session store's own `create`). No HTTP,
//                    so the public registration and login limits (per address, per hour) are not involved.
//                    Prints {"tokens": [...]} on the last line of stdout.
//   check            the ledger's invariants (checkInvariants: every entry balances, every stored balance is the sum of
//                    its postings and not negative) and the transfers' own ones: each venue movement has its transfer
//                    row and each completed transfer its venue movement (out_trade_no), none left pending. Prints {"problems": [...], "transfers": n}.
// Database: DATABASE_URL when set, else PGlite in DATA_DIR/pglite (as src/server.ts).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDb } from '#app/db/client';
import { runMigrations } from '#app/db/migrate';
import { seedIfEmpty } from '#app/db/seed/index';
import { ensureDemoAdmin } from '#app/db/admins';
import { createUser } from '#app/db/players';
import { centralAccountId, checkInvariants, post, systemAccountId } from '#app/db/ledger';
import { createPasswordHasher } from '#app/lib/passwords';
import { createSessionStore } from '#app/plugins/app/auth/sessions';

const [, , command, countArg] = process.argv;
const handle = await openDb({
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDir: path.join(process.env.DATA_DIR ?? '', 'pglite'),
  poolSize: 4,
});
const { db } = handle;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

try {
  if (command === 'setup') {
    await runMigrations(handle);
    const hasher = createPasswordHasher('fast');
    await seedIfEmpty(db, { demo: true, hasher });
    await ensureDemoAdmin(db, hasher);
    const sessions = createSessionStore(db);
    const stamp = Date.now().toString(36);
    const tokens: string[] = [];
    for (let i = 0; i < Number(countArg ?? 200); i++) {
      const userId = await createUser(db, hasher, {
        username: `b${stamp}${i.toString(36)}`.slice(0, 16),
        password: 'Bench!pass1',
        payPassword: 'Bench!pay1',
        realname: '压测',
        registerIp: '127.0.0.1',
      });
      await db.transaction(async (tx) => {
        await post(tx, {
          kind: 'adjustment',
          memo: '压测资金',
          lines: [
            { accountId: await systemAccountId(tx, 'house'), amountFen: -10_000_000 },
            { accountId: await centralAccountId(tx, userId), amountFen: 10_000_000 },
          ],
        });
      });
      tokens.push(await sessions.create(db, userId, { ip: '127.0.0.1', userAgent: 'bench-api' }));
    }
    console.log(JSON.stringify({ tokens }));
  } else if (command === 'check') {
    const problems = await checkInvariants(db);
    const [counts] = rows<{ transfers: string; pending: string; orphans: string; unmatched: string }>(
      await db.execute(sql`
        SELECT (SELECT count(*) FROM transfers) AS transfers,
               (SELECT count(*) FROM transfers WHERE state = 2) AS pending,
               (SELECT count(*) FROM venue_sim_transfers v WHERE NOT EXISTS
                  (SELECT 1 FROM transfers t WHERE t.out_trade_no = v.out_trade_no)) AS orphans,
               (SELECT count(*) FROM transfers t WHERE t.state = 1 AND NOT EXISTS
                  (SELECT 1 FROM venue_sim_transfers v WHERE v.out_trade_no = t.out_trade_no)) AS unmatched`),
    );
    if (Number(counts.pending) > 0) problems.push(`${counts.pending} transfers left pending`);
    if (Number(counts.unmatched) > 0) problems.push(`${counts.unmatched} completed transfers without a venue record`);
    if (Number(counts.orphans) > 0) problems.push(`${counts.orphans} venue records without a transfer`);
    console.log(JSON.stringify({ problems, transfers: Number(counts.transfers) }));
  } else {
    throw new Error('usage: bench-setup.ts setup <players> | check');
  }
} finally {
  await handle.close();
}
