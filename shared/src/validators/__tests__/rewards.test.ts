import { checkRebateClaim, checkRedPacketClaim } from '..';

describe('checkRebateClaim', () => {
  it('refuses when nothing is pending', () => {
    for (const none of ['0', '0.00', 0, '-1', '', null, undefined, 'abc'])
      expect(checkRebateClaim(none)).toBe('暂无领取额度！');
  });
  it('allows any positive pending amount', () => {
    expect(checkRebateClaim('0.01')).toBeNull();
    expect(checkRebateClaim(12.5)).toBeNull();
  });
});

describe('checkRedPacketClaim', () => {
  it('refuses with no draws left', () => {
    for (const none of [0, -1, '0', '', null, undefined, NaN])
      expect(checkRedPacketClaim(none)).toBe('您还未达到领取条件，快去完成吧！');
  });
  it('allows a claim with draws left', () => {
    expect(checkRedPacketClaim(1)).toBeNull();
    expect(checkRedPacketClaim('2')).toBeNull();
  });
});
