import { FORM_LIMITS, MONEY_LIMITS, MSG, formatMessage } from '..';

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

describe('numbers written into messages match the limits the rules use', () => {
  it('keeps messages and limits in step', () => {
    expect(MSG.withdrawMinAmount).toContain(`${MONEY_LIMITS.minWithdrawal}元`);
    expect(MSG.amountTooLarge).toContain(`${MONEY_LIMITS.maxAmount}元`);
    expect(MSG.applyReasonTooLong).toContain(`${FORM_LIMITS.applyReasonMax}个字`);
    expect(MSG.birthdayTooEarly).toContain(FORM_LIMITS.birthdayMin);
    expect(MSG.bankCardLimit).toContain(`${FORM_LIMITS.maxCardsPerKind}张`);
    expect(MSG.usdtAddressLimit).toContain(`${FORM_LIMITS.maxCardsPerKind}个`);
  });
});
