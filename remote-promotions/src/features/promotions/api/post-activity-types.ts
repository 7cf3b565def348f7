import { post, type PromotionType } from '@h5/shared';

/** `POST /api/activitytype` (000 §7): the promotion types, shown as tabs after 全部. Refusals are toasted. */
export const postActivityTypes = () => post<PromotionType[]>('/api/activitytype', {});
