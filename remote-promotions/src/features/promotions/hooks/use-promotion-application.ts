import { toast } from '@h5/shared';
import { useCallback } from 'react';
import { useApplyForPromotion } from '../api/post-activity-apply';

/**
 * 立即申请: the server's message is the toast (a success toast for 200, an error toast otherwise); `applying` while
 * the request runs (the button is disabled, a double tap sends once).
 */
export function usePromotionApplication() {
  const { run, pending } = useApplyForPromotion();
  const apply = useCallback(
    async (promotionId: number) => {
      if (pending) return;
      const res = await run(promotionId);
      if (!res || res.code === 401) return; // no answer: toasted; 401: the shell's 认证失败 dialog takes over
      toast(res.message || (res.code === 200 ? '申请成功' : '申请失败'), res.code === 200 ? 'success' : 'danger');
    },
    [run, pending],
  );
  return { apply, applying: pending };
}
