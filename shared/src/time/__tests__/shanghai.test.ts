import {
  dateFilterRange,
  formatShanghai,
  formatShanghaiDate,
  joinDays,
  normalizeDateFilter,
  shanghaiDayRange,
  shanghaiParts,
  toEpochMs,
} from '..';

const utc = (iso: string) => new Date(iso);

describe('formatShanghai', () => {
  it('shows UTC+8 wall-clock time whatever the machine zone', () => {
    expect(formatShanghai(utc('2024-03-09T16:00:00Z'))).toBe('2024-03-10 00:00:00');
    expect(formatShanghai(utc('2024-03-09T15:59:59Z'))).toBe('2024-03-09 23:59:59');
    expect(formatShanghai(Date.UTC(2023, 11, 31, 16, 5, 7))).toBe('2024-01-01 00:05:07');
    expect(formatShanghai('2024-07-01T12:00:00+02:00')).toBe('2024-07-01 18:00:00');
    expect(formatShanghaiDate(utc('2024-02-29T16:00:00Z'))).toBe('2024-03-01');
  });

  it('reads Shanghai wall-clock texts back to the same instant', () => {
    expect(toEpochMs('2024-03-10 00:00:00')).toBe(Date.parse('2024-03-09T16:00:00Z'));
    expect(toEpochMs('2024-03-10')).toBe(Date.parse('2024-03-09T16:00:00Z'));
    expect(formatShanghai('2024-03-10 08:30:15')).toBe('2024-03-10 08:30:15');
  });

  it('answers "" / null for invalid input and never throws', () => {
    for (const bad of [
      '2024-02-30 10:00:00',
      '2024-13-01',
      '2024-03-10 24:00:00',
      'yesterday',
      '',
      NaN,
      null,
      undefined,
      {},
      new Date('x'),
    ]) {
      expect(formatShanghai(bad)).toBe('');
      expect(shanghaiParts(bad)).toBeNull();
    }
  });
});

describe('shanghaiDayRange', () => {
  it('spans the Shanghai day, not the UTC day, around midnight', () => {
    const justAfter = shanghaiDayRange(utc('2024-03-09T16:00:00Z'))!; // 2024-03-10 00:00:00 Shanghai
    expect(justAfter.startText).toBe('2024-03-10 00:00:00');
    expect(justAfter.endText).toBe('2024-03-10 23:59:59');
    expect(justAfter.start.toISOString()).toBe('2024-03-09T16:00:00.000Z');
    expect(justAfter.end.toISOString()).toBe('2024-03-10T16:00:00.000Z'); // exclusive

    const justBefore = shanghaiDayRange(utc('2024-03-09T15:59:59.999Z'))!; // 23:59:59.999 on the 9th
    expect(justBefore.startText).toBe('2024-03-09 00:00:00');
    expect(justBefore.end.getTime()).toBe(justAfter.start.getTime());
  });

  it('is null for an invalid date', () => {
    expect(shanghaiDayRange('nope')).toBeNull();
  });
});

describe('dateFilterRange (1 today, 2 last 7, 3 last 15, 4 last 30 days, default 4)', () => {
  const now = utc('2024-03-10T02:00:00Z'); // 2024-03-10 10:00 Shanghai

  it('counts today as one of the days', () => {
    expect(dateFilterRange(1, now)).toMatchObject({ startText: '2024-03-10 00:00:00', endText: '2024-03-10 23:59:59' });
    expect(dateFilterRange(2, now)).toMatchObject({ startText: '2024-03-04 00:00:00', endText: '2024-03-10 23:59:59' });
    expect(dateFilterRange(3, now)).toMatchObject({ startText: '2024-02-25 00:00:00' });
    expect(dateFilterRange(4, now)).toMatchObject({ startText: '2024-02-10 00:00:00', endText: '2024-03-10 23:59:59' });
  });

  it('uses the default 30 days for unknown codes and accepts string codes', () => {
    expect(dateFilterRange(undefined, now)?.startText).toBe('2024-02-10 00:00:00');
    expect(dateFilterRange(9, now)?.startText).toBe('2024-02-10 00:00:00');
    expect(dateFilterRange('2', now)?.startText).toBe('2024-03-04 00:00:00');
    expect(normalizeDateFilter('3')).toBe(3);
    expect(normalizeDateFilter('x')).toBe(4);
  });

  it('follows the Shanghai date at UTC times that are still the previous day', () => {
    const earlyShanghai = utc('2024-03-09T16:30:00Z'); // 2024-03-10 00:30 Shanghai, still the 9th in UTC
    expect(dateFilterRange(1, earlyShanghai)?.startText).toBe('2024-03-10 00:00:00');
    const lateShanghai = utc('2024-03-09T15:30:00Z'); // 2024-03-09 23:30 Shanghai
    expect(dateFilterRange(1, lateShanghai)?.startText).toBe('2024-03-09 00:00:00');
  });

  it('is null for an invalid now', () => {
    expect(dateFilterRange(1, 'bad')).toBeNull();
  });
});

describe('joinDays: the day of joining is day 1', () => {
  it('counts Shanghai midnights', () => {
    expect(joinDays('2024-03-10 09:00:00', '2024-03-10 23:59:59')).toBe(1);
    expect(joinDays('2024-03-10 23:59:59', '2024-03-11 00:00:00')).toBe(2);
    expect(joinDays('2024-02-28 12:00:00', '2024-03-01 12:00:00')).toBe(3); // leap day
    expect(joinDays(utc('2024-03-09T15:00:00Z'), utc('2024-03-09T17:00:00Z'))).toBe(2); // 23:00 → 01:00 Shanghai
  });

  it('is 0 for future or invalid join times', () => {
    expect(joinDays('2024-03-11', '2024-03-10')).toBe(0);
    expect(joinDays('', '2024-03-10')).toBe(0);
    expect(joinDays(undefined)).toBe(0);
  });
});

describe('loose input', () => {
  it('never throws on odd values', () => {
    for (const x of [Symbol('s'), {}, [], () => 1, 1e300, -1e300]) {
      expect(formatShanghai(x)).toBe('');
      expect(shanghaiDayRange(x)).toBeNull();
      expect(dateFilterRange(x, x)).toBeNull();
      expect(joinDays(x, x)).toBe(0);
    }
  });
});
