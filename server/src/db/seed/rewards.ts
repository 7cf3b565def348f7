import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '#app/db/client';
import { promotions } from '#app/db/schema/index';

/** Deposit bonuses of the seeded promotions, keyed by title (set only while the promotion has none, so edits stay). */
export const PROMOTION_BONUSES: {
  title: string;
  bonus: { percent: number; maxFen: number; minDepositFen: number; flowMultiple: number };
}[] = [
  // "首笔存款 100 元以上即可申请 100% 彩金，最高 888 元", 10x turnover (the promotion's own text)
  { title: '新人首存礼 100% 彩金', bonus: { percent: 100, maxFen: 88_800, minDepositFen: 10_000, flowMultiple: 10 } },
];

/** Rewards part of the seed: idempotent. Red-packet rules and VIP levels come with the content seed. */
export async function seedRewards(q: Queryable): Promise<void> {
  for (const p of PROMOTION_BONUSES) {
    await q
      .update(promotions)
      .set({ bonus: p.bonus })
      .where(and(eq(promotions.title, p.title), isNull(promotions.bonus)));
  }
}
