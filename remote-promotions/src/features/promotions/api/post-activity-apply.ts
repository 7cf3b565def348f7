import { NETWORK_ERROR, post, useMutation } from '@h5/shared';

/**
 * `POST /api/doactivityapply` with `activityid`: the page shows the answer's message as a toast itself (success or
 * refusal), so no automatic error toast here.
 */
export const postActivityApply = (activityId: number) =>
  post<null>('/api/doactivityapply', { activityid: activityId }, { toastError: false });

/**
 * An application, given the promotion's id: one at a time (a double tap sends once); no answer toasts
 * 网络错误，请检查网络后重试！ and `run` answers null. Nothing cached to invalidate: the record page's list
 * (InfiniteList) asks from page 1 each time it opens.
 */
export const useApplyForPromotion = () =>
  useMutation((activityId: number) => postActivityApply(activityId), {
    invalidates: [],
    noAnswerToast: NETWORK_ERROR,
  });
