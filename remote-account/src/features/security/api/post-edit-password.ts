import { post, useMutation, type EditPasswordPayload } from '@h5/shared';

/** `POST /api/editPassword` with password (old) and paypassword (new): change the login password. */
export const postEditPassword = (payload: EditPasswordPayload) => post<null>('/api/editPassword', payload);

/** Invalidates nothing: no query reads the password, and a change ends the session (which empties the cache). */
export const useEditPassword = () => useMutation(postEditPassword);
