import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import type { DbHandle } from '#app/db/client';
import * as schema from '#app/db/schema/index';
import { seed, seedIfEmpty } from '#app/db/seed/index';
import { checkInvariants } from '#app/db/ledger';
import { fastHasher } from '#test/helpers/test-app';
import { createTestDb } from '#test/helpers/test-db';

const counts = async (h: DbHandle) => {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries({
    users: schema.users,
    siteSettings: schema.siteSettings,
    banners: schema.banners,
    notices: schema.notices,
    venues: schema.venues,
    games: schema.games,
    promotionTypes: schema.promotionTypes,
    promotions: schema.promotions,
    vipLevels: schema.vipLevels,
    articles: schema.articles,
    redpacketRules: schema.redpacketRules,
    ledgerEntries: schema.ledgerEntries,
  })) {
    out[name] = (await h.db.select({ n: count() }).from(table))[0].n;
  }
  return out;
};

describe('seed', () => {
  let h: DbHandle;
  before(async () => {
    h = await createTestDb();
  });
  after(() => h.close());

  test('fills the content and the demo player, and is idempotent', async () => {
    assert.equal(await seedIfEmpty(h.db, { demo: true, hasher: fastHasher }), true);
    const first = await counts(h);
    assert.deepEqual(
      { ...first, games: first.games >= 15 + 4 * 6 },
      {
        users: 1,
        siteSettings: 14,
        banners: 4,
        notices: 7,
        venues: 15,
        games: true,
        promotionTypes: 3,
        promotions: 6,
        vipLevels: 10,
        articles: 8,
        redpacketRules: 2,
        ledgerEntries: 1,
      },
    );
    await seed(h.db, { demo: true, hasher: fastHasher });
    assert.equal(await seedIfEmpty(h.db, { demo: true, hasher: fastHasher }), false);
    assert.deepEqual(await counts(h), first);
    assert.deepEqual(await checkInvariants(h.db), []);
  });

  test('every category has games, each concise provider 6 to 8, avia is an e-sports venue', async () => {
    const rows = await h.db.select().from(schema.games);
    for (const cat of schema.GAME_CATEGORIES)
      assert.ok(
        rows.some((g) => g.categoryId === cat),
        cat,
      );
    for (const code of ['obgdy', 'fgdz', 'pp', 'ae']) {
      const n = rows.filter((g) => g.catecode === code).length;
      assert.ok(n >= 6 && n <= 8, `${code}: ${n}`);
    }
    const [avia] = await h.db.select().from(schema.venues).where(eq(schema.venues.platname, 'avia'));
    assert.equal(avia.category, 'gaming');
    assert.equal(avia.name, '泛亚电竞');
  });

  test('VIP thresholds grow with the level', async () => {
    const levels = await h.db.select().from(schema.vipLevels).orderBy(schema.vipLevels.level);
    assert.deepEqual(
      levels.map((l) => l.level),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    );
    for (let i = 1; i < levels.length; i++) {
      assert.ok(levels[i].rechargeFen > levels[i - 1].rechargeFen);
      assert.ok(levels[i].flowFen > levels[i - 1].flowFen);
      assert.ok(Number(levels[i].realperson) >= Number(levels[i - 1].realperson));
    }
    assert.match(levels[0].realperson, /^\d+\.\d{2}$/);
  });

  test('the demo player holds 8888.00 credited from the house', async () => {
    const [u] = await h.db.select().from(schema.users).where(eq(schema.users.username, 'demo888'));
    assert.equal(u.vip, 2);
    assert.equal(u.realname, '张三');
    const [wallet] = await h.db.select().from(schema.ledgerAccounts).where(eq(schema.ledgerAccounts.userId, u.id));
    assert.equal(wallet.balanceFen, 888_800);
    const [house] = await h.db
      .select({ total: sql<number>`sum(${schema.ledgerPostings.amountFen})`.mapWith(Number) })
      .from(schema.ledgerPostings)
      .innerJoin(schema.ledgerAccounts, eq(schema.ledgerAccounts.id, schema.ledgerPostings.accountId))
      .where(eq(schema.ledgerAccounts.kind, 'house'));
    assert.equal(house.total, -888_800);
  });
});

describe('seed in production', () => {
  let h: DbHandle;
  before(async () => {
    h = await createTestDb();
  });
  after(() => h.close());

  test('creates content but no demo player', async () => {
    await seed(h.db, { demo: false, hasher: fastHasher });
    const c = await counts(h);
    assert.equal(c.users, 0);
    assert.equal(c.ledgerEntries, 0);
    assert.equal(c.venues, 15);
  });
});
