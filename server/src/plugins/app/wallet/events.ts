import type { Tx } from '#app/db/client';

/**
 * What other parts of the money engine do when a deposit is confirmed (inside the confirming transaction):
 * VIP re-evaluation, deposit bonuses, ... The cashier calls `depositConfirmed`; rewards register handlers at start.
 */
export interface ConfirmedDeposit {
  depositId: number;
  depositNo: string;
  userId: number;
  amountFen: number;
  confirmedAt: Date;
}

type Handler = (tx: Tx, deposit: ConfirmedDeposit) => Promise<void>;
const handlers: { name: string; fn: Handler }[] = [];

/** Registers a handler once (by name; registering the same name again replaces it). */
export function onDepositConfirmed(name: string, fn: Handler): void {
  const i = handlers.findIndex((h) => h.name === name);
  if (i >= 0) handlers[i] = { name, fn };
  else handlers.push({ name, fn });
}

export async function depositConfirmed(tx: Tx, deposit: ConfirmedDeposit): Promise<void> {
  for (const h of handlers) await h.fn(tx, deposit);
}
