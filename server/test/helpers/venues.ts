import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#app/db/client';
import { ledgerAccounts, users } from '#app/db/schema/index';
import { checkInvariants } from '#app/db/ledger';
import { json, login, post, register } from './test-app';

/** A fresh player (central wallet 0) and its token. */
export async function newPlayer(app: FastifyInstance): Promise<{ token: string; userId: number; name: string }> {
  const { token, body } = await register(app);
  const res = await post(app, '/api/user', undefined, token);
  const name = json(res).data.username as string;
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, body.name));
  return { token: token!, userId: row.id, name };
}

export async function demoToken(app: FastifyInstance): Promise<string> {
  return json(await login(app, 'demo888', 'demo888')).data.api_token;
}

/** Stored balance of a player's wallet in fen: central, or the venue wallet of `platname` (0 when not opened). */
export async function walletFen(db: Db, userId: number, platname?: string): Promise<number> {
  const [row] = await db
    .select({ b: ledgerAccounts.balanceFen })
    .from(ledgerAccounts)
    .where(
      platname
        ? and(
            eq(ledgerAccounts.userId, userId),
            eq(ledgerAccounts.kind, 'venue'),
            eq(ledgerAccounts.platname, platname),
          )
        : and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'central')),
    );
  return row?.b ?? 0;
}

/** Sum of postings of a system account (house, transfer_pending…). */
export async function systemFen(db: Db, kind: string): Promise<number> {
  const r: any = await db.execute(
    `SELECT coalesce(sum(p.amount_fen), 0) AS s FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.kind = '${kind}' AND a.user_id IS NULL`,
  );
  return Number(r.rows[0].s);
}

export async function assertLedgerSound(db: Db): Promise<void> {
  const problems = await checkInvariants(db);
  if (problems.length) throw new Error(`ledger problems: ${problems.join('; ')}`);
}

/** Credits a player's central wallet from the house (test setup only): the one in cashier.ts. */
export { fund } from './cashier';

/** Follows a launch URL: exchanges the ticket and answers the venue session cookie header value. */
export async function openGame(app: FastifyInstance, url: string): Promise<{ cookie: string; location: string }> {
  const u = new URL(url);
  const res = await app.inject({ method: 'GET', url: u.pathname + u.search });
  if (res.statusCode !== 302) throw new Error(`launch answered ${res.statusCode}`);
  const setCookie = String(res.headers['set-cookie']);
  return { cookie: setCookie.split(';')[0], location: String(res.headers.location) };
}
