import { redPacketDepositWindow, redPacketWindowState } from '..';

const at = (shanghai: string) => new Date(`${shanghai.replace(' ', 'T')}+08:00`);

describe('redPacketWindowState: draws 10:00–12:00 Shanghai', () => {
  it('is not_started before 10:00', () => {
    expect(redPacketWindowState(at('2024-03-10 00:00:00'))).toBe('not_started');
    expect(redPacketWindowState(at('2024-03-10 09:59:59'))).toBe('not_started');
  });

  it('is open from 10:00:00 until just before 12:00', () => {
    expect(redPacketWindowState(at('2024-03-10 10:00:00'))).toBe('open');
    expect(redPacketWindowState(at('2024-03-10 11:59:59'))).toBe('open');
  });

  it('is ended from 12:00', () => {
    expect(redPacketWindowState(at('2024-03-10 12:00:00'))).toBe('ended');
    expect(redPacketWindowState(at('2024-03-10 23:59:59'))).toBe('ended');
  });

  it('uses Shanghai time, not UTC: 02:30 UTC is 10:30 in Shanghai', () => {
    expect(redPacketWindowState(new Date('2024-03-10T02:30:00Z'))).toBe('open');
    expect(redPacketWindowState(new Date('2024-03-10T01:59:59Z'))).toBe('not_started');
  });

  it('counts deposits from 12:00 the previous day up to 10:00 today', () => {
    const w = redPacketDepositWindow(at('2024-03-01 11:00:00'))!;
    expect(w.start.toISOString()).toBe(at('2024-02-29 12:00:00').toISOString());
    expect(w.end.toISOString()).toBe(at('2024-03-01 10:00:00').toISOString());
    expect(redPacketDepositWindow('bad')).toBeNull();
  });
});
