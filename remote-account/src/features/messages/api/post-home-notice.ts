import { post, useQuery, type HomeNotices } from '@h5/shared';

/** `POST /api/homenotice`: the announcements, a list of texts (the home lobby's scrolling notice reads the same). */
export const postHomeNotice = (signal?: AbortSignal) => post<HomeNotices>('/api/homenotice', {}, { signal });

/** One key for the endpoint, whichever area reads it: the lobby's notice and this list share the answer. */
export const homeNoticeKey = ['homenotice'] as const;

export const useAnnouncements = () => useQuery(homeNoticeKey, postHomeNotice);
