import { NETWORK_ERROR, post, useMutation } from '@h5/shared';
import type { PasswordChange } from './post-edit-password';

/** `POST /api/editPayPassword` with password (old) and paypassword (new): set the withdrawal password. */
export const postEditPayPassword = (change: PasswordChange) =>
  post<null>('/api/editPayPassword', { password: change.oldPassword, paypassword: change.newPassword });

/** Invalidates nothing: no query reads the withdrawal password. */
export const useEditPayPassword = () => useMutation(postEditPayPassword, { noAnswerToast: NETWORK_ERROR });
