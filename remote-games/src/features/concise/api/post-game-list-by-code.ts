import { post, type ConciseGame } from '@h5/shared';

/** POST /api/gamelistBycode {gamecode}: one provider's slot games. */
export const postGameListByCode = (provider: string) => post<ConciseGame[]>('/api/gamelistBycode', { gamecode: provider });
