import { formatShanghaiDate } from '../time/shanghai';
import type { CheckResult } from './auth';
import { FORM_LIMITS } from './limits';
import { MSG } from './messages';
import { isMainlandMobile } from './partner';
import { field, text } from './read-input';

/** A practical e-mail shape: local part, @, dotted domain ending in a 2+ letter top-level domain. */
export const EMAIL =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export const isEmail = (value: unknown): boolean => {
  const v = text(value);
  return v.length <= FORM_LIMITS.emailMax && EMAIL.test(v);
};

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when the text is YYYY-MM-DD and a real calendar date (no 2023-02-29, no month 13). */
export function isCalendarDate(value: unknown): boolean {
  const m = DATE_TEXT.exec(text(value));
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Birthday: YYYY-MM-DD and a real date (请输入正确的日期格式：YYYY-MM-DD); ours, matching the date picker:
 * not before 1980-01-01 (出生日期不能早于1980-01-01) and not after today in Shanghai (出生日期不能晚于今天).
 */
export function checkBirthday(value: unknown, now: unknown = Date.now()): CheckResult {
  const v = text(value);
  if (!isCalendarDate(v)) return MSG.birthdayFormat;
  if (v < FORM_LIMITS.birthdayMin) return MSG.birthdayTooEarly;
  const today = formatShanghaiDate(now);
  if (today !== '' && v > today) return MSG.birthdayInFuture;
  return null;
}

/**
 * Profile update (001 §5), body of POST /api/updateuserinfo, in order: mobile (请输入正确手机号), email
 * (请输入正确邮箱号), birthday (see checkBirthday). Username and real name are not editable and not read.
 */
export function checkProfile(input: unknown, now: unknown = Date.now()): CheckResult {
  if (!isMainlandMobile(field(input, 'mobile'))) return MSG.mobileInvalid;
  if (!isEmail(field(input, 'email'))) return MSG.emailInvalid;
  return checkBirthday(field(input, 'birthday'), now);
}
