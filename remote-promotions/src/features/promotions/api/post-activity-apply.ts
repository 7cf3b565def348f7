import { post } from '@h5/shared';

/**
 * `POST /api/doactivityapply` with `activityid` (000 §7): the page shows the answer's message as a toast itself
 * (success or refusal), so no automatic error toast here.
 */
export const postActivityApply = (activityId: number) => post<null>('/api/doactivityapply', { activityid: activityId }, { toastError: false });
