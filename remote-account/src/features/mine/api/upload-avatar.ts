import { NETWORK_ERROR, upload, useMutation, type CallOptions, type MutationOptions } from '@h5/shared';
import type { UrlData } from '@h5/shared/types';

export type UploadedAvatar = UrlData;

/** `POST /api/uploadimg`: multipart, the image in the field `file`. */
export function uploadAvatar(file: File, opts?: CallOptions) {
  const form = new FormData();
  form.append('file', file);
  return upload<UploadedAvatar>('/api/uploadimg', form, opts);
}

/**
 * The avatar upload. It invalidates nothing in the query cache: the avatar is part of the user info, which lives in
 * the session store; `onSuccess` loads it again inside the write, so the picker stays busy until the new image is known.
 */
export const useUploadAvatar = (options: MutationOptions<UploadedAvatar>) =>
  useMutation((file: File) => uploadAvatar(file), { noAnswerToast: NETWORK_ERROR, ...options });
