import { post, type Venue } from '@h5/shared';

/** `POST /api/userapimoney/{code}` (000 §7): refreshes one venue wallet and answers its balance. */
export const postUserApiMoney = (platname: string) =>
  post<Venue>(`/api/userapimoney/${encodeURIComponent(platname)}`, {}, { silent: true });
