import { post, type RebateData, type RebateQuery } from '@h5/shared';

/** `POST /api/getfanshui` with date, page, api_type ('' all platforms) and an empty type (001 §7): records and totals. */
export const postGetFanshui = (query: Omit<RebateQuery, 'type'>) =>
  post<RebateData>('/api/getfanshui', { ...query, type: '' }, { silent: query.page > 1 });
