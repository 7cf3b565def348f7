/**
 * Every client-side validation message of both specification documents, in Chinese, exactly once.
 * The server answers the same rules with the same texts (server/src/... imports this module).
 */
export const MSG = {
  // Register (spec 000 §5), in checking order
  usernameLength: '用户名长度6~16位，字母或数字',
  passwordLength: '请输入正确的密码长度，至少6位',
  passwordMismatch: '两次密码输入不一致！',
  realName: '请输入真实姓名！',
  payPasswordLength: '请输入正确的支付密码长度，至少6位',
  captchaRequired: '请输入验证码！',
  captchaWrong: '验证码错误！',
  // Login
  loginRequired: '请输入账号和密码！',
} as const;

export type MessageKey = keyof typeof MSG;
