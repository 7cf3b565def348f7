import type { TablePaginationConfig } from 'antd';
import type { PageFilter } from './api';

/** antd's pagination for a list the server pages: 20/50/100 a page, 共 N 条. */
export const serverPaging = (
  filter: PageFilter,
  total: number | undefined,
  onChange: (page: number, per_page: number) => void,
): TablePaginationConfig => ({
  current: filter.page,
  pageSize: filter.per_page,
  total: total ?? 0,
  showSizeChanger: true,
  pageSizeOptions: [20, 50, 100],
  showTotal: (t) => `共 ${t} 条`,
  onChange,
});
