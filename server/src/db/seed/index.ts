import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#app/db/client';
import {
  articles,
  banners,
  games,
  notices,
  promotions,
  promotionTypes,
  redpacketRules,
  siteSettings,
  venues,
  vipLevels,
} from '#app/db/schema/index';
import { ensureDemoAdmin } from '#app/db/admins';
import { centralAccountId, post, systemAccountId } from '#app/db/ledger';
import { createUser, findUserIdByName } from '#app/db/players';
import { sanitizeRichText } from '#app/lib/rich-text';
import { createPasswordHasher, type PasswordHasher } from '#app/lib/passwords';
import * as content from './content';
import { seedPromotions } from './promotions';
import { seedRewards } from './rewards';
import { seedCashier } from './cashier';

export interface SeedOptions {
  /** Create the demo player (never in production). */
  demo: boolean;
  hasher?: PasswordHasher;
}

/**
 * Fills an empty database with the demo content. Idempotent: keyed rows are inserted only when
 * missing, list content only when its table is empty, so operators' edits survive a re-run.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values(
        Object.entries(content.SITE_SETTINGS).map(([key, value]) => ({
          key,
          value: key === 'webcontent' ? sanitizeRichText(value) : value,
        })),
      )
      .onConflictDoNothing();

    const isEmpty = async (table: PgTable) => (await tx.select({ n: count() }).from(table))[0].n === 0;

    if (await isEmpty(banners)) await tx.insert(banners).values(content.BANNERS);
    if (await isEmpty(notices)) {
      await tx.insert(notices).values([
        ...content.HOME_NOTICES.map((text, i) => ({ kind: 'home' as const, content: text, sort: i + 1 })),
        ...content.INBOX_MESSAGES.map((m, i) => ({
          kind: 'inbox' as const,
          title: m.title,
          content: sanitizeRichText(m.content),
          sort: i + 1,
        })),
      ]);
    }

    await tx
      .insert(venues)
      .values(content.VENUES.map((v, i) => ({ ...v, sort: i + 1 })))
      .onConflictDoNothing();
    await tx
      .insert(games)
      .values(content.GAMES.map((g, i) => ({ ...g, catecode: g.catecode ?? null, sort: i + 1 })))
      .onConflictDoNothing();

    if (await isEmpty(promotionTypes)) {
      const types = await tx
        .insert(promotionTypes)
        .values(content.PROMOTION_TYPES.map((name, i) => ({ name, sort: i + 1 })))
        .returning({ id: promotionTypes.id });
      await tx.insert(promotions).values(
        content.PROMOTIONS.map((p, i) => ({
          typeId: types[p.type].id,
          title: p.title,
          banner: p.banner,
          content: sanitizeRichText(p.content),
          memo: sanitizeRichText(p.memo),
          sort: i + 1,
        })),
      );
    }

    await tx.insert(vipLevels).values(content.VIP_LEVELS).onConflictDoNothing();
    await tx
      .insert(articles)
      .values(content.ARTICLES.map((a) => ({ ...a, content: sanitizeRichText(a.content) })))
      .onConflictDoNothing();
    if (await isEmpty(redpacketRules)) await tx.insert(redpacketRules).values(content.redpacketRules());
    await seedRewards(tx);
    await seedPromotions(tx);
    await seedCashier(tx);
  });

  if (opts.demo) {
    await seedDemoPlayer(db, opts.hasher ?? createPasswordHasher());
    await ensureDemoAdmin(db, opts.hasher ?? createPasswordHasher());
  }
}

/** demo888 / demo888 with 8,888.00 credited from the house account through the ledger. */
async function seedDemoPlayer(db: Db, hasher: PasswordHasher): Promise<void> {
  const p = content.DEMO_PLAYER;
  if ((await findUserIdByName(db, p.username)) !== null) return;
  // The seeded account is the one exception to the common-password refusal (its password is the demo's).
  const userId = await createUser(db, hasher, {
    username: p.username,
    password: p.password,
    payPassword: p.payPassword,
    realname: p.realname,
    vip: p.vip,
  });
  await db.transaction(async (tx) => {
    const house = await systemAccountId(tx, 'house');
    const central = await centralAccountId(tx, userId);
    await post(tx, {
      kind: 'adjustment',
      memo: '演示账户初始资金',
      lines: [
        { accountId: house, amountFen: -p.balanceFen },
        { accountId: central, amountFen: p.balanceFen },
      ],
    });
  });
}

/** First start: seed only a database that has never been seeded (no site settings yet). */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(siteSettings);
  if (row.n > 0) return false;
  await seed(db, opts);
  return true;
}
