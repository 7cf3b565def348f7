import {
  blockRefusal,
  changeLimit,
  describeProtectionChange,
  effectiveLimit,
  exclusionEnd,
  LIMIT_DELAY_MS,
  limitRefusal,
  limitValueText,
  periodWindow,
  readLimitAmount,
  timeoutEnd,
} from '../protection';

const at = (shanghai: string) => Date.parse(`${shanghai}+08:00`);
const HOUR = 3600_000;

describe('player protection rules', () => {
  it('periods are Shanghai calendar periods: the day, the week from Monday, the month from the 1st', () => {
    const now = at('2026-11-26T00:30:00'); // a Thursday, 16:30 UTC the day before
    expect(periodWindow('day', now)).toEqual({ start: at('2026-11-26T00:00:00'), end: at('2026-11-27T00:00:00') });
    expect(periodWindow('week', now)).toEqual({ start: at('2026-11-23T00:00:00'), end: at('2026-11-30T00:00:00') });
    expect(periodWindow('month', now)).toEqual({ start: at('2026-11-01T00:00:00'), end: at('2026-12-01T00:00:00') });
    // Sunday night still belongs to the week that began on Monday
    expect(periodWindow('week', at('2026-11-29T23:59:59')).start).toBe(at('2026-11-23T00:00:00'));
    expect(periodWindow('month', at('2026-12-31T23:00:00')).end).toBe(at('2027-01-01T00:00:00'));
  });

  it('a stricter limit applies at once; a looser one or a removal waits 24 hours and can be cancelled', () => {
    const now = at('2026-11-26T10:00:00');
    const none = { value: null, pending: null };
    expect(changeLimit(none, 100_000, now)).toEqual({ value: 100_000, pending: null, immediate: true });
    const set = { value: 100_000, pending: null };
    expect(changeLimit(set, 50_000, now)).toEqual({ value: 50_000, pending: null, immediate: true });
    const raised = changeLimit(set, 200_000, now);
    expect(raised).toEqual({ value: 100_000, pending: { value: 200_000, at: now + LIMIT_DELAY_MS }, immediate: false });
    expect(changeLimit(set, null, now).pending).toEqual({ value: null, at: now + LIMIT_DELAY_MS });
    // asking for the value in force cancels the pending change
    expect(changeLimit(raised, 100_000, now + HOUR)).toEqual({ value: 100_000, pending: null, immediate: true });
    // the raise is the limit once its time has come, not a millisecond before
    expect(effectiveLimit(raised, now + LIMIT_DELAY_MS - 1).value).toBe(100_000);
    expect(effectiveLimit(raised, now + LIMIT_DELAY_MS)).toEqual({ value: 200_000, pending: null });
  });

  it('time-outs and self-exclusions end when chosen', () => {
    const now = at('2026-08-31T21:15:00');
    expect(timeoutEnd('24h', now)).toBe(at('2026-09-01T21:15:00'));
    expect(timeoutEnd('6w', now)).toBe(at('2026-10-12T21:15:00'));
    expect(exclusionEnd('6m', now)).toBe(at('2027-02-28T21:15:00')); // no 31 February
    expect(exclusionEnd('1y', at('2026-11-26T10:00:00'))).toBe(at('2027-11-26T10:00:00'));
    expect(exclusionEnd('5y', at('2028-02-29T10:00:00'))).toBe(at('2033-02-28T10:00:00'));
  });

  it('reads limit amounts as whole yuan and says why not', () => {
    expect(readLimitAmount('1000')).toEqual({ fen: 100_000 });
    expect(readLimitAmount(50)).toEqual({ fen: 5000 });
    for (const bad of ['0', '-5', '10.5', '1e3', '', null, '10000001'])
      expect(readLimitAmount(bad)).toEqual({ error: '限额必须是1到10000000之间的整数（元）' });
  });

  it('refusals say the limit, what is left and when it resets', () => {
    expect(limitRefusal('deposit', 'day', 100_000, 80_000, at('2026-11-27T00:00:00'))).toBe(
      '已超出您设置的每日存款限额1000.00元，本期还可存款200.00元，将于2026-11-27 00:00重置',
    );
    expect(limitRefusal('loss', 'week', 50_000, 60_000, at('2026-11-30T00:00:00'))).toBe(
      '已超出您设置的每周亏损限额500.00元，本期还可转入游戏0.00元，将于2026-11-30 00:00重置',
    );
    expect(blockRefusal('timeout', at('2026-11-27T10:00:00'))).toMatch(
      /^您已设置暂停娱乐至2026-11-27 10:00，期间不能存款/,
    );
    expect(blockRefusal('exclusion', null)).toMatch(/^您的自我排除期已结束，请在“理性娱乐”页面申请恢复/);
  });
});

describe('the history lines and values as the player reads them', () => {
  it('limitValueText: fen as yuan, minutes, a reality check of 0 off, none 不限', () => {
    expect(limitValueText('deposit', 100000)).toBe('1000.00元');
    expect(limitValueText('loss', null)).toBe('不限');
    expect(limitValueText('session', 60)).toBe('60分钟');
    expect(limitValueText('reality', 0)).toBe('关闭');
    expect(limitValueText('reality', 15)).toBe('每15分钟');
  });

  it('describeProtectionChange: a limit with its pending change, a cancel, a time-out, a reopening, a refused operator', () => {
    const day = (value: number | null, pending: { value: number | null; at: string } | null = null) => ({
      kind: 'deposit',
      period: 'day',
      value,
      pending,
    });
    expect(describeProtectionChange('limit.deposit', day(null), day(100000))).toEqual({
      what: '每日存款限额',
      before: '不限',
      after: '1000.00元',
    });
    expect(
      describeProtectionChange('limit.deposit', day(100000), day(100000, { value: null, at: '2026-11-27 10:00:00' })),
    ).toEqual({ what: '每日存款限额', before: '1000.00元', after: '1000.00元（2026-11-27 10:00起不限）' });
    expect(
      describeProtectionChange(
        'limit.deposit.cancel',
        day(100000, { value: null, at: '2026-11-27 10:00:00' }),
        day(100000),
      ).what,
    ).toBe('撤销每日存款限额修改');
    expect(
      describeProtectionChange(
        'limit.reality',
        { kind: 'reality', period: '', value: 60, pending: null },
        {
          kind: 'reality',
          period: '',
          value: 0,
          pending: null,
        },
      ),
    ).toEqual({ what: '现实提醒', before: '每60分钟', after: '关闭' });
    expect(
      describeProtectionChange('timeout', null, { kind: 'timeout', choice: '24h', until: '2026-11-27 10:00:00' }),
    ).toEqual({ what: '暂停娱乐', before: '—', after: '暂停娱乐至2026-11-27 10:00' });
    expect(describeProtectionChange('exclusion.reopen', null, { reopen_at: '2026-11-28 10:00:00' }).after).toBe(
      '2026-11-28 10:00恢复',
    );
    expect(describeProtectionChange('refused.lift', null, null).what).toBe('后台修改（已拒绝）');
  });
});
