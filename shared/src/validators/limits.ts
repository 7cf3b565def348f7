/**
 * Numbers the money and account rules check against (spec 001 §5, §9, plus the additions marked "ours").
 * Register and login limits are LIMITS in ./auth.ts. Amounts are in yuan.
 */
export const MONEY_LIMITS = {
  /** 单笔取款不能低于100元 */
  minWithdrawal: 100,
  /** Deposit range until the server's range for the pay type has loaded. */
  defaultDepositMin: 100,
  defaultDepositMax: 10000,
  /** Ours: no single amount above 100 million yuan (keeps every amount far inside exact integer fen). */
  maxAmount: 100_000_000,
  /** Ours: at most 2 decimal places (fen). */
  maxDecimals: 2,
} as const;

export const FORM_LIMITS = {
  /** Old and new password of the password page. */
  passwordMin: 6,
  cardNoMin: 8,
  /** Ours: no real card number is this long; refuses junk on the server. */
  cardNoMax: 32,
  cardPayPasswordMin: 6,
  cardPayPasswordMax: 18,
  /** Ours. */
  applyReasonMax: 200,
  /** Ours (RFC 5321 path limit). */
  emailMax: 254,
  birthdayMin: '1980-01-01',
  /** 5 bank cards and 5 USDT addresses per player. */
  maxCardsPerKind: 5,
} as const;
