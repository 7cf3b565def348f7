/** Players' lists: 10 rows a page (the contract's paged shape is `{data, total, last_page, current_page, per_page}`). */
export const PER_PAGE = 10;

export interface Paged<T> {
  data: T[];
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
}

/** One page of a list; a page past the end is empty and last_page is at least 1. */
export const paged = <T>(rows: T[], total: number, page: number, perPage = PER_PAGE): Paged<T> => ({
  data: rows,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  current_page: page,
  per_page: perPage,
});

export const offsetOf = (page: number, perPage = PER_PAGE) => (page - 1) * perPage;
