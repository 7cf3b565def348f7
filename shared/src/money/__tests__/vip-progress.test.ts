import { vipProgressPercent } from '..';

const levels = [
  { recharge: '0' }, // VIP1
  { recharge: '1000' }, // VIP2
  { recharge: '5000' }, // VIP3
  { recharge: '20000.00' }, // VIP4
];

describe('vipProgressPercent (000 §4): threshold = levels[vip].recharge', () => {
  it('reads the entry at index vip (the next level) and rounds half up', () => {
    expect(vipProgressPercent('500', 1, levels)).toBe(50); // 500 / 1000
    expect(vipProgressPercent('2500', 2, levels)).toBe(50); // 2500 / 5000, not levels[1]
    expect(vipProgressPercent('125', 1, levels)).toBe(13); // 12.5 rounds up
    expect(vipProgressPercent('124.99', 1, levels)).toBe(12);
    expect(vipProgressPercent('2900', 3, levels)).toBe(15); // 14.5 → 15 (0.145 * 100 in float is 14.499999999999998)
    expect(vipProgressPercent(3333, '2', levels)).toBe(67);
  });

  it('is 0 when either side is 0', () => {
    expect(vipProgressPercent('0', 1, levels)).toBe(0);
    expect(vipProgressPercent('0.00', 2, levels)).toBe(0);
    expect(vipProgressPercent('500', 0, levels)).toBe(0); // threshold of levels[0] is 0
    expect(vipProgressPercent('', 1, levels)).toBe(0);
  });

  it('is capped at 100', () => {
    expect(vipProgressPercent('1000', 1, levels)).toBe(100);
    expect(vipProgressPercent('999999', 1, levels)).toBe(100);
    expect(vipProgressPercent('999.5', 1, levels)).toBe(100); // 99.95 rounds to 100
  });

  it('shows 100 at the last level, which has no next threshold', () => {
    expect(vipProgressPercent('1', 4, levels)).toBe(100);
    expect(vipProgressPercent('1', 10, levels)).toBe(100);
  });

  it('answers 0 for unusable input and never throws', () => {
    expect(vipProgressPercent('500', 1, [])).toBe(0);
    expect(vipProgressPercent('500', 1, null)).toBe(0);
    expect(vipProgressPercent('500', -1, levels)).toBe(0);
    expect(vipProgressPercent('500', 1.5, levels)).toBe(0);
    expect(vipProgressPercent('-500', 1, levels)).toBe(0);
    expect(vipProgressPercent('500', 1, [null, null])).toBe(0);
    expect(vipProgressPercent('500', 1, [{}, { recharge: 'x' }])).toBe(0);
  });
});
