/** What the console reads from /admin/api (server/src/routes/admin/*, server/README.md "Back office"). */
export type AdminRole = 'finance' | 'editor' | 'super';
export type SecondFactor = 'none' | 'totp' | 'enrol';

export interface LoginAnswer {
  role: AdminRole;
  username: string;
  expires_at: string;
  second_factor: SecondFactor;
}

export interface Me {
  id: number;
  username: string;
  role: AdminRole;
  session_started_at: string;
  session_expires_at: string;
  idle_timeout_minutes: number;
  totp_enabled: boolean;
}

export interface TotpEnrolment {
  secret: string;
  otpauth_url: string;
  qr_svg: string;
}

export interface Dashboard {
  today: {
    deposits: string | null;
    deposit_count: number | null;
    withdrawals: string | null;
    withdrawal_count: number | null;
    net: string | null;
    new_players: number;
    active_players: number;
    open_chats: number;
    waiting_chats: number;
    pending_deposits: number | null;
    pending_withdrawals: number | null;
  };
  days: { date: string; deposits: string | null; withdrawals: string | null; new_players: number }[];
}

/** 1 待审核, 2 已完成 (入账/已支付), 3 已拒绝 */
export type OrderState = 1 | 2 | 3;

export interface Deposit {
  id: number;
  deposit_no: string;
  user_id: number;
  username: string;
  paytype: string;
  pay_way: string;
  catepay: string | null;
  amount: string;
  usdt_amount: string | null;
  usdt_rate: string | null;
  bank: string | null;
  bank_no: string | null;
  bank_owner: string | null;
  bank_address: string | null;
  state: OrderState;
  expired: boolean;
  reason: string | null;
  reviewed_by: number | string | null;
  reviewed_at: string | null;
  created_at: string;
}

export interface Withdrawal {
  id: number;
  out_trade_no: string;
  user_id: number;
  username: string;
  card_type: number;
  pay_way: string;
  bank: string | null;
  bank_owner: string | null;
  bank_no: string | null;
  amount: string;
  usdt_amount: string | null;
  usdt_fee: string | null;
  usdt_rate: string | null;
  usdt_actual: string | null;
  state: OrderState;
  reason: string | null;
  reviewed_by: number | string | null;
  reviewed_at: string | null;
  created_at: string;
}

export interface PlayerDetail {
  id: number;
  username: string;
  realname: string | null;
  mobile: string | null;
  vip: number;
  balance: string;
  gameblance: string;
  paysum: string;
  bet_amount: string;
  created_at: string;
  last_login_at: string | null;
  last_login_ip: string | null;
  locked: 0 | 1;
  recent_ledger: {
    entry_id: number;
    kind: string;
    /** the kind in words (人工调整) */
    kind_label?: string;
    wallet: string;
    amount: string;
    memo: string | null;
    created_at: string;
  }[];
}
