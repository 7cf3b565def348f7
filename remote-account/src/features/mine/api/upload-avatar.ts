import { upload, type CallOptions } from '@h5/shared';

export interface UploadedAvatar {
  url: string;
}

/** The avatar types the picker offers and the server accepts (000 §5, 001 §2). */
export const AVATAR_ACCEPT = 'image/gif,image/png';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** POST /api/uploadimg: multipart, the image in the field `file` (000 §7). */
export function uploadAvatar(file: File, opts?: CallOptions) {
  const form = new FormData();
  form.append('file', file);
  return upload<UploadedAvatar>('/api/uploadimg', form, opts);
}
