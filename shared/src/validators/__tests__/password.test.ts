import { checkPasswordChange } from '..';

const ok = { password: 'old123', paypassword: 'new456', newpasword: 'new456' };
const msg = (input: unknown, confirm?: boolean) =>
  checkPasswordChange(input, confirm === undefined ? {} : { confirm })?.message ?? null;

describe('checkPasswordChange (001 §5, 7 steps)', () => {
  it('passes a valid change', () => {
    expect(checkPasswordChange(ok)).toBeNull();
  });

  it('checks the steps in order', () => {
    expect(msg({})).toBe('请输入旧密码');
    expect(msg({ password: 'a' })).toBe('请输入新密码'); // 2 before 4
    expect(msg({ password: 'a', paypassword: 'b' })).toBe('请输入确认密码'); // 3 before 4
    expect(msg({ password: 'a', paypassword: 'b', newpasword: 'c' })).toBe('请输入正确的旧密码长度'); // 4 before 5 and 6
    expect(msg({ password: 'old123', paypassword: 'b', newpasword: 'c' })).toBe('请输入正确的新密码长度'); // 5 before 6
    expect(msg({ ...ok, newpasword: 'new457' })).toBe('两次密码不一致！');
    expect(msg({ password: 'same12', paypassword: 'same12', newpasword: 'same12' })).toBe('新旧密码不能一致！');
  });

  it('has its length boundary at 6 characters', () => {
    expect(msg({ ...ok, password: '12345' })).toBe('请输入正确的旧密码长度');
    expect(msg({ ...ok, password: '123456' })).toBeNull();
    expect(msg({ ...ok, paypassword: '12345', newpasword: '12345' })).toBe('请输入正确的新密码长度');
    expect(msg({ ...ok, paypassword: '654321', newpasword: '654321' })).toBeNull();
  });

  it('asks to clear the form only when new equals old', () => {
    expect(checkPasswordChange({ password: 'same12', paypassword: 'same12', newpasword: 'same12' })).toEqual({
      message: '新旧密码不能一致！',
      clearForm: true,
    });
    expect(checkPasswordChange({ ...ok, newpasword: 'x' })).toEqual({ message: '两次密码不一致！', clearForm: false });
  });

  it('skips the confirmation steps for the server, which receives only password and paypassword', () => {
    expect(msg({ password: 'old123', paypassword: 'new456' }, false)).toBeNull();
    expect(msg({ password: 'old123', paypassword: 'old123' }, false)).toBe('新旧密码不能一致！');
    expect(msg({ password: 'old123' }, false)).toBe('请输入新密码');
  });

  it('never throws on raw bodies', () => {
    expect(msg(null)).toBe('请输入旧密码');
    expect(msg([1, 2])).toBe('请输入旧密码');
    expect(msg({ password: 123456, paypassword: 654321, newpasword: 654321 })).toBeNull();
    expect(msg({ password: { x: 1 } })).toBe('请输入旧密码');
  });
});
