import { post, useMutation, type EditPasswordPayload } from '@h5/shared';

/** `POST /api/editPayPassword` with password (old) and paypassword (new): set the withdrawal password. */
export const postEditPayPassword = (payload: EditPasswordPayload) => post<null>('/api/editPayPassword', payload);

/** Invalidates nothing: no query reads the withdrawal password. */
export const useEditPayPassword = () => useMutation(postEditPayPassword);
