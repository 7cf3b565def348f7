import {
  MAINLAND_MOBILE,
  checkBirthday,
  checkPartnerApplication,
  checkProfile,
  isCalendarDate,
  isEmail,
  isMainlandMobile,
} from '..';

describe('mainland mobile pattern', () => {
  it('accepts 13x, 14[57], 15x, 17[678], 18x with optional 0, 86 or 17951', () => {
    for (const ok of [
      '13012345678',
      '13912345678',
      '14512345678',
      '14712345678',
      '15012345678',
      '15912345678',
      '17612345678',
      '17712345678',
      '17812345678',
      '18012345678',
      '18912345678',
      '013812345678',
      '8613812345678',
      '1795113812345678',
      ' 13812345678 ',
    ]) {
      expect(isMainlandMobile(ok)).toBe(true);
    }
  });

  it('refuses other prefixes and lengths (7 or 9 trailing digits)', () => {
    for (const bad of [
      '14612345678',
      '17512345678',
      '17912345678',
      '16612345678',
      '19912345678',
      '12345678901',
      '1381234567',
      '138123456789',
      '+8613812345678',
      '138-1234-5678',
      '2813812345678',
      '',
    ]) {
      expect(isMainlandMobile(bad)).toBe(false);
    }
    expect(isMainlandMobile(13812345678)).toBe(true);
    expect(isMainlandMobile(null)).toBe(false);
    expect(MAINLAND_MOBILE.test('13812345678')).toBe(true);
  });
});

describe('checkPartnerApplication', () => {
  it('checks mobile, then the reason', () => {
    expect(checkPartnerApplication({ mobile: '13812345678', apply_info: '我有推广资源' })).toBeNull();
    expect(checkPartnerApplication({ mobile: '1381234567', apply_info: '' })).toBe('请输入正确手机号');
    expect(checkPartnerApplication({ mobile: '13812345678', apply_info: '   ' })).toBe('请输入申请理由');
    expect(checkPartnerApplication({ mobile: '13812345678', apply_info: '字'.repeat(200) })).toBeNull();
    expect(checkPartnerApplication({ mobile: '13812345678', apply_info: '字'.repeat(201) })).toBe(
      '申请理由不能超过200个字',
    );
    expect(checkPartnerApplication(undefined)).toBe('请输入正确手机号');
  });
});

describe('checkProfile', () => {
  const now = new Date('2024-03-10T02:00:00Z'); // 2024-03-10 10:00 Shanghai
  const ok = { mobile: '13812345678', email: 'player@qq.com', birthday: '1990-05-20' };

  it('passes a valid profile', () => {
    expect(checkProfile(ok, now)).toBeNull();
  });

  it('checks mobile, email, birthday in order', () => {
    expect(checkProfile({ ...ok, mobile: 'x', email: 'x', birthday: 'x' }, now)).toBe('请输入正确手机号');
    expect(checkProfile({ ...ok, email: 'x', birthday: 'x' }, now)).toBe('请输入正确邮箱号');
    expect(checkProfile({ ...ok, birthday: '1990/05/20' }, now)).toBe('请输入正确的日期格式：YYYY-MM-DD');
  });

  it('knows an e-mail address', () => {
    for (const ok of ['a@b.cn', 'first.last+tag@mail.163.com', 'x_y@sub-domain.example.org'])
      expect(isEmail(ok)).toBe(true);
    for (const bad of ['', 'a@b', 'a@.com', '@b.com', 'a b@c.com', 'a@b.c', 'a@-b.com', `${'a'.repeat(250)}@b.com`])
      expect(isEmail(bad)).toBe(false);
  });

  it('wants a real calendar date', () => {
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1999-02-29')).toBe(false);
    expect(isCalendarDate('1990-13-01')).toBe(false);
    expect(isCalendarDate('1990-1-1')).toBe(false);
    expect(checkBirthday('1990-02-30', now)).toBe('请输入正确的日期格式：YYYY-MM-DD');
  });

  it('keeps the birthday between 1980-01-01 and today in Shanghai', () => {
    expect(checkBirthday('1979-12-31', now)).toBe('出生日期不能早于1980-01-01');
    expect(checkBirthday('1980-01-01', now)).toBeNull();
    expect(checkBirthday('2024-03-10', now)).toBeNull();
    expect(checkBirthday('2024-03-11', now)).toBe('出生日期不能晚于今天');
    // 2024-03-09 20:00 UTC is already 2024-03-10 in Shanghai
    expect(checkBirthday('2024-03-10', new Date('2024-03-09T20:00:00Z'))).toBeNull();
    expect(checkBirthday('2024-03-10', new Date('2024-03-09T15:00:00Z'))).toBe('出生日期不能晚于今天');
  });
});
