import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { openCentralAccount } from './ledger';
import { users } from './schema/index';
import { sendWelcomeMessage } from './welcome';
import type { PasswordHasher } from '#app/lib/passwords';

/** Creates a player with a central wallet; shared by registration (plugins/app/accounts) and the seed. */
export async function createUser(
  db: Db,
  hasher: PasswordHasher,
  input: {
    username: string;
    password: string;
    payPassword: string;
    realname: string;
    referrerId?: number | null;
    registerIp?: string;
    vip?: number;
  },
): Promise<number> {
  const passwordHash = await hasher.hash(input.password);
  const payPasswordHash = await hasher.hash(input.payPassword);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        realname: input.realname,
        passwordHash,
        payPasswordHash,
        referrerId: input.referrerId ?? null,
        registerIp: (input.registerIp ?? '').slice(0, 64),
        vip: input.vip ?? 1,
      })
      .returning({ id: users.id });
    await openCentralAccount(tx, user.id);
    await sendWelcomeMessage(tx, user.id);
    return user.id;
  });
}

export async function findUserIdByName(db: Db, username: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return row?.id ?? null;
}
