import { PAYMENT_WINDOW_MS, formatCountdown, paymentCountdown } from '..';

describe('paymentCountdown: deadline = created_at + 1 hour, mm:ss', () => {
  const created = '2024-03-10 12:00:00'; // Shanghai
  const at = (shanghai: string) => new Date(`${shanghai.replace(' ', 'T')}+08:00`);

  it('starts at 60:00 and counts whole seconds down', () => {
    expect(paymentCountdown(created, at('2024-03-10 12:00:00'))).toMatchObject({
      text: '60:00',
      remainingSeconds: 3600,
      expired: false,
    });
    expect(paymentCountdown(created, at('2024-03-10 12:00:01')).text).toBe('59:59');
    expect(paymentCountdown(created, new Date(at('2024-03-10 12:00:00').getTime() + 500)).text).toBe('59:59');
    expect(paymentCountdown(created, at('2024-03-10 12:45:30')).text).toBe('14:30');
    expect(paymentCountdown(created, at('2024-03-10 12:59:59')).text).toBe('00:01');
  });

  it('stops at 00:00 at and after the deadline', () => {
    expect(paymentCountdown(created, at('2024-03-10 13:00:00'))).toMatchObject({
      text: '00:00',
      remainingSeconds: 0,
      expired: true,
    });
    expect(paymentCountdown(created, at('2024-03-11 09:00:00'))).toMatchObject({ text: '00:00', expired: true });
  });

  it('puts the deadline one hour after creation', () => {
    expect(paymentCountdown(created, at('2024-03-10 12:10:00')).deadline?.toISOString()).toBe(
      '2024-03-10T05:00:00.000Z',
    );
    expect(PAYMENT_WINDOW_MS).toBe(3_600_000);
  });

  it('crosses Shanghai midnight', () => {
    expect(paymentCountdown('2024-03-10 23:30:00', at('2024-03-11 00:10:00')).text).toBe('20:00');
  });

  it('reads an unreadable created_at as expired', () => {
    expect(paymentCountdown('', Date.now())).toMatchObject({ text: '00:00', expired: true, deadline: null });
    expect(paymentCountdown(undefined)).toMatchObject({ text: '00:00', expired: true });
  });

  it('formats seconds as mm:ss', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(NaN)).toBe('00:00');
  });
});
