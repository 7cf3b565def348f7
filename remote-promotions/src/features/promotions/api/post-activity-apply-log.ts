import { post, type ActivityApplication } from '@h5/shared';

export interface ApplicationLogPage {
  data: ActivityApplication[];
  total: number;
  last_page: number;
}

/** `POST /api/activityApplyLog` with `page` (001 §7): the player's applications, paged. Refusals are toasted. */
export const postActivityApplyLog = (page: number) => post<ApplicationLogPage>('/api/activityApplyLog', { page }, { silent: page > 1 });
