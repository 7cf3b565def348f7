import { post } from '@h5/shared';

/** `POST /api/homenotice` (001 §7): the announcements, a list of texts. */
export const postHomeNotice = () => post<string[]>('/api/homenotice', {});
