import { checkBankCardAdd, checkCardCount, checkUsdtAddressAdd, filterCardNoInput, filterUsdtAddressInput } from '..';

const TRC = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const ERC = '0x' + 'aB'.repeat(20);

describe('checkUsdtAddressAdd', () => {
  const ok = { bank: 'USDT', bank_owner: 'TRC20', bank_no: TRC, pay_pass: '123456' };

  it('passes valid TRC20 and ERC20 addresses', () => {
    expect(checkUsdtAddressAdd(ok)).toBeNull();
    expect(checkUsdtAddressAdd({ ...ok, bank_owner: 'ERC20', bank_no: ERC })).toBeNull();
  });

  it('checks address, protocol, payment password in order', () => {
    expect(checkUsdtAddressAdd({})).toBe('请输入USDT地址');
    expect(checkUsdtAddressAdd({ ...ok, bank_owner: '', pay_pass: '' })).toBe('请选择钱包协议');
    expect(checkUsdtAddressAdd({ ...ok, bank_owner: 'OMNI' })).toBe('请选择钱包协议');
    expect(checkUsdtAddressAdd({ ...ok, pay_pass: '', bank_no: 'bad' })).toBe('请输人支付密码');
  });

  it('then, ours, the address shape of the protocol', () => {
    expect(checkUsdtAddressAdd({ ...ok, bank_no: TRC.slice(0, 33) })).toBe('请输入正确的TRC20地址（以T开头，共34位）');
    expect(checkUsdtAddressAdd({ ...ok, bank_no: TRC + 'a' })).toBe('请输入正确的TRC20地址（以T开头，共34位）');
    expect(checkUsdtAddressAdd({ ...ok, bank_no: 'A' + TRC.slice(1) })).toBe(
      '请输入正确的TRC20地址（以T开头，共34位）',
    );
    expect(checkUsdtAddressAdd({ ...ok, bank_no: TRC.slice(0, 33) + '0' })).toBe(
      '请输入正确的TRC20地址（以T开头，共34位）',
    ); // 0 is not base58
    expect(checkUsdtAddressAdd({ ...ok, bank_no: ERC })).toBe('请输入正确的TRC20地址（以T开头，共34位）');
    expect(checkUsdtAddressAdd({ ...ok, bank_owner: 'ERC20', bank_no: TRC })).toBe(
      '请输入正确的ERC20地址（以0x开头，共42位）',
    );
    expect(checkUsdtAddressAdd({ ...ok, bank_owner: 'ERC20', bank_no: ERC.slice(0, 41) })).toBe(
      '请输入正确的ERC20地址（以0x开头，共42位）',
    );
    expect(checkUsdtAddressAdd({ ...ok, bank_owner: 'ERC20', bank_no: ERC.slice(0, 41) + 'g' })).toBe(
      '请输入正确的ERC20地址（以0x开头，共42位）',
    );
  });

  it('strips non-word characters from the address input', () => {
    expect(filterUsdtAddressInput(' TJRab-Prwb.Zy45 ')).toBe('TJRabPrwbZy45');
    expect(filterUsdtAddressInput('0x12_ab!')).toBe('0x12_ab');
    expect(filterUsdtAddressInput(undefined)).toBe('');
  });
});

describe('checkBankCardAdd (001 §5)', () => {
  const ok = {
    bank_owner: '张三',
    bank: '中国银行',
    bank_address: '上海浦东支行',
    bank_no: '62170000',
    pay_pass: '123456',
  };

  it('passes a complete form', () => {
    expect(checkBankCardAdd(ok)).toBeNull();
  });

  it('checks the required fields in order', () => {
    expect(checkBankCardAdd({})).toBe('请输入姓名');
    expect(checkBankCardAdd({ ...ok, bank: '', bank_address: '' })).toBe('请输入银行');
    expect(checkBankCardAdd({ ...ok, bank_address: ' ', bank_no: '' })).toBe('请输入开户行地址');
    expect(checkBankCardAdd({ ...ok, bank_no: '', pay_pass: '' })).toBe('请输人银行卡号');
    expect(checkBankCardAdd({ ...ok, pay_pass: '', bank_no: '1' })).toBe('请输人支付密码');
  });

  it('then the card number length, boundary 7 / 8', () => {
    expect(checkBankCardAdd({ ...ok, bank_no: '6217000', pay_pass: '1' })).toBe('请输人正确的卡号长度');
    expect(checkBankCardAdd({ ...ok, bank_no: '62170000' })).toBeNull();
    expect(checkBankCardAdd({ ...ok, bank_no: '6'.repeat(32) })).toBeNull();
    expect(checkBankCardAdd({ ...ok, bank_no: '6'.repeat(33) })).toBe('请输人正确的卡号长度');
  });

  it('then the payment password length, boundaries 5 / 6 and 18 / 19', () => {
    expect(checkBankCardAdd({ ...ok, pay_pass: '12345' })).toBe('请输人支付密码长度');
    expect(checkBankCardAdd({ ...ok, pay_pass: '123456' })).toBeNull();
    expect(checkBankCardAdd({ ...ok, pay_pass: 'a'.repeat(18) })).toBeNull();
    expect(checkBankCardAdd({ ...ok, pay_pass: 'a'.repeat(19) })).toBe('请输人支付密码长度');
  });

  it('then, ours, digits only', () => {
    expect(checkBankCardAdd({ ...ok, bank_no: '6217-0000' })).toBe('银行卡号只能包含数字');
  });

  it('strips non-digits from the card number input', () => {
    expect(filterCardNoInput('6217 0000-1234a')).toBe('621700001234');
    expect(filterCardNoInput(null)).toBe('');
  });

  it('never throws on raw bodies', () => {
    expect(checkBankCardAdd(null)).toBe('请输入姓名');
    expect(checkBankCardAdd({ ...ok, bank_no: 62170000 })).toBeNull();
  });
});

describe('checkCardCount (ours): at most 5 of each kind', () => {
  it('allows up to 4 saved, refuses from 5', () => {
    expect(checkCardCount(4, 'bank')).toBeNull();
    expect(checkCardCount(5, 'bank')).toBe('最多只能绑定5张银行卡');
    expect(checkCardCount(5, 'usdt')).toBe('最多只能绑定5个USDT地址');
    expect(checkCardCount('x', 'usdt')).toBe('最多只能绑定5个USDT地址');
  });
});
