// Bet and transfer numbers (newNumber): their shape. Their randomness per millisecond is what keeps them apart under
// load (the reason is in newNumber's comment; the check is `npm run bench:api`'s transfer run: no 500).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { newNumber } from '#app/plugins/app/venues/simulator/index';

describe('bet and transfer numbers', () => {
  test('prefix, Shanghai date and time to the millisecond, 12 random digits: 30 characters, inside the 32 of the columns', () => {
    const at = new Date('2026-11-29T14:03:28.094Z'); // 22:03:28.094 in Shanghai
    const n = newNumber('T', at);
    assert.match(n, /^T20261129220328094\d{12}$/);
    assert.equal(n.length, 30);
  });
});
