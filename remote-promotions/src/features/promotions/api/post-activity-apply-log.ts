import { post, type ActivityApplication } from '@h5/shared';
import { pageFrom } from '@h5/shared/ui';
import { useCallback } from 'react';

export interface ApplicationLogPage {
  data: ActivityApplication[];
  total: number;
  last_page: number;
}

/** `POST /api/activityApplyLog` with `page`: the player's applications, paged. Refusals are toasted. */
export const postActivityApplyLog = (page: number, signal?: AbortSignal) =>
  post<ApplicationLogPage>('/api/activityApplyLog', { page }, { silent: page > 1, signal });

/**
 * The applications' pages for the shared `InfiniteList`, which pages through them itself (page 1 each time the list
 * opens, the next one near the end, its own retry), so this hook gives its `load` rather than a query: a refusal
 * ends the list (null), no answer lets the list offer its retry.
 */
export const useApplicationPages = () =>
  useCallback(async (page: number) => {
    const res = await postActivityApplyLog(page);
    return res.code === 200 ? pageFrom(res.data) : null;
  }, []);
