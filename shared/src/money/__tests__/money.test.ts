import {
  fenToYuan,
  formatThousands,
  formatYuan,
  maskCardNo,
  normalizeYuan,
  usdtActualReceived,
  usdtEquivalent,
  usdtWithdrawFee,
  yuanToFen,
} from '..';

describe('yuanToFen', () => {
  it('converts exactly, from strings and numbers', () => {
    expect(yuanToFen('1234.5')).toBe(123450);
    expect(yuanToFen('1234.50')).toBe(123450);
    expect(yuanToFen(' 100 ')).toBe(10000);
    expect(yuanToFen(0.1)).toBe(10);
    expect(yuanToFen(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999 in float
    expect(yuanToFen(19.99)).toBe(1999);
    expect(yuanToFen('.5')).toBe(50);
    expect(yuanToFen('-3.01')).toBe(-301);
    expect(yuanToFen('1.500')).toBe(150); // trailing zeros are not decimals
  });

  it('refuses more than two decimals and anything that is not a plain number', () => {
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen(0.001)).toBeNull();
    expect(yuanToFen(0.1 + 0.2)).toBeNull();
    for (const bad of ['', ' ', 'abc', '1e5', '1,000', '12.3.4', NaN, Infinity, null, undefined, {}, [], true]) {
      expect(yuanToFen(bad)).toBeNull();
    }
    expect(yuanToFen('9'.repeat(20))).toBeNull();
  });
});

describe('fenToYuan and display', () => {
  it('answers two-decimal strings', () => {
    expect(fenToYuan(123450)).toBe('1234.50');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(-5)).toBe('-0.05');
    expect(fenToYuan(10_000_000_000n)).toBe('100000000.00');
  });

  it('throws on non-integer fen, a programming error', () => {
    expect(() => fenToYuan(1.5)).toThrow(TypeError);
  });

  it('normalizes yuan texts', () => {
    expect(normalizeYuan('12.5')).toBe('12.50');
    expect(normalizeYuan(7)).toBe('7.00');
    expect(normalizeYuan('1.234')).toBeNull();
  });

  it('formats for display, optionally with thousands separators, cutting extra decimals', () => {
    expect(formatYuan('1234567.5')).toBe('1234567.50');
    expect(formatYuan('1234567.5', { thousands: true })).toBe('1,234,567.50');
    expect(formatYuan(999, { thousands: true })).toBe('999.00');
    expect(formatYuan('1000', { thousands: true })).toBe('1,000.00');
    expect(formatYuan('-1234.5', { thousands: true })).toBe('-1,234.50');
    expect(formatYuan('0.129')).toBe('0.12');
    expect(formatYuan('')).toBe('0.00');
    expect(formatYuan(undefined)).toBe('0.00');
    expect(formatThousands('12345678')).toBe('12,345,678');
    expect(formatThousands('n/a')).toBe('n/a');
  });
});

describe('usdtEquivalent: amount / rate rounded DOWN to 2 decimals', () => {
  it('rounds down', () => {
    expect(usdtEquivalent('100', '7.2')).toBe('13.88'); // 13.888…
    expect(usdtEquivalent(100, 7.2)).toBe('13.88');
    expect(usdtEquivalent('1000', '7')).toBe('142.85'); // 142.857…
    expect(usdtEquivalent('720', '7.2')).toBe('100.00');
    expect(usdtEquivalent('0.01', '7.2')).toBe('0.00');
  });

  it('has none of the float errors', () => {
    // In float: 0.3 / 0.1 = 2.9999999999999996 and 1.15 / 0.01 = 114.99999999999999, which would floor to 2.99 and 114.99
    expect(usdtEquivalent('0.3', '0.1')).toBe('3.00');
    expect(usdtEquivalent(1.15, 0.01)).toBe('115.00');
    expect(usdtEquivalent('6.9', '0.3')).toBe('23.00');
    expect(usdtEquivalent('0.7', '0.1')).toBe('7.00'); // float 6.999999999999999
    expect(usdtEquivalent('123456789.12', '6.89')).toBe('17918256.76');
  });

  it("is '0.00' for an empty amount or an unusable rate", () => {
    expect(usdtEquivalent('', '7.2')).toBe('0.00');
    expect(usdtEquivalent(undefined, '7.2')).toBe('0.00');
    expect(usdtEquivalent('abc', '7.2')).toBe('0.00');
    expect(usdtEquivalent('-100', '7.2')).toBe('0.00');
    expect(usdtEquivalent('100', '0')).toBe('0.00');
    expect(usdtEquivalent('100', '')).toBe('0.00');
  });
});

describe('usdtActualReceived: equivalent minus fee, never below 0.00', () => {
  it('subtracts the fee from the rounded-down equivalent', () => {
    expect(usdtActualReceived('1000', '7.2', '1')).toBe('137.88'); // 138.88 - 1
    expect(usdtActualReceived('1000', '7.2', '1.5')).toBe('137.38');
    expect(usdtActualReceived('1000', '7.2', '0.005')).toBe('138.87'); // 138.875 rounded down
    expect(usdtActualReceived('1000', '7.2', 0.1)).toBe('138.78');
  });

  it('does not go below zero', () => {
    expect(usdtActualReceived('7.2', '7.2', '1')).toBe('0.00');
    expect(usdtActualReceived('7.2', '7.2', '5')).toBe('0.00');
  });

  it('treats a missing fee as 0 and an empty amount as 0.00', () => {
    expect(usdtActualReceived('100', '7.2', undefined)).toBe('13.88');
    expect(usdtActualReceived('', '7.2', '1')).toBe('0.00');
  });
});

describe('usdtWithdrawFee', () => {
  const fees = { withdrawcashfee: '5', withdrawfeeusdttrc: '1.5' };
  it('uses withdrawcashfee for ERC20 and withdrawfeeusdttrc otherwise', () => {
    expect(usdtWithdrawFee('ERC20', fees)).toBe('5');
    expect(usdtWithdrawFee('erc20', fees)).toBe('5');
    expect(usdtWithdrawFee('TRC20', fees)).toBe('1.5');
    expect(usdtWithdrawFee('TRC', fees)).toBe('1.5');
    expect(usdtWithdrawFee(undefined, fees)).toBe('1.5');
    expect(usdtWithdrawFee('ERC20', { withdrawcashfee: 2 })).toBe('2');
    expect(usdtWithdrawFee('ERC20', null)).toBe('0');
  });
});

describe('maskCardNo: "**** **** " plus the last 4 characters', () => {
  it('masks all but the last 4', () => {
    expect(maskCardNo('6222020200001234')).toBe('**** **** 1234');
    expect(maskCardNo('6222 0202 0000 1234')).toBe('**** **** 1234');
    expect(maskCardNo('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe('**** **** RTv8');
    expect(maskCardNo(12345678)).toBe('**** **** 5678');
  });

  it('never reveals the length and copes with short or missing numbers', () => {
    expect(maskCardNo('12345678')).toBe(maskCardNo('1234567890125678'));
    expect(maskCardNo('123')).toBe('**** **** 123');
    expect(maskCardNo('')).toBe('');
    expect(maskCardNo(null)).toBe('');
  });
});

describe('loose input', () => {
  it('never throws on odd values', () => {
    const odd: unknown[] = [null, undefined, Symbol('s'), {}, [], () => 1, NaN, 'x'.repeat(10_000)];
    for (const x of odd) {
      expect(yuanToFen(x)).toBeNull();
      expect(formatYuan(x)).toBe('0.00');
      expect(usdtEquivalent(x, x)).toBe('0.00');
      expect(usdtActualReceived(x, '7', x)).toBe('0.00');
      expect(typeof usdtWithdrawFee(x, x as never)).toBe('string');
      expect(maskCardNo(x)).toBe(typeof x === 'string' ? `**** **** ${x.slice(-4)}` : '');
    }
  });
});
