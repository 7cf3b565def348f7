import { checkSupportMessage, SUPPORT_LIMITS, SUPPORT_MSG } from '../index';

describe('checkSupportMessage (the built-in customer-service chat)', () => {
  it('refuses empty, binary, then over-long text, in that order', () => {
    expect(checkSupportMessage('')).toBe(SUPPORT_MSG.empty);
    expect(checkSupportMessage(' \n\t ')).toBe(SUPPORT_MSG.empty);
    expect(checkSupportMessage(undefined)).toBe(SUPPORT_MSG.empty);
    expect(checkSupportMessage(42)).toBe(SUPPORT_MSG.empty);
    expect(checkSupportMessage({ toString: () => 'x' })).toBe(SUPPORT_MSG.empty);
    expect(checkSupportMessage('a\u0000b')).toBe(SUPPORT_MSG.badCharacters);
    expect(checkSupportMessage('\u001b[31mred')).toBe(SUPPORT_MSG.badCharacters);
    expect(checkSupportMessage('lone \ud83d surrogate')).toBe(SUPPORT_MSG.badCharacters);
    expect(checkSupportMessage('lone \ude00 low')).toBe(SUPPORT_MSG.badCharacters);
    expect(checkSupportMessage('\ufffd')).toBe(SUPPORT_MSG.badCharacters);
    expect(checkSupportMessage('\u0000'.repeat(600))).toBe(SUPPORT_MSG.badCharacters);
    expect(checkSupportMessage('字'.repeat(SUPPORT_LIMITS.messageMax + 1))).toBe(SUPPORT_MSG.tooLong);
    expect(SUPPORT_MSG.tooLong).toBe('消息不能超过500个字');
  });

  it('accepts up to the limit in characters (an emoji is one), line breaks and tabs, and markup as text', () => {
    expect(checkSupportMessage('😀'.repeat(SUPPORT_LIMITS.messageMax))).toBeNull();
    expect(checkSupportMessage(`  ${'字'.repeat(SUPPORT_LIMITS.messageMax)}  `)).toBeNull();
    expect(checkSupportMessage('第一行\n第二行\r\n\t缩进')).toBeNull();
    expect(checkSupportMessage('<script>alert(1)</script>')).toBeNull();
  });

  it('an operator may answer at greater length', () => {
    expect(checkSupportMessage('字'.repeat(SUPPORT_LIMITS.messageMax + 1), 'operator')).toBeNull();
    expect(checkSupportMessage('字'.repeat(SUPPORT_LIMITS.replyMax + 1), 'operator')).toBe(SUPPORT_MSG.replyTooLong);
    expect(checkSupportMessage('', 'operator')).toBe(SUPPORT_MSG.empty);
  });

  it("caps the visitors' open polls per network address, with a message that says what to do", () => {
    expect(SUPPORT_LIMITS.openPollsPerAddress).toBe(20);
    expect(SUPPORT_MSG.tooManyPolls).toBe('当前网络打开的咨询窗口过多，请关闭其他窗口后重试');
  });
});
