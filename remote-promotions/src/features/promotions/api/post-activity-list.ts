import { post, type PromotionListItem } from '@h5/shared';

export interface PromotionListAnswer {
  data: PromotionListItem[];
  total?: number;
  last_page?: number;
}

/** `POST /api/activitylist` with the optional `type` (000 §7): the list is `data.data`. Refusals are toasted. */
export const postActivityList = (typeId?: number) =>
  post<PromotionListAnswer>('/api/activitylist', typeId === undefined ? {} : { type: typeId });
