import { post, type ProfileUpdatePayload } from '@h5/shared';

/** `POST /api/updateuserinfo` with email, mobile, birthday (001 §7). Refusals are toasted by the client. */
export const postUpdateUserInfo = (payload: ProfileUpdatePayload) => post<null>('/api/updateuserinfo', payload);
