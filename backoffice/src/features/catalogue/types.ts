/** What the games and payments pages read (server/src/routes/admin/{games,venue-settings,venue-sim,cashier}). */

export type GameCategoryId = 'realbet' | 'sport' | 'gaming' | 'joker' | 'concise' | 'lottery';

/** GET /game-categories: the six, in the lobby's order; `games`/`visible` count the lobby tiles. */
export interface GameCategory {
  id: GameCategoryId;
  index: number;
  name: string;
  games: number;
  visible: number;
}

/** A lobby tile (`catecode` '') or a slot game of a provider (`catecode` = its platname). */
export interface Game {
  id: number;
  category_id: GameCategoryId;
  platform_name: string;
  game_code: string;
  name: string;
  mobile_img: string;
  catecode: string;
  app_state: 0 | 1;
  sort: number;
}

export interface GameFilter {
  page: number;
  per_page: number;
  category: GameCategoryId;
  platform_name?: string;
}

export type GameInput = Omit<Game, 'id'>;

/** GET /venues */
export interface Venue {
  id: number;
  platname: string;
  name: string;
  category: GameCategoryId;
  sort: number;
  enabled: boolean;
}

export type FaultMode = 'none' | 'fail' | 'hang';

/** GET /venues/faults: the switches that are on */
export interface VenueFault {
  platname: string;
  mode: FaultMode;
}

/** 0 failed (refunded), 1 done, 2 pending */
export type TransferState = 0 | 1 | 2;

/** GET /transfers */
export interface Transfer {
  out_trade_no: string;
  user_id: number;
  username: string;
  platname: string;
  direction: 'in' | 'out';
  type: 3 | 4;
  amount: string;
  state: TransferState;
  source: string;
  reason: string;
  attempts: number;
  created_at: string;
  settled_at: string;
}

export type PayChannelType = 'bank' | 'wechat' | 'alipay' | 'usdt-erc20' | 'usdt-trc20';

/** GET /pay-channels: a deposit way; amounts in yuan */
export interface PayChannel {
  type: PayChannelType;
  enabled: boolean;
  min_price: string;
  max_price: string;
  sort: number;
}

export interface ReceivingAccount {
  id: number;
  channel: PayChannelType;
  bank_name: string;
  account_no: string;
  owner: string;
  address: string;
  enabled: boolean;
  sort: number;
}

export interface Bank {
  id: number;
  bank_name: string;
  sort: number;
  enabled: boolean;
}
