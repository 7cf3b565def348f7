import { NETWORK_ERROR, post, useMutation } from '@h5/shared';

/** A password change as the forms hold it (login or withdrawal password alike). */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmation: string;
}

/**
 * The same in the contract's names, which the shared rules (`checkPasswordChange`) and both endpoints read:
 * `password` the old one, `paypassword` the new one, `newpasword` the confirmation (never sent).
 */
export const contractFields = (change: PasswordChange) => ({
  password: change.oldPassword,
  paypassword: change.newPassword,
  newpasword: change.confirmation,
});

/** `POST /api/editPassword` with password (old) and paypassword (new): change the login password. */
export const postEditPassword = (change: PasswordChange) =>
  post<null>('/api/editPassword', { password: change.oldPassword, paypassword: change.newPassword });

/** Invalidates nothing: no query reads the password, and a change ends the session (which empties the cache). */
export const useEditPassword = () => useMutation(postEditPassword, { noAnswerToast: NETWORK_ERROR });
