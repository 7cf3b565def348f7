import { invalidateQueries, type ApiResponse, type PromotionType } from '@h5/shared';
import { useCallback, useState } from 'react';
import { useAskAgainWhenShown } from '../../../lib/ask-again-when-shown';
import { promotionListKey, usePromotionList, type PromotionListAnswer } from '../api/post-activity-list';
import { usePromotionTypes } from '../api/post-activity-types';

/** The 全部 tab's key (every type); the other tabs are keyed by their type id. */
export const ALL_TAB = 'all';

export type ListStatus = 'loading' | 'ready' | 'failed';

const typeIdOf = (tab: string) => (tab === ALL_TAB ? undefined : Number(tab));
const typesRead = (answer: ApiResponse<PromotionType[]>) => answer.code === 200 && Array.isArray(answer.data);
const listRead = (answer: ApiResponse<PromotionListAnswer>) => answer.code === 200;

/**
 * The promotions page's tabs and list: 全部 plus one tab per type. The list is loaded for the first tab and again
 * only when the player picks a different tab (the same tab again does nothing; an answer for a tab already left is
 * never shown). The page is cached: coming back shows what was loaded, and asks again only what had failed.
 */
export function usePromotionTabs() {
  const [active, setActive] = useState<string>(ALL_TAB);
  const typesQuery = usePromotionTypes();
  const list = usePromotionList(typeIdOf(active));
  useAskAgainWhenShown(typesQuery, typesRead);
  useAskAgainWhenShown(list, listRead);

  const typesOk = typesQuery.answer !== undefined && typesRead(typesQuery.answer);
  const types = typesOk ? (typesQuery.answer?.data ?? []) : [];
  const { answer } = list;
  const items = answer?.code === 200 && Array.isArray(answer.data?.data) ? answer.data.data : [];
  const status: ListStatus =
    list.loading || list.fetching ? 'loading' : list.networkError || answer?.code !== 200 ? 'failed' : 'ready';

  const select = useCallback(
    (tab: string) => {
      if (tab === active) return;
      invalidateQueries(promotionListKey(typeIdOf(tab))); // a picked tab's list is asked again, even one seen before
      setActive(tab);
    },
    [active],
  );

  const { refetch: refetchTypes } = typesQuery;
  const { refetch: refetchList } = list;
  const retry = useCallback(() => {
    if (!typesOk) void refetchTypes();
    void refetchList();
  }, [typesOk, refetchTypes, refetchList]);

  return { types, active, items, status, select, retry };
}
