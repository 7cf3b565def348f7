import type { ApiResponse, VipLevel } from '@h5/shared';
import { useAskAgainWhenShown } from '../../../lib/ask-again-when-shown';
import { useVipLevels } from '../api/post-vip-levels';

const usable = (answer: ApiResponse<VipLevel[]>) =>
  answer.code === 200 && Array.isArray(answer.data) && answer.data.length > 0;

/**
 * The level list as /vip shows it: `levels` once loaded (kept, even if a later ask gets no answer), else `failed`
 * (a refusal, an empty list or no answer; 重新加载 is `retry`), else loading. A failed list is asked again each time
 * the cached page shows.
 */
export function useLevelList(): { levels: VipLevel[] | null; failed: boolean; retry: () => void } {
  const query = useVipLevels();
  useAskAgainWhenShown(query, usable);
  const { answer, fetching, networkError, refetch } = query;
  const levels = answer && usable(answer) ? answer.data : null;
  return {
    levels,
    failed: !levels && !fetching && (networkError || answer !== undefined),
    retry: () => void refetch(),
  };
}
