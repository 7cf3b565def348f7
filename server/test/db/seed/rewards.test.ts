import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, isNotNull } from 'drizzle-orm';
import type { DbHandle } from '#app/db/client';
import { promotions } from '#app/db/schema/index';
import { seed } from '#app/db/seed/index';
import { APPROVAL_BONUSES } from '#app/db/seed/promotions';
import { PROMOTION_BONUSES } from '#app/db/seed/rewards';
import { fastHasher } from '#test/helpers/test-app';
import { createTestDb } from '#test/helpers/test-db';

describe('seed: rewards', () => {
  let h: DbHandle;
  before(async () => {
    h = await createTestDb();
  });
  after(() => h.close());

  test('configures the bonuses of the seeded promotions (first-deposit percentage, trial fixed amount), idempotently, keeping operator edits', async () => {
    await seed(h.db, { demo: false, hasher: fastHasher });
    const withBonus = await h.db.select().from(promotions).where(isNotNull(promotions.bonus)).orderBy(promotions.id);
    const byTitle = (a: { title: string }, b: { title: string }) => (a.title < b.title ? -1 : 1);
    assert.deepEqual(
      [...withBonus].sort(byTitle).map((p) => [p.title, p.bonus]),
      [...PROMOTION_BONUSES, ...APPROVAL_BONUSES].sort(byTitle).map((b) => [b.title, b.bonus]),
    );
    const edited = { percent: 50, maxFen: 100_00, minDepositFen: 50_00, flowMultiple: 5 };
    await h.db.update(promotions).set({ bonus: edited }).where(eq(promotions.id, withBonus[0].id));
    await seed(h.db, { demo: false, hasher: fastHasher });
    const [after] = await h.db.select().from(promotions).where(eq(promotions.id, withBonus[0].id));
    assert.deepEqual(after.bonus, edited);
    assert.equal((await h.db.select().from(promotions).where(isNotNull(promotions.bonus))).length, withBonus.length);
  });
});
