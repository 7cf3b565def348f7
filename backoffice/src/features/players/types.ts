import type { PlayerDetail } from '../../api/types';

/** One row of GET /users?q= (server/src/plugins/app/admin/players.ts searchPlayers). */
export interface PlayerRow {
  id: number;
  username: string;
  realname: string;
  mobile: string;
  isagent: 0 | 1;
  vip: number;
  /** central wallet */
  balance: string;
  /** the venues' wallets together */
  gameblance: string;
  paysum: string;
  bet_amount: string;
  created_at: string;
  /** '' when never */
  last_login_at: string;
  locked: 0 | 1;
}

/** A saved bank card (type 1) or USDT address (type 2); the number whole for finance, the last 4 for an editor. */
export interface SavedCard {
  id: number;
  type: 1 | 2;
  bank: string;
  /** the holder, or the USDT protocol */
  bank_owner: string;
  bank_no: string;
  bank_address: string;
  created_at: string;
}

/** GET /users/:id (playerDetail): what the cashier's drawer reads, and the profile's own fields. */
export interface PlayerProfile extends PlayerDetail {
  email: string;
  isagent: 0 | 1;
  referrer: { id: number; username: string; isagent: 0 | 1 } | null;
  cards: SavedCard[];
  venues: { platname: string; name: string; balance: string }[];
  /** '' while unlocked */
  locked_at: string;
  lock_reason: string;
}

/** One posting of GET /users/:id/ledger (finance). */
export interface LedgerLine {
  posting_id: number;
  entry_id: number;
  kind: string;
  kind_label: string;
  /** 'central' or a venue's platname */
  wallet: string;
  amount: string;
  balance_after: string;
  memo: string;
  created_at: string;
}

export type AdjustmentState = 'pending' | 'approved' | 'rejected';

/** One row of GET /adjustments (plugins/app/admin/adjustments.ts): times and names '' when none. */
export interface Adjustment {
  id: number;
  user_id: number;
  username: string;
  amount: string;
  reason: string;
  state: AdjustmentState;
  requested_by: string;
  requested_at: string;
  reviewed_by: string;
  reviewed_at: string;
  review_reason: string;
  entry_id: number | null;
}

/** POST /users/:id/adjust: done at once, or (above adjust_approval_above) a request waiting for approval. */
export type AdjustAnswer =
  | { user_id: number; amount: string; balance: string; entry_id: number }
  | { adjustment_id: number; state: 'pending'; user_id: number; amount: string };

/** 1 待审核, 2 已通过, 3 已拒绝 */
export type ApplicationState = 1 | 2 | 3;

/** One row of GET /agent-applications (plugins/app/agents listApplications). */
export interface AgentApplication {
  id: number;
  user_id: number;
  username: string;
  realname: string;
  isagent: 0 | 1;
  mobile: string;
  apply_info: string;
  state: ApplicationState;
  review_note: string;
  reviewed_by: string | null;
  reviewed_at: string;
  created_at: string;
}
