import { post, type PayRange, type PayRangeType } from '@h5/shared';

/** `POST /api/getPayRange` with `type` (001 §7): the deposit range of one pay type (min_price, max_price). */
export const postPayRange = (type: PayRangeType) => post<PayRange>('/api/getPayRange', { type }, { silent: true, toastError: false });
