import { DATE_FILTERS, DEFAULT_DATE_FILTER, DEFAULT_TRANSACTION_TYPE, TRANSACTION_TYPE_LABELS } from '@h5/shared/types';
import type { ListFilter } from '@h5/shared/ui';

/** The date filter (001 §4): 1 today, 2 last 7, 3 last 15, 4 last 30 days (default). */
export const DATE_FILTER: ListFilter = {
  name: 'date',
  title: '选择日期',
  initial: DEFAULT_DATE_FILTER,
  options: DATE_FILTERS.map((f) => ({ value: f.code, label: f.label })),
};

/** The transaction type filter (001 §4): 1 deposit (default), 2 withdrawal, 3 transfer in, 4 transfer out. */
export const TYPE_FILTER: ListFilter = {
  name: 'type',
  title: '交易类型',
  initial: DEFAULT_TRANSACTION_TYPE,
  options: ([1, 2, 3, 4] as const).map((t) => ({ value: t, label: TRANSACTION_TYPE_LABELS[t] })),
};
