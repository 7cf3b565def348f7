import type { LoginPayload, RegisterPayload } from '../types/site';
import { MSG } from './messages';
import { checkPlainText } from './plain-text';

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

/** The register form: the POST /api/register body without the referrer id. */
export type RegisterInput = Omit<RegisterPayload, 'pid'>;

/** The login form: the POST /api/login_pc body. */
export type LoginInput = LoginPayload;

/** Raw request bodies may be null or not an object; read them as an empty form instead of throwing. */
const asForm = <T>(input: unknown): Partial<T> =>
  input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Partial<T>) : {};

const len = (s: unknown) => (typeof s === 'string' ? [...s].length : 0);

/**
 * Spec 000 §5, register, checked in order (ours after the real name's length: no refused character in it, see
 * plain-text.ts). The captcha's correctness is checked by the server.
 */
export function checkRegister(form: Partial<RegisterInput>): CheckResult {
  const input = asForm<RegisterInput>(form);
  if (typeof input.name !== 'string' || !USERNAME.test(input.name)) return MSG.usernameLength;
  if (len(input.password) < LIMITS.passwordMin || len(input.password) > LIMITS.fieldMax) return MSG.passwordLength;
  if (input.confirmPass !== input.password) return MSG.passwordMismatch;
  const realname = typeof input.realname === 'string' ? input.realname.trim() : '';
  if (len(realname) < LIMITS.realNameMin || len(realname) > LIMITS.fieldMax) return MSG.realName;
  const unsafeName = checkPlainText(realname, 'realname');
  if (unsafeName) return unsafeName;
  if (len(input.paypassword) < LIMITS.passwordMin || len(input.paypassword) > LIMITS.fieldMax)
    return MSG.payPasswordLength;
  if (len(typeof input.code === 'string' ? input.code.trim() : '') === 0) return MSG.captchaRequired;
  return null;
}

/** Spec 000 §5, login: name and password required, then captcha required. */
export function checkLogin(form: Partial<LoginInput>): CheckResult {
  const input = asForm<LoginInput>(form);
  if (len(input.name) === 0 || len(input.password) === 0) return MSG.loginRequired;
  if (len(typeof input.code === 'string' ? input.code.trim() : '') === 0) return MSG.captchaRequired;
  return null;
}
