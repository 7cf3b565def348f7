import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { InfiniteList, type ListPage } from './infinite-list';
import './common.css';
import { Sheet } from './sheet';

/** One choice of a list filter: the value sent to the server and the Chinese label shown. */
export interface ListFilterOption {
  value: string | number;
  label: string;
}

/** A filter chip of a record list: its bottom popup's title, its choices (in order) and the starting choice. */
export interface ListFilter {
  /** the key of this filter in the values handed to `load` (e.g. `api_type`, `date`, `type`) */
  name: string;
  /** the bottom popup's title */
  title: string;
  options: ReadonlyArray<ListFilterOption>;
  /** the starting value (default: the first option's) */
  initial?: string | number;
}

export type ListFilterValues = Record<string, string | number>;

const initialValues = (filters: ReadonlyArray<ListFilter>): ListFilterValues =>
  Object.fromEntries(filters.map((f) => [f.name, f.initial ?? f.options[0]?.value ?? '']));

/**
 * The filter chips of a record list (001 §2 bet, transaction and rebate records): one chip per filter showing the
 * chosen label; a tap opens a bottom popup listing the choices, a choice closes it. Controlled: `values` and
 * `onChange(name, value)`.
 */
export function FilterChips({
  filters,
  values,
  onChange,
}: {
  filters: ReadonlyArray<ListFilter>;
  values: ListFilterValues;
  onChange: (name: string, value: string | number) => void;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const current = filters.find((f) => f.name === open);
  const close = useCallback(() => setOpen(null), []);
  return (
    <>
      <div className="h5-filter-chips" role="toolbar" aria-label="筛选">
        {filters.map((f) => {
          const chosen = f.options.find((o) => String(o.value) === String(values[f.name]));
          return (
            <button
              key={f.name}
              type="button"
              className={`h5-filter-chip${open === f.name ? ' h5-filter-chip--open' : ''}`}
              aria-haspopup="dialog"
              aria-label={`${f.title}：${chosen?.label ?? ''}`}
              data-filter={f.name}
              onClick={() => setOpen(f.name)}
            >
              <span className="h5-filter-chip__label">{chosen?.label ?? f.title}</span>
              <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
                <path
                  d="M2 4l4 4 4-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          );
        })}
      </div>
      <Sheet visible={Boolean(current)} title={current?.title ?? ''} onClose={close} bodyClassName="h5-filter-popup">
        {current && (
          <>
            <div className="h5-filter-popup__head">
              <span className="h5-filter-popup__title">{current.title}</span>
              <button type="button" className="h5-filter-popup__close" aria-label="关闭" onClick={() => setOpen(null)}>
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            <ul className="h5-filter-popup__list" role="listbox" aria-label={current.title}>
              {current.options.map((o) => {
                const selected = String(o.value) === String(values[current.name]);
                return (
                  <li key={String(o.value)} role="none">
                    <button
                      type="button"
                      role="option"
                      aria-selected={selected}
                      className={`h5-filter-popup__option${selected ? ' h5-filter-popup__option--on' : ''}`}
                      onClick={() => {
                        setOpen(null);
                        if (!selected) onChange(current.name, o.value);
                      }}
                    >
                      <span>{o.label}</span>
                      {selected && (
                        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                          <path
                            d="M3 8.5l3.2 3.2L13 5"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="2"
                            strokeLinecap="round"
                            strokeLinejoin="round"
                          />
                        </svg>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </Sheet>
    </>
  );
}

export interface FilteredListProps<T> {
  filters: ReadonlyArray<ListFilter>;
  /** Loads page `page` (from 1) for the chosen filter values; null when the server refused (already toasted). */
  load: (page: number, values: ListFilterValues) => Promise<ListPage<T> | null>;
  renderItem: (row: T, index: number, values: ListFilterValues) => ReactNode;
  rowKey: (row: T, index: number) => string | number;
  /** a change (e.g. after a claim) reloads the list from page 1 with the same filters */
  reloadKey?: unknown;
  /** something shown above the chips (a summary card) */
  head?: ReactNode;
  /** something shown between the chips and the rows */
  children?: ReactNode;
  emptyText?: ReactNode;
  endText?: ReactNode;
  className?: string;
  /** told whenever a filter changes (the page may keep the values, e.g. for a summary) */
  onFiltersChange?: (values: ListFilterValues) => void;
}

/**
 * A record list with filter chips (001 §2, §4): chips open bottom popups, the list appends the next page within
 * 300 px of its end until `last_page` or `total`, and any filter change starts again from page 1 (late answers for
 * the old filter are dropped). Empty: 空空如也; end: 没有更多了.
 */
export function FilteredList<T>({
  filters,
  load,
  renderItem,
  rowKey,
  reloadKey,
  head,
  children,
  emptyText,
  endText,
  className,
  onFiltersChange,
}: FilteredListProps<T>) {
  const [values, setValues] = useState<ListFilterValues>(() => initialValues(filters));
  const change = useCallback(
    (name: string, value: string | number) => {
      const next = { ...values, [name]: value };
      setValues(next);
      // the new list starts at its first row, not where the old one was scrolled to
      if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') window.scrollTo(0, 0);
      onFiltersChange?.(next);
    },
    [values, onFiltersChange],
  );
  const resetKey = useMemo(() => JSON.stringify([values, reloadKey ?? null]), [values, reloadKey]);
  const loadPage = useCallback((page: number) => load(page, values), [load, values]);
  return (
    <div className={`h5-filtered-list${className ? ` ${className}` : ''}`}>
      {head}
      <FilterChips filters={filters} values={values} onChange={change} />
      {children}
      <InfiniteList<T>
        className="h5-filtered-list__rows"
        resetKey={resetKey}
        load={loadPage}
        rowKey={rowKey}
        renderItem={(row, i) => renderItem(row, i, values)}
        emptyText={emptyText}
        endText={endText}
      />
    </div>
  );
}
