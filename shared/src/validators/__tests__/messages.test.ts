import { MSG, formatMessage } from '..';

describe('MSG', () => {
  it('holds each message once', () => {
    const texts = Object.values(MSG);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('keeps the spec texts exactly, including its 请输人 spelling', () => {
    expect(MSG.bindPayPasswordRequired).toBe('请输人支付密码');
    expect(MSG.cardNoRequired).toBe('请输人银行卡号');
    expect(MSG.cardNoLength).toBe('请输人正确的卡号长度');
    expect(MSG.cardPayPasswordLength).toBe('请输人支付密码长度');
    expect(MSG.withdrawMinAmount).toBe('单笔取款不能低于100元');
    expect(MSG.newPasswordSameAsOld).toBe('新旧密码不能一致！');
  });

  it('keeps the register and login texts already decided', () => {
    expect(MSG.passwordMismatch).toBe('两次密码输入不一致！');
    expect(MSG.loginRequired).toBe('请输入账号和密码！');
  });
});

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage(MSG.depositAmountRange, { min: 100, max: 10000 })).toBe('请输入金额在100-10000之间！');
    expect(formatMessage('{a}-{b}', { a: 1 })).toBe('1-{b}');
  });
});
