import { checkWithdrawal } from '..';

const ok = { bank: 12, amount: '100', password: '123456' };

describe('checkWithdrawal (001 §5)', () => {
  it('passes a complete form on both tabs', () => {
    expect(checkWithdrawal(ok, { tab: 1 })).toBeNull();
    expect(checkWithdrawal(ok, { tab: 2 })).toBeNull();
  });

  it('asks for the card of the tab first', () => {
    expect(checkWithdrawal({}, { tab: 1 })).toBe('请选择USDT地址');
    expect(checkWithdrawal({}, { tab: '1' })).toBe('请选择USDT地址');
    expect(checkWithdrawal({}, { tab: 2 })).toBe('请选择您要提现到的银行卡');
    expect(checkWithdrawal({ ...ok, bank: '' }, { tab: 2 })).toBe('请选择您要提现到的银行卡');
    expect(checkWithdrawal({ ...ok, bank: null }, { tab: undefined })).toBe('请选择您要提现到的银行卡');
  });

  it('then the minimum of 100, boundary 99.99 / 100', () => {
    expect(checkWithdrawal({ ...ok, amount: '99.99', password: '' }, { tab: 1 })).toBe('单笔取款不能低于100元');
    expect(checkWithdrawal({ ...ok, amount: 100 }, { tab: 1 })).toBeNull();
    expect(checkWithdrawal({ ...ok, amount: '' }, { tab: 2 })).toBe('单笔取款不能低于100元');
    expect(checkWithdrawal({ ...ok, amount: 'abc' }, { tab: 2 })).toBe('单笔取款不能低于100元');
    expect(checkWithdrawal({ ...ok, amount: '-500' }, { tab: 2 })).toBe('单笔取款不能低于100元');
  });

  it('then our amount checks: decimals, ceiling, balance', () => {
    expect(checkWithdrawal({ ...ok, amount: '100.001' }, { tab: 2 })).toBe('金额格式不正确');
    expect(checkWithdrawal({ ...ok, amount: '100000000.01' }, { tab: 2 })).toBe('金额不能超过100000000元');
    expect(checkWithdrawal({ ...ok, amount: '500.01' }, { tab: 2, balance: '500.00' })).toBe('余额不足');
    expect(checkWithdrawal({ ...ok, amount: '500' }, { tab: 2, balance: '500.00' })).toBeNull();
  });

  it('then the payment password', () => {
    expect(checkWithdrawal({ ...ok, password: '' }, { tab: 1 })).toBe('请输入您的支付密码');
    expect(checkWithdrawal({ ...ok, password: undefined }, { tab: 2 })).toBe('请输入您的支付密码');
  });

  it('never throws on raw bodies', () => {
    expect(checkWithdrawal(null, { tab: 1 })).toBe('请选择USDT地址');
    expect(checkWithdrawal([ok], { tab: 2 })).toBe('请选择您要提现到的银行卡');
  });
});
