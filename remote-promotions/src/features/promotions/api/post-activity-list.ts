import { post, useQuery, type PromotionListItem } from '@h5/shared';

export interface PromotionListAnswer {
  data: PromotionListItem[];
  total?: number;
  last_page?: number;
}

/** `POST /api/activitylist` with the optional `type`: the list is `data.data`. Refusals are toasted. */
export const postActivityList = (typeId?: number, signal?: AbortSignal) =>
  post<PromotionListAnswer>('/api/activitylist', typeId === undefined ? {} : { type: typeId }, { signal });

/** A type's list in the cache (`undefined`: every type). */
export const promotionListKey = (typeId?: number) => ['activity-list', typeId ?? null] as const;

/**
 * One tab's list. Kept (`staleMs: Infinity`): the cached page shows it again as it was; picking a tab asks its list
 * again on purpose (`invalidateQueries(promotionListKey(type))`). While a tab's first answer is on its way the
 * previous tab's list stays (`keepPrevious`).
 */
export const usePromotionList = (typeId?: number) =>
  useQuery(promotionListKey(typeId), (signal) => postActivityList(typeId, signal), {
    staleMs: Infinity,
    keepPrevious: true,
  });
