import { post, type DepositOrder } from '@h5/shared';

/** What the server adds to the contract's order (server README, cashier): state, the USDT amount, the label. */
export interface PayInfoData extends Omit<DepositOrder, 'info' | 'cardlist'> {
  info: DepositOrder['info'] & { pay_way?: string; state?: number; expire_at?: string; usdt_amount?: string; usdt_rate?: string };
  cardlist: DepositOrder['cardlist'] & { bank_owner?: string; bank_address?: string };
}

/** `POST /api/payinfo` with `deposit_no` (001 §7): the order; `message` names the pay type (usdtpay means USDT). */
export const postPayInfo = (depositNo: string) => post<PayInfoData>('/api/payinfo', { deposit_no: depositNo });
