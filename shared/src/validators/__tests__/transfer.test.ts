import { checkTransfer } from '..';

describe('checkTransfer (001 §5)', () => {
  it('passes platform → venue and venue → platform', () => {
    expect(checkTransfer({ amount: '10', sourcetype: 'userbalance', targettype: 'ag' })).toBeNull();
    expect(checkTransfer({ amount: 10, sourcetype: 'ag', targettype: 'userbalance' })).toBeNull();
  });

  it('asks for the amount first', () => {
    expect(checkTransfer({ amount: '', sourcetype: 'ag', targettype: 'bbin' })).toBe('请输入操作金额！');
    expect(checkTransfer({})).toBe('请输入操作金额！');
    expect(checkTransfer(null)).toBe('请输入操作金额！');
  });

  it('refuses venue to venue', () => {
    expect(checkTransfer({ amount: '10', sourcetype: 'ag', targettype: 'bbin' })).toBe('场馆内钱包不支持互转');
  });

  it('adds our checks: amount shape, both wallets chosen, different wallets, balance', () => {
    expect(checkTransfer({ amount: '0', sourcetype: 'userbalance', targettype: 'ag' })).toBe('金额必须大于0');
    expect(checkTransfer({ amount: '1.001', sourcetype: 'userbalance', targettype: 'ag' })).toBe('金额格式不正确');
    expect(checkTransfer({ amount: '10', sourcetype: 'userbalance' })).toBe('请选择钱包');
    expect(checkTransfer({ amount: '10', targettype: 'ag' })).toBe('请选择钱包');
    expect(checkTransfer({ amount: '10', sourcetype: 'userbalance', targettype: 'userbalance' })).toBe(
      '转出钱包和转入钱包不能相同',
    );
    expect(checkTransfer({ amount: '10.01', sourcetype: 'userbalance', targettype: 'ag' }, { balance: '10' })).toBe(
      '余额不足',
    );
    expect(
      checkTransfer({ amount: '10', sourcetype: 'userbalance', targettype: 'ag' }, { balance: '10.00' }),
    ).toBeNull();
  });
});
