import { checkBankDeposit, checkDeposit } from '..';

const bank = {
  paytype: 'bank',
  bank_owner: '张三',
  bank: '中国工商银行',
  bank_no: '6222020200001234',
  bank_address: '北京市朝阳支行',
  amount: '500',
};

describe('checkBankDeposit (001 §5)', () => {
  it('passes a complete form', () => {
    expect(checkBankDeposit(bank)).toBeNull();
  });

  it('checks depositor name, bank type, card number, branch address, then the amount', () => {
    expect(checkBankDeposit({})).toBe('请输入存款人姓名');
    expect(checkBankDeposit({ ...bank, bank_owner: '  ' })).toBe('请输入存款人姓名');
    expect(checkBankDeposit({ ...bank, bank: '', bank_no: '' })).toBe('请输入银行类型');
    expect(checkBankDeposit({ ...bank, bank_no: '', bank_address: '' })).toBe('请输入银行卡号');
    expect(checkBankDeposit({ ...bank, bank_address: '', amount: '' })).toBe('请输入银行开户行地址');
    expect(checkBankDeposit({ ...bank, amount: '99' })).toBe('请输入金额在100-10000之间！');
    expect(checkBankDeposit({ ...bank, amount: '99' }, { min_price: 10, max_price: 100 })).toBeNull();
  });
});

describe('checkDeposit', () => {
  it('checks only the amount for the other ways', () => {
    expect(checkDeposit({ paytype: 'wxpay', amount: '100' })).toBeNull();
    expect(checkDeposit({ paytype: 'alipay', amount: '10001' })).toBe('请输入金额在100-10000之间！');
    expect(checkDeposit({ paytype: 'bank', amount: '100' })).toBe('请输入存款人姓名');
  });

  it('needs a USDT protocol', () => {
    expect(checkDeposit({ paytype: 'usdt', catepay: 'TRC20', amount: '100' })).toBeNull();
    expect(checkDeposit({ paytype: 'usdt', catepay: 'erc20', amount: '100' })).toBeNull();
    expect(checkDeposit({ paytype: 'usdt', amount: '100' })).toBe('请选择钱包协议');
    expect(checkDeposit({ paytype: 'usdt', catepay: 'BEP20', amount: '100' })).toBe('请选择钱包协议');
  });

  it('never throws on raw bodies', () => {
    expect(checkDeposit(null)).toBe('请输入金额在100-10000之间！');
    expect(checkDeposit('junk')).toBe('请输入金额在100-10000之间！');
  });
});
