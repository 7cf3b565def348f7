import { upload, type CallOptions } from '@h5/shared';
import type { UrlData } from '@h5/shared/types';

export type UploadedAvatar = UrlData;

/** POST /api/uploadimg: multipart, the image in the field `file` (000 §7). */
export function uploadAvatar(file: File, opts?: CallOptions) {
  const form = new FormData();
  form.append('file', file);
  return upload<UploadedAvatar>('/api/uploadimg', form, opts);
}
