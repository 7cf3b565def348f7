import { post, type Flag } from '@h5/shared';

/** `POST /api/uptransferstatus` (001 §7): switches automatic free transfer (自动免转) on (1) or off (0). */
export const postUpTransferStatus = (transferstatus: Flag) =>
  post<{ transferstatus: Flag }>('/api/uptransferstatus', { transferstatus });
