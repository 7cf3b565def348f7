import { MONEY_LIMITS, checkDepositAmount, checkMoneyAmount, resolveDepositRange } from '..';

describe('checkMoneyAmount', () => {
  it('accepts positive amounts with at most 2 decimals up to 100,000,000', () => {
    for (const ok of ['0.01', '1', '100.5', '100.50', 99.99, '100000000', '100000000.00', ' 12 ']) {
      expect(checkMoneyAmount(ok)).toBeNull();
    }
  });

  it('answers each problem with its message', () => {
    expect(checkMoneyAmount('')).toBe('请输入金额');
    expect(checkMoneyAmount(undefined)).toBe('请输入金额');
    expect(checkMoneyAmount('abc')).toBe('金额格式不正确');
    expect(checkMoneyAmount('1e5')).toBe('金额格式不正确');
    expect(checkMoneyAmount('1,000')).toBe('金额格式不正确');
    expect(checkMoneyAmount('1.234')).toBe('金额格式不正确');
    expect(checkMoneyAmount(0.1 + 0.2)).toBe('金额格式不正确');
    expect(checkMoneyAmount('0')).toBe('金额必须大于0');
    expect(checkMoneyAmount('0.00')).toBe('金额必须大于0');
    expect(checkMoneyAmount('-5')).toBe('金额必须大于0');
    expect(checkMoneyAmount('100000000.01')).toBe('金额不能超过100000000元');
    expect(checkMoneyAmount({})).toBe('请输入金额');
  });

  it('states the ceiling the message names', () => {
    expect(MONEY_LIMITS.maxAmount).toBe(100_000_000);
  });
});

describe('checkDepositAmount: min and max inclusive', () => {
  it('uses the default range 100 to 10000 until the server range loads', () => {
    expect(checkDepositAmount('99.99')).toBe('请输入金额在100-10000之间！');
    expect(checkDepositAmount('100')).toBeNull();
    expect(checkDepositAmount('10000')).toBeNull();
    expect(checkDepositAmount('10000.01')).toBe('请输入金额在100-10000之间！');
    expect(checkDepositAmount('')).toBe('请输入金额在100-10000之间！');
    expect(checkDepositAmount('abc')).toBe('请输入金额在100-10000之间！');
  });

  it('fills in the server range', () => {
    const range = { min_price: '50.00', max_price: 500 };
    expect(checkDepositAmount('49.99', range)).toBe('请输入金额在50-500之间！');
    expect(checkDepositAmount('50', range)).toBeNull();
    expect(checkDepositAmount(500, range)).toBeNull();
    expect(checkDepositAmount('500.01', range)).toBe('请输入金额在50-500之间！');
    expect(checkDepositAmount('10', { min_price: '0.5', max_price: '20' })).toBeNull();
    expect(checkDepositAmount('30', { min_price: '0.5', max_price: '20' })).toBe('请输入金额在0.50-20之间！');
  });

  it('refuses more than 2 decimals inside the range', () => {
    expect(checkDepositAmount('100.001')).toBe('金额格式不正确');
  });

  it('falls back to the default for an unusable range', () => {
    expect(resolveDepositRange({ min_price: 'x', max_price: 5 })).toMatchObject({ minText: '100', maxText: '10000' });
    expect(resolveDepositRange({ min_price: 500, max_price: 100 })).toMatchObject({ minText: '100', maxText: '10000' });
    expect(resolveDepositRange(null)).toMatchObject({ minText: '100', maxText: '10000' });
  });
});
