import { get, useQuery } from '@h5/shared';
import { LOBBY_START } from './start-requests';

/** GET /api/getVisitUrl: the address visitors should be on ('' = stay). A background call: no overlay, no toast. */
export const getVisitUrl = (signal?: AbortSignal) =>
  get<{ url: string }>(LOBBY_START.visitUrl.path, undefined, {
    silent: true,
    toastError: false,
    on401: 'ignore',
    signal,
  });

/** The visit address, asked once per page load (`staleMs: Infinity`; asked again only when the session changes). */
export const useVisitUrl = () => useQuery(['visit-url'], (signal) => getVisitUrl(signal), { staleMs: Infinity });
