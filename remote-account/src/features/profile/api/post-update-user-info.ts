import { NETWORK_ERROR, post, useMutation, type ProfileUpdatePayload } from '@h5/shared';

/** `POST /api/updateuserinfo` with email, mobile, birthday. Refusals are toasted by the client. */
export const postUpdateUserInfo = (payload: ProfileUpdatePayload) => post<null>('/api/updateuserinfo', payload);

/**
 * The profile's write. It invalidates nothing in the query cache: the user info lives in the session store, which the
 * profile form updates with what was sent once the server accepted it.
 */
export const useUpdateUserInfo = () => useMutation(postUpdateUserInfo, { noAnswerToast: NETWORK_ERROR });
