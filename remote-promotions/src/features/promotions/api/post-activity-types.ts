import { post, useQuery, type PromotionType } from '@h5/shared';

/** `POST /api/activitytype`: the promotion types, shown as tabs after 全部. Refusals are toasted. */
export const postActivityTypes = (signal?: AbortSignal) => post<PromotionType[]>('/api/activitytype', {}, { signal });

/**
 * The types, asked once and kept for the visit (the promotions page is cached); after the session changed (the cache
 * emptied) the tabs shown stay until the new answer (`keepPrevious`).
 */
export const usePromotionTypes = () =>
  useQuery(['activity-types'], (signal) => postActivityTypes(signal), { staleMs: Infinity, keepPrevious: true });
