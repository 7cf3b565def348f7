import type { Tx } from '../../../db/client';

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
  /** A URL that opens the game for the player: carries a one-time ticket, never the player's api_token. */
  launchUrl(userId: number, game: LaunchGame): Promise<string>;
  /** The player's bets at the venue in [from, to). */
  betRecords(userId: number, platname: string, range: { from: Date; to: Date }): Promise<VenueBetRecord[]>;
  /**
   * Only for a venue that keeps its records in the platform's own database (the built-in simulator): transfers can then
   * be applied inside the platform's transaction, so the venue's acknowledgement commits (or rolls back) together with
   * the money and there is nothing to reconcile. Remote venues leave it out and always take the two-phase path.
   */
  local?: LocalTransfers;
}

export interface LocalTransfers {
  /**
   * Records the venue's side of the transfer inside `tx` and answers its receipt; or answers null, having written
   * nothing, when the venue will not take it in-process right now (e.g. a fault is switched on): the platform then uses
   * the two-phase path, with transferIn/transferOut and reconciliation.
   */
  transfer(tx: Tx, t: { direction: 'in' | 'out'; userId: number; platname: string; outTradeNo: string; amountFen: number }): Promise<TransferReceipt | null>;
}

export type TransferStatus = 'done' | 'failed' | 'unknown';

export interface TransferReceipt {
  /** the venue's own reference of the movement */
  venueRef: string;
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
