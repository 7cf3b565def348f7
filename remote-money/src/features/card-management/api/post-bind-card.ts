import { NETWORK_ERROR, post, useMutation, type BindCardPayload } from '@h5/shared';
import { CARDS_KEY } from './post-get-card';

/** `POST /api/bindcard`: binds a bank card or (bank 'USDT') a USDT address. Refusals are toasted. */
export const postBindCard = (payload: BindCardPayload) => post<{ id: number } | null>('/api/bindcard', payload);

/** Binding a card; the saved-card lists are asked again after a success; no answer toasts 网络错误，请检查网络后重试！. */
export const useBindCard = () => useMutation(postBindCard, { invalidates: [CARDS_KEY], noAnswerToast: NETWORK_ERROR });
