import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '#app/db/client';
import { promotions, type PromotionBonus } from '#app/db/schema/index';

/**
 * Fixed bonuses the seeded promotions pay when an operator approves an application (the percentage bonus of the
 * first-deposit promotion is in ./rewards.ts). Keyed by title and set only while the promotion has none, so operators'
 * edits survive a re-seed.
 */
export const APPROVAL_BONUSES: { title: string; bonus: PromotionBonus }[] = [
  // "完成注册并绑定银行卡，即可申请 18 元体验金，1 倍流水即可提款" (the promotion's own text)
  {
    title: '注册即送体验金',
    bonus: { percent: 0, maxFen: 1_800, minDepositFen: 0, flowMultiple: 1, amountFen: 1_800 },
  },
];

/** The promotions area's part of the seed (the promotions themselves come with the content seed). Idempotent. */
export async function seedPromotions(q: Queryable): Promise<void> {
  for (const p of APPROVAL_BONUSES) {
    await q
      .update(promotions)
      .set({ bonus: p.bonus })
      .where(and(eq(promotions.title, p.title), isNull(promotions.bonus)));
  }
}
