import { post, useQuery, type PayRange, type PayRangeType } from '@h5/shared';

/** `POST /api/getPayRange` with `type`: the deposit range of one pay type (min_price, max_price). */
export const postPayRange = (type: PayRangeType, signal?: AbortSignal) =>
  post<PayRange>('/api/getPayRange', { type }, { silent: true, toastError: false, signal });

export const payRangeKey = (type: PayRangeType | null) => ['pay-range', type] as const;

/** The range of one pay type (none for the manual way); undefined until it has loaded (the default range applies). */
export function usePayRange(type: PayRangeType | null): PayRange | undefined {
  // never asked without a type (the fetcher is only called when enabled)
  return useQuery(payRangeKey(type), (signal) => postPayRange(type as PayRangeType, signal), { enabled: type !== null })
    .data;
}
