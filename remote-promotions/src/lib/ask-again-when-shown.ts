import type { ApiResponse, QueryResult } from '@h5/shared';
import { useEffect, useRef } from 'react';

/**
 * For a query kept for the visit (`staleMs: Infinity`) on a cached page: each time the page shows (its effects run
 * again then), a last answer that is not `good` (a refusal) is asked again. A good answer is kept, and a query that
 * got no answer at all is asked again by the cache itself.
 */
export function useAskAgainWhenShown<T>(query: QueryResult<T>, good: (answer: ApiResponse<T>) => boolean) {
  const latest = useRef({ query, good });
  latest.current = { query, good };
  useEffect(() => {
    const { query, good } = latest.current;
    if (query.answer && !good(query.answer)) void query.refetch();
  }, []);
}
