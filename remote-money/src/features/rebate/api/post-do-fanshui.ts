import { post } from '@h5/shared';

/**
 * `POST /api/dofanshui` (001 §7): claims every pending rebate. A money call: it carries the tap's Idempotency-Key, so a
 * retry after a timeout claims once. Refusals (暂无领取额度！) are toasted.
 */
export const postDoFanshui = (idempotencyKey: string) =>
  post<{ money: string; records: number } | null>('/api/dofanshui', {}, { headers: { 'Idempotency-Key': idempotencyKey } });

/** A fresh Idempotency-Key per claim tap. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `fs-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
