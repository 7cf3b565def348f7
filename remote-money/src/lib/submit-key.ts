import { isNetworkError } from '@h5/shared';

/** A fresh Idempotency-Key (crypto.getRandomValues also works outside secure contexts). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
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
