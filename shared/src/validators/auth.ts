import { MSG } from './messages';

/** A rule check answers the first failing message, in the spec's order, or null when everything passes. */
export type CheckResult = string | null;

export const LIMITS = {
  fieldMax: 32,
  loginCaptchaMax: 6,
  registerCaptchaMax: 4,
  usernameMin: 6,
  usernameMax: 16,
  passwordMin: 6,
  realNameMin: 2,
} as const;

const USERNAME = /^[A-Za-z0-9]{6,16}$/;

export interface RegisterInput {
  name: string;
  password: string;
  confirmPass: string;
  realname: string;
  paypassword: string;
  code: string;
}

export interface LoginInput {
  name: string;
  password: string;
  code: string;
}

const len = (s: unknown) => (typeof s === 'string' ? [...s].length : 0);

/** Spec 000 §5, register, checked in order. The captcha's correctness is checked by the server. */
export function checkRegister(input: Partial<RegisterInput>): CheckResult {
  if (typeof input.name !== 'string' || !USERNAME.test(input.name)) return MSG.usernameLength;
  if (len(input.password) < LIMITS.passwordMin || len(input.password) > LIMITS.fieldMax) return MSG.passwordLength;
  if (input.confirmPass !== input.password) return MSG.passwordMismatch;
  const realname = typeof input.realname === 'string' ? input.realname.trim() : '';
  if (len(realname) < LIMITS.realNameMin || len(realname) > LIMITS.fieldMax) return MSG.realName;
  if (len(input.paypassword) < LIMITS.passwordMin || len(input.paypassword) > LIMITS.fieldMax) return MSG.payPasswordLength;
  if (len(typeof input.code === 'string' ? input.code.trim() : '') === 0) return MSG.captchaRequired;
  return null;
}

/** Spec 000 §5, login: name and password required, then captcha required. */
export function checkLogin(input: Partial<LoginInput>): CheckResult {
  if (len(input.name) === 0 || len(input.password) === 0) return MSG.loginRequired;
  if (len(typeof input.code === 'string' ? input.code.trim() : '') === 0) return MSG.captchaRequired;
  return null;
}
