import type { PromotionDetail } from '@h5/shared';
import { usePromotionDetail } from '../api/post-activity-detail';

export type DetailStatus = 'loading' | 'ready' | 'missing' | 'failed';

/** What /activityInfo shows for a promotion id: the detail, or why not (活动不存在 for no valid id), with `retry`. */
export function usePromotionDetailView(id: number | null): {
  status: DetailStatus;
  detail: PromotionDetail | null;
  reason: string;
  retry: () => void;
} {
  const { answer, fetching, networkError, refetch } = usePromotionDetail(id);
  const retry = () => void refetch();
  if (id === null) return { status: 'missing', detail: null, reason: '活动不存在', retry };
  // the server's refusal (unknown, ended, withdrawn) is its reason
  if (answer)
    return answer.code === 200 && answer.data
      ? { status: 'ready', detail: answer.data, reason: '', retry }
      : { status: 'missing', detail: null, reason: answer.message || '活动不存在', retry };
  return { status: networkError && !fetching ? 'failed' : 'loading', detail: null, reason: '', retry };
}
