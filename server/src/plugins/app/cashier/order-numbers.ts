import { randomBytes } from 'node:crypto';
import { shanghaiDate } from '#app/lib/time';

/** 32 symbols without 0/O and 1/I: 5 bits each. */
const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += NUMBER_ALPHABET[b & 31];
  return out;
}

/**
 * Order numbers: a letter, the Shanghai date, then random characters. Deposit numbers are the only key of the
 * unguarded payment-info page, so they carry 20 random characters (100 bits): unguessable, not enumerable.
 */
export function newDepositNo(now = new Date()): string {
  return `D${shanghaiDate(now).replaceAll('-', '')}${randomCode(20)}`;
}

export function newWithdrawalNo(now = new Date()): string {
  return `W${shanghaiDate(now).replaceAll('-', '')}${randomCode(16)}`;
}
