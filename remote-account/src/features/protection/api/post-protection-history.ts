import { post } from '@h5/shared';
import type { Paged, ProtectionChange } from '@h5/shared/types';
import { pageFrom, type ListPage } from '@h5/shared/ui';
import { useCallback } from 'react';

/** `POST /api/protection/history {page}`: every change, newest first, paged. */
export const postProtectionHistory = (page: number) =>
  post<Paged<ProtectionChange>>('/api/protection/history', { page }, { silent: true });

/** The history's pages as `InfiniteList` asks for them (null after a refusal, which stops the list). */
export function useHistoryPages(): (page: number) => Promise<ListPage<ProtectionChange> | null> {
  return useCallback(async (page: number) => {
    const res = await postProtectionHistory(page);
    return res.code === 200 ? pageFrom<ProtectionChange>(res.data) : null;
  }, []);
}
