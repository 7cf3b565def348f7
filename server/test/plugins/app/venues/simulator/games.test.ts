import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  SLOT_LINES,
  SLOT_PAYS,
  SLOT_WEIGHTS,
  niuOf,
  playBaccarat,
  playK3,
  playNiuniu,
  playSlots,
  type Rng,
} from '#app/plugins/app/venues/simulator/games';
import { makeFixture } from '#app/plugins/app/venues/simulator/fixtures';

/** A random source that answers the given values in turn (each taken modulo n). */
const seq = (...values: number[]): Rng => {
  let i = 0;
  return (n) => values[i++ % values.length] % n;
};
const c = (rank: number, suit = 0) => ({ rank, suit });

describe('simulator games: rules and house edge', () => {
  test('slots: the return to player computed from the weights is about 95.6% (a house edge, not a giveaway)', () => {
    const total = SLOT_WEIGHTS.reduce((a, b) => a + b, 0);
    // each of the lines pays its multiple of stake/lines with the same expectation, so the RTP is one line's
    const rtp = SLOT_WEIGHTS.reduce((s, w, i) => s + (w / total) ** 3 * SLOT_PAYS[i], 0);
    assert.equal(SLOT_LINES.length, 5);
    assert.ok(rtp > 0.93 && rtp < 0.97, `rtp ${rtp}`);
  });

  test('slots: three sevens on the middle row pay 888 line bets; a blank spin pays nothing', () => {
    // weights cumulative: cherry 0-5, lemon 6-11, melon 12-16, bell 17-20, star 21-23, bar 24-25, seven 26
    const grid = [0, 6, 12, 26, 26, 26, 17, 21, 24];
    const out = playSlots('spin', 10_000, seq(...grid));
    assert.deepEqual(out.detail.grid, ['cherry', 'lemon', 'melon', 'seven', 'seven', 'seven', 'bell', 'star', 'bar']);
    assert.equal(out.payoutFen, (10_000 * 888) / 5);
    assert.equal(out.validBetFen, 10_000);
    const blank = playSlots('spin', 10_000, seq(0, 6, 12, 17, 21, 24, 26, 0, 6));
    assert.equal(blank.payoutFen, 0);
    assert.equal(blank.code, '未中奖');
    assert.throws(() => playSlots('big', 100, seq(0)));
  });

  test('baccarat: natural 9 for the player pays 1:1; banker pays 0.95; a tie pushes player/banker bets', () => {
    // draws: rank index (0-based +1) then suit, for P1, P2, B1, B2
    const p9 = seq(3, 0, 4, 0, 9, 0, 6, 0); // player 4+5 = 9, banker 10+7 = 7
    const out = playBaccarat('player', 10_000, p9);
    assert.equal(out.detail.result, 'player');
    assert.equal(out.payoutFen, 20_000);
    const banker = playBaccarat('banker', 10_000, seq(9, 0, 9, 0, 3, 0, 4, 0, 9, 0)); // P 0+0 → draws 10(0); B 4+5 = 9 natural
    assert.equal(banker.detail.result, 'banker');
    assert.equal(banker.payoutFen, 19_500);
    const tie = playBaccarat('banker', 10_000, seq(3, 0, 3, 0, 3, 0, 3, 0)); // 8 : 8 naturals
    assert.equal(tie.detail.result, 'tie');
    assert.equal(tie.payoutFen, 10_000);
    assert.equal(tie.validBetFen, 0);
    assert.equal(playBaccarat('tie', 10_000, seq(3, 0, 3, 0, 3, 0, 3, 0)).payoutFen, 90_000);
  });

  test('niuniu: hand values and the 5% commission', () => {
    assert.equal(niuOf([c(10), c(11), c(12), c(13), c(10)]), 10); // 牛牛
    assert.equal(niuOf([c(3), c(7), c(10), c(4), c(5)]), 9);
    assert.equal(niuOf([c(1), c(2), c(7), c(6), c(8)]), 4); // 1+2+7 = 10, 6+8 = 14
    assert.equal(niuOf([c(1), c(2), c(4), c(6), c(8)]), 0); // no three make a multiple of 10
    assert.equal(niuOf([c(1), c(1), c(2), c(2), c(3)]), 0);
    const out = playNiuniu('play', 10_000, seq(...Array.from({ length: 10 }, (_, i) => i)));
    assert.ok(out.payoutFen === 0 || out.payoutFen === 19_500);
  });

  test('k3: big/small lose on a triple; triple pays 31× the stake back', () => {
    assert.equal(playK3('big', 100, seq(5, 5, 5)).payoutFen, 0); // 6+6+6 is a triple
    assert.equal(playK3('triple', 100, seq(5, 5, 5)).payoutFen, 3_100);
    assert.equal(playK3('big', 100, seq(5, 4, 0)).payoutFen, 200); // 6+5+1 = 12
    assert.equal(playK3('small', 100, seq(5, 4, 0)).payoutFen, 0);
    assert.equal(playK3('even', 100, seq(5, 4, 0)).payoutFen, 200);
    // exact edge of 'big': P(11..17 and not a triple)
    let wins = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) for (let d = 1; d <= 6; d++) if (a + b + d >= 11 && !(a === b && b === d)) wins++;
    assert.equal(wins, 105);
    assert.ok((2 * wins) / 216 < 1);
  });

  test('fixtures: odds carry a margin (implied probabilities sum above 1)', () => {
    for (let i = 0; i < 50; i++) {
      for (const cat of ['sport', 'gaming'] as const) {
        const f = makeFixture('x', cat, new Date());
        const implied = f.outcomes.reduce((s, o) => s + 100 / o.oddsX100, 0);
        assert.ok(implied > 1.04 && implied < 1.1, `implied ${implied}`);
        assert.equal(
          f.outcomes.reduce((s, o) => s + o.weight, 0),
          10_000,
        );
        assert.notEqual(f.home, f.away);
      }
    }
  });
});
