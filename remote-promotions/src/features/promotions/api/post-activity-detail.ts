import { post, type PromotionDetail } from '@h5/shared';

/** `POST /api/activitydeatil` (the contract's spelling, 000 §7) with the promotion `id`. Refusals are toasted. */
export const postActivityDetail = (id: number) => post<PromotionDetail>('/api/activitydeatil', { id });
