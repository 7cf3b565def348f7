import { MSG, checkLogin, checkRegister } from '..';

const ok = {
  name: 'player01',
  password: 'secret1',
  confirmPass: 'secret1',
  realname: '张三',
  paypassword: '123456',
  code: 'ab12',
};

describe('checkRegister (000 §5)', () => {
  it('passes a complete form', () => {
    expect(checkRegister(ok)).toBeNull();
  });

  it('checks in the spec order', () => {
    expect(checkRegister({})).toBe(MSG.usernameLength);
    expect(checkRegister({ ...ok, name: 'abcde' })).toBe(MSG.usernameLength);
    expect(checkRegister({ ...ok, password: '12345', confirmPass: '12345' })).toBe(MSG.passwordLength);
    expect(checkRegister({ ...ok, confirmPass: 'other1' })).toBe(MSG.passwordMismatch);
    expect(checkRegister({ ...ok, realname: ' 张 ' })).toBe(MSG.realName);
    expect(checkRegister({ ...ok, paypassword: '12345' })).toBe(MSG.payPasswordLength);
    expect(checkRegister({ ...ok, code: ' ' })).toBe(MSG.captchaRequired);
  });

  it('reads a raw body that is not an object as an empty form instead of throwing', () => {
    expect(checkRegister(null as never)).toBe(MSG.usernameLength);
    expect(checkLogin(undefined as never)).toBe(MSG.loginRequired);
    expect(checkLogin('x' as never)).toBe(MSG.loginRequired);
  });
});

describe('checkLogin', () => {
  it('needs name and password, then the captcha', () => {
    expect(checkLogin({ name: 'a', password: '' })).toBe(MSG.loginRequired);
    expect(checkLogin({ name: 'a', password: 'b', code: '' })).toBe(MSG.captchaRequired);
    expect(checkLogin({ name: 'a', password: 'b', code: 'x1' })).toBeNull();
  });
});
