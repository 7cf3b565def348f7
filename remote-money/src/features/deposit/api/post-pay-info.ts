import { post, useQuery, type DepositOrder } from '@h5/shared';

/** What the server adds to the contract's order (server README, cashier): state, the USDT amount, the label. */
export interface PayInfoData extends Omit<DepositOrder, 'info' | 'cardlist'> {
  info: DepositOrder['info'] & {
    pay_way?: string;
    state?: number;
    expire_at?: string;
    usdt_amount?: string;
    usdt_rate?: string;
  };
  cardlist: DepositOrder['cardlist'] & { bank_owner?: string; bank_address?: string };
}

/** `POST /api/payinfo` with `deposit_no`: the order; `message` names the pay type (usdtpay means USDT). */
export const postPayInfo = (depositNo: string, signal?: AbortSignal) =>
  post<PayInfoData>('/api/payinfo', { deposit_no: depositNo }, { signal });

export const payInfoKey = (depositNo: string) => ['pay-info', depositNo] as const;

/**
 * A deposit order's payment details: `order` and `method` (the pay type the answer's message names) once loaded;
 * `failed` when there is no order number, the server refused (its message was toasted) or could not be reached.
 */
export function useDepositOrder(depositNo: string) {
  const { data, answer, networkError } = useQuery(payInfoKey(depositNo), (signal) => postPayInfo(depositNo, signal), {
    enabled: depositNo !== '',
  });
  const order = data ?? null;
  return {
    order,
    method: order && answer ? answer.message : '',
    failed: !order && (depositNo === '' || networkError || answer !== undefined),
  };
}
