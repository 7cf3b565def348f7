import {
  badCharactersMessage,
  checkBankCardAdd,
  checkBankDeposit,
  checkPartnerApplication,
  checkPlainText,
  checkRegister,
  checkSupportMessage,
  checkUsdtAddressAdd,
  escapeUnsafeCharacters,
  hasUnsafeCharacters,
} from '../index';

describe('plain text: the one rule for what players type', () => {
  it.each([
    ['ESC (a cursor move)', '\u001b[34D100.00'],
    ['BEL', 'a\u0007'],
    ['DEL', 'a\u007f'],
    ['C1 CSI', 'a\u009b31m'],
    ['C1 NEL', 'a\u0085b'],
    ['right-to-left override', '李四\u202e'],
    ['left-to-right embedding', '\u202a李四'],
    ['first strong isolate', '李\u2068四'],
    ['lone high surrogate', 'a\ud83d'],
    ['lone low surrogate', '\ude00a'],
    ['replacement character', 'a\ufffd'],
    ['non-character U+FFFF', 'a\uffff'],
  ])('refuses %s in any field', (_, value) => {
    expect(hasUnsafeCharacters(value, 'single-line')).toBe(true);
    expect(hasUnsafeCharacters(value, 'multi-line')).toBe(true);
  });

  it('single-line fields also refuse tab and line breaks; multi-line ones keep them', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasUnsafeCharacters(value, 'single-line')).toBe(true);
      expect(hasUnsafeCharacters(value, 'multi-line')).toBe(false);
    }
  });

  it('accepts Chinese, emoji (surrogate pairs), punctuation, markup as text and the zero-width joiner', () => {
    for (const value of ['工商银行 上海分行', '😀👨‍👩‍👧', '<b>李四</b> & “引号”', 'Ω ü é', '\u200d']) {
      expect(hasUnsafeCharacters(value)).toBe(false);
    }
  });

  it('names the field in Chinese', () => {
    expect(checkPlainText('\u001b]0;x\u0007', 'realname')).toBe('真实姓名包含无法识别的字符，请删除后重试');
    expect(checkPlainText('x\u009b', 'unknown_field')).toBe('输入内容包含无法识别的字符，请删除后重试');
    expect(checkPlainText('李四', 'realname')).toBeNull();
    expect(checkPlainText(undefined, 'realname')).toBeNull();
  });

  it('shows refused characters as \\u escapes for a terminal, valid inside JSON strings', () => {
    const shown = escapeUnsafeCharacters('\u001b[2J李\u009b四\u202e\n');
    expect(shown).toBe('\\u001b[2J李\\u009b四\\u202e\\u000a');
    expect(JSON.parse(`"${shown}"`)).toBe('\u001b[2J李\u009b四\u202e\n');
    expect(escapeUnsafeCharacters('李四 😀')).toBe('李四 😀');
  });

  it("every form that takes free text runs it first, with the field's name", () => {
    const deposit = {
      paytype: 'bank',
      bank_owner: '李四',
      bank: '\u001b[34D100.00\u001b[28C工商银行',
      bank_no: '6222',
      bank_address: '上海',
      amount: '500',
    };
    expect(checkBankDeposit(deposit, { min_price: 100, max_price: 50000 })).toBe(badCharactersMessage('银行名称'));
    const card = {
      bank_owner: '李四\u202e',
      bank: '农行',
      bank_address: '北京',
      bank_no: '62284800000001',
      pay_pass: '123456',
    };
    expect(checkBankCardAdd(card)).toBe(badCharactersMessage('姓名'));
    expect(checkUsdtAddressAdd({ bank_no: 'T\u0000', bank_owner: 'TRC20', pay_pass: '123456' })).toBe(
      badCharactersMessage('卡号'),
    );
    expect(checkPartnerApplication({ mobile: '13812345678', apply_info: '渠道\u0085' })).toBe(
      badCharactersMessage('申请理由'),
    );
    expect(checkPartnerApplication({ mobile: '13812345678', apply_info: '第一行\n第二行' })).toBeNull();
    const register = {
      name: 'player01',
      password: 'secret1',
      confirmPass: 'secret1',
      realname: '李\u001b]0;x\u0007四',
      paypassword: 'secret1',
      code: 'AB12',
    };
    expect(checkRegister(register)).toBe(badCharactersMessage('真实姓名'));
    expect(checkSupportMessage('你好\u009b')).toBe('消息包含无法识别的字符，请删除后重试');
  });
});
