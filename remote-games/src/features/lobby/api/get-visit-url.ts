import { get } from '@h5/shared';
import { LOBBY_START } from './start-requests';

/** GET /api/getVisitUrl: the address visitors should be on ('' = stay). Background call: no overlay, no toast. */
export const getVisitUrl = () => get<{ url: string }>(LOBBY_START.visitUrl.path, undefined, { silent: true, toastError: false, on401: 'ignore' });
