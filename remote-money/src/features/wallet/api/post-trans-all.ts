import { post } from '@h5/shared';

/**
 * `POST /api/transall` (001 §7): recalls every venue wallet into the central wallet; `message` says how much. Carries an
 * Idempotency-Key, so a retried request recalls once.
 */
export const postTransAll = (idempotencyKey: string) =>
  post<{ amount: string; pending?: string }>('/api/transall', {}, { headers: { 'Idempotency-Key': idempotencyKey } });
