import { isNetworkError } from './client';

/**
 * A fresh Idempotency-Key: `prefix` and 32 hex digits (crypto.getRandomValues also works outside secure contexts).
 * One per tap for a claim (`rp-…` the red packet, `fs-…` the rebate); a money form keeps its own with SubmitKey.
 */
export function newIdempotencyKey(prefix = ''): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return prefix + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of a money form. The same body sent again after a request that got no answer (timeout,
 * network) keeps its key, so the server moves the money once; any answer (success or refusal) retires the key,
 * and a changed body gets a new one (the server refuses a reused key with another body).
 */
export class SubmitKey {
  private key: string | null = null;
  private body = '';

  /** The key for this body. */
  for(body: unknown): string {
    const text = JSON.stringify(body);
    if (!this.key || text !== this.body) {
      this.key = newIdempotencyKey();
      this.body = text;
    }
    return this.key;
  }

  /** After the request: keep the key only when no answer came back. */
  settle(error?: unknown): void {
    if (!error || !isNetworkError(error)) this.key = null;
  }
}
