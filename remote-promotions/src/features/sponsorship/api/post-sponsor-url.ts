import { post } from '@h5/shared';

/**
 * `POST /api/sponsorurl` with `type` 1 or 2: the address of the partner page /zhanzhuye frames (the server's
 * configuration, or its built-in page). Never shown to the player.
 */
export const postSponsorUrl = (type: 1 | 2) => post<{ url: string }>('/api/sponsorurl', { type });
