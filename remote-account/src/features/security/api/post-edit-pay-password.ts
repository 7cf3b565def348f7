import { post, type EditPasswordPayload } from '@h5/shared';

/** `POST /api/editPayPassword` with password (old) and paypassword (new) (001 §7): set the withdrawal password. */
export const postEditPayPassword = (payload: EditPasswordPayload) => post<null>('/api/editPayPassword', payload);
