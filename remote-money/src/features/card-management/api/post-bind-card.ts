import { post, type BindCardPayload } from '@h5/shared';

/** `POST /api/bindcard` (001 §7): binds a bank card or (bank 'USDT') a USDT address. Refusals are toasted. */
export const postBindCard = (payload: BindCardPayload) => post<{ id: number } | null>('/api/bindcard', payload);
