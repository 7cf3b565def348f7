import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createBatchLoader } from '#app/lib/batch';

describe('createBatchLoader', () => {
  test('lookups of one turn share one call; each caller gets its own answer', async () => {
    const calls: string[][] = [];
    const load = createBatchLoader(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()]));
    });
    const answers = await Promise.all(['a', 'b', 'a', 'missing', 'c'].map(load));
    assert.deepEqual(answers, ['A', 'B', 'A', null, 'C']);
    assert.deepEqual(calls, [['a', 'b', 'missing', 'c']]); // duplicates asked once
    assert.equal(await load('d'), 'D'); // a later turn: a new call
    assert.equal(calls.length, 2);
  });

  test('a full batch goes at once; the rest wait for the next', async () => {
    const sizes: number[] = [];
    const load = createBatchLoader(
      async (keys: number[]) => {
        sizes.push(keys.length);
        return new Map(keys.map((k) => [k, k * 2]));
      },
      { maxBatch: 3 },
    );
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(load));
    assert.deepEqual(answers, [2, 4, 6, 8, 10, 12, 14]);
    assert.deepEqual(sizes, [3, 3, 1]);
  });

  test('a failed call fails every caller of that batch, and only them', async () => {
    let fail = true;
    const load = createBatchLoader(async (keys: string[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, k]));
    });
    const results = await Promise.allSettled(['x', 'y'].map(load));
    assert.deepEqual(
      results.map((r) => r.status),
      ['rejected', 'rejected'],
    );
    fail = false;
    assert.equal(await load('x'), 'x');
  });
});
