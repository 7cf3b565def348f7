import { InfiniteScroll } from '@h5/shared/antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
// each component brings the styles itself: the package's index is side-effect free, so its CSS import can be skipped
import './common.css';
import { EmptyArt } from './empty-art';

/** The texts of every paged list (001 §2 Welfare centre, Rebate centre, Message centre). */
export const LIST_EMPTY = '空空如也';
export const LIST_END = '没有更多了';
/** The scroll trigger offset of every list (001 §4, §9). */
export const LIST_THRESHOLD = 300;

/** One page of a list as the contract sends it: rows, the row count of all pages, the number of the last page. */
export interface ListPage<T> {
  rows: T[];
  total: number;
  lastPage: number;
}

/** Reads the contract's pagination answer (`data`, `total`, `last_page`, 001 §3) into a ListPage. */
export function pageFrom<T>(
  answer: { data?: T[] | null; total?: number | string | null; last_page?: number | string | null } | null | undefined,
): ListPage<T> {
  const rows = Array.isArray(answer?.data) ? answer.data : [];
  return { rows, total: Number(answer?.total) || 0, lastPage: Number(answer?.last_page) || 0 };
}

export interface InfiniteListProps<T> {
  /**
   * Loads page `page` (1-based). Answer the page, or null when the server refused (its message is already shown):
   * the list then stops. A thrown error (network) stops the list too, with antd-mobile's retry link.
   */
  load: (page: number) => Promise<ListPage<T> | null>;
  renderItem: (row: T, index: number) => ReactNode;
  rowKey: (row: T, index: number) => string | number;
  /** Any change (a filter) starts again from page 1 and drops the rows shown. */
  resetKey?: unknown;
  emptyText?: ReactNode;
  endText?: ReactNode;
  className?: string;
}

type State<T> = { rows: T[]; page: number; hasMore: boolean; loadedOnce: boolean };
const fresh = <T,>(): State<T> => ({ rows: [], page: 0, hasMore: true, loadedOnce: false });

/**
 * A paged list that appends the next page when the player scrolls within 300 px of its end (001 §4): it starts at
 * page 1 and stops once the page passes `last_page` or the rows reach `total`. A `resetKey` change (a filter)
 * starts again from page 1; answers for the old filter that arrive late are dropped. Shows 空空如也 when the
 * first page is empty and 没有更多了 at the end.
 */
export function InfiniteList<T>({
  load,
  renderItem,
  rowKey,
  resetKey,
  emptyText = LIST_EMPTY,
  endText = LIST_END,
  className,
}: InfiniteListProps<T>) {
  const [state, setState] = useState<State<T>>(fresh);
  const generation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const loadRef = useRef(load);
  loadRef.current = load;

  // a new filter: forget everything and let InfiniteScroll ask for page 1 again
  const firstKey = useRef(true);
  useEffect(() => {
    if (firstKey.current) {
      firstKey.current = false;
      return;
    }
    generation.current += 1;
    setState(fresh());
  }, [resetKey]);

  const loadMore = useCallback(async () => {
    const gen = generation.current;
    const current = stateRef.current;
    const page = current.page + 1;
    let answer: ListPage<T> | null;
    try {
      answer = await loadRef.current(page);
    } catch (err) {
      if (gen !== generation.current) return;
      throw err; // InfiniteScroll shows its retry
    }
    if (gen !== generation.current) return;
    setState((s) => {
      if (!answer) return { ...s, hasMore: false, loadedOnce: true };
      const rows = [...s.rows, ...answer.rows];
      const done =
        answer.rows.length === 0 || page >= answer.lastPage || (answer.total > 0 && rows.length >= answer.total);
      const next = { rows, page, hasMore: !done, loadedOnce: true };
      stateRef.current = next;
      return next;
    });
  }, []);

  const empty = state.loadedOnce && !state.hasMore && state.rows.length === 0;
  return (
    <div className={`h5-infinite-list${className ? ` ${className}` : ''}`}>
      {state.rows.map((row, i) => (
        <div key={rowKey(row, i)} className="h5-infinite-list__row">
          {renderItem(row, i)}
        </div>
      ))}
      {empty ? (
        <div className="h5-infinite-list__empty" role="status">
          <EmptyArt />
          <p>{emptyText}</p>
        </div>
      ) : (
        <InfiniteScroll
          key={String(generation.current)}
          loadMore={loadMore}
          hasMore={state.hasMore}
          threshold={LIST_THRESHOLD}
        >
          {(hasMore, failed, retry) =>
            failed ? (
              <span className="h5-infinite-list__status">
                加载失败，
                <button type="button" className="h5-infinite-list__retry" onClick={retry}>
                  重新加载
                </button>
              </span>
            ) : hasMore ? (
              <span className="h5-infinite-list__status">加载中...</span>
            ) : (
              <span className="h5-infinite-list__status">{endText}</span>
            )
          }
        </InfiniteScroll>
      )}
    </div>
  );
}
