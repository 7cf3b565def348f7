/**
 * What the platform needs from a game venue (provider). The wallet and the routes only talk to venues through this
 * interface; the one built-in implementation is the venue simulator (./simulator), which every seeded venue uses.
 *
 * Amounts are integer fen. A transfer call either resolves (the venue applied it), rejects with VenueRefused (the venue
 * definitely did not apply it), or does neither in time / rejects with anything else: then nobody knows, and the
 * transfer stays pending until `transferStatus` says what happened.
 */
export interface VenueAdapter {
  /** The player's balance at the venue. */
  balance(userId: number, platname: string): Promise<number>;
  /** Credit the player's venue wallet (money leaves the platform). Applied at most once per outTradeNo. */
  transferIn(userId: number, platname: string, outTradeNo: string, fen: number): Promise<TransferReceipt>;
  /** Debit the player's venue wallet (money comes back). Applied at most once per outTradeNo. */
  transferOut(userId: number, platname: string, outTradeNo: string, fen: number): Promise<TransferReceipt>;
  /** What the venue did with outTradeNo. */
  transferStatus(outTradeNo: string): Promise<TransferStatus>;
  /**
   * A URL that opens the game for the player: carries a one-time ticket, never the player's api_token. The game
   * session it opens belongs to the player's login session `player.sessionId` and ends with it (`endPlayerSessions`).
   */
  launchUrl(player: LaunchPlayer, game: LaunchGame): Promise<string>;
  /** The player's bets at the venue in [from, to). */
  betRecords(userId: number, platname: string, range: { from: Date; to: Date }): Promise<VenueBetRecord[]>;
  /**
   * Only the built-in simulator, which keeps its records in the platform's own database: a transfer is then applied in
   * ONE statement (SQL function transfer_local, migration 0005) that writes the venue's acknowledgement, the ledger
   * movement and the platform's transfer row together, so there is nothing to reconcile. Remote venues leave it out
   * and always take the two-phase path.
   */
  local?: true;
}

export type TransferStatus = 'done' | 'failed' | 'unknown';

export interface TransferReceipt {
  /** the venue's own reference of the movement */
  venueRef: string;
}

export interface LaunchPlayer {
  userId: number;
  /** the login session (`sessions.id`) asking for the game */
  sessionId: number;
}

export interface LaunchGame {
  platname: string;
  gameCode: string;
  /** origin the URL is built on, e.g. https://h5.example.com */
  baseUrl: string;
}

export interface VenueBetRecord {
  betNo: string;
  gameCode: string;
  betAmountFen: number;
  payoutFen: number;
  validBetFen: number;
  status: number;
  code: string;
  betTime: Date;
}

/** The venue answered: it did not (and will not) apply the transfer. */
export class VenueRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VenueRefused';
  }
}

/** No answer within the adapter's timeout. */
export class VenueTimeout extends Error {
  constructor() {
    super('venue did not answer in time');
    this.name = 'VenueTimeout';
  }
}

/** Resolves like `promise`, or rejects with VenueTimeout after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new VenueTimeout()), ms);
    timer.unref?.();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
