import type { SavedCard, UsdtProtocol } from '@h5/shared';

/** The protocol of a saved USDT address (its `bank_owner`; the legacy TRC, or none, reads as TRC20). */
export const protocolOf = (card: SavedCard | null): UsdtProtocol =>
  String(card?.bank_owner ?? '').toUpperCase() === 'ERC20' ? 'ERC20' : 'TRC20';
