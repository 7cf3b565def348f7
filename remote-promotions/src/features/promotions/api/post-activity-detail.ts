import { NETWORK_ERROR, post, useQuery, type PromotionDetail } from '@h5/shared';

/** `POST /api/activitydeatil` (the contract's spelling) with the promotion `id`. Refusals are toasted. */
export const postActivityDetail = (id: number, signal?: AbortSignal) =>
  post<PromotionDetail>('/api/activitydeatil', { id }, { signal });

/** A promotion's detail (`null`: no valid id, nothing asked); no answer toasts 网络错误，请检查网络后重试！. */
export const usePromotionDetail = (id: number | null) =>
  useQuery(['activity-detail', id], (signal) => postActivityDetail(id!, signal), {
    enabled: id !== null,
    noAnswerToast: NETWORK_ERROR,
  });
