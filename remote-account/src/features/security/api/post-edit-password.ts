import { post, type EditPasswordPayload } from '@h5/shared';

/** `POST /api/editPassword` with password (old) and paypassword (new) (001 §7): change the login password. */
export const postEditPassword = (payload: EditPasswordPayload) => post<null>('/api/editPassword', payload);
