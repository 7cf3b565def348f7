import { NetworkError } from '../client';
import { newIdempotencyKey, SubmitKey } from '../idempotency';

describe('Idempotency-Keys', () => {
  it('a fresh key per call, with its prefix', () => {
    const a = newIdempotencyKey('rp-');
    expect(a).toMatch(/^rp-[0-9a-f]{32}$/);
    expect(newIdempotencyKey('rp-')).not.toBe(a);
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
  });

  it("a money form's key survives a request that got no answer, and only that", () => {
    const key = new SubmitKey();
    const first = key.for({ amount: '100' });
    expect(key.for({ amount: '100' })).toBe(first); // a double tap: the same request
    key.settle(new NetworkError(new Error('timeout')));
    expect(key.for({ amount: '100' })).toBe(first); // the retry after a timeout moves the money once
    expect(key.for({ amount: '200' })).not.toBe(first); // another body, another key
    const second = key.for({ amount: '200' });
    key.settle(new Error('余额不足')); // an answer retires it
    expect(key.for({ amount: '200' })).not.toBe(second);
    const third = key.for({ amount: '200' });
    key.settle();
    expect(key.for({ amount: '200' })).not.toBe(third);
  });
});
