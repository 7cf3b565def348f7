import type { CheckResult } from './auth';
import { FORM_LIMITS } from './limits';
import { MSG } from './messages';
import { checkPlainText } from './plain-text';
import { charCount, field, text } from './read-input';

/**
 * Mainland mobile number (001 §5): optional prefix 0, 86 or 17951, then 13x, 14[57], 15x, 17[678] or 18x,
 * then 8 more digits. Surrounding spaces are ignored by the checks, nothing else is.
 */
export const MAINLAND_MOBILE = /^(?:0|86|17951)?(?:13[0-9]|14[57]|15[0-9]|17[678]|18[0-9])[0-9]{8}$/;

export const isMainlandMobile = (value: unknown): boolean => MAINLAND_MOBILE.test(text(value));

/**
 * Partner programme application (001 §5), body of POST /api/applyagentdo, in order: mobile
 * (请输入正确手机号), reason apply_info present (请输入申请理由); ours: no refused character in the reason
 * (plain-text.ts; line breaks allowed), reason at most 200 characters.
 */
export function checkPartnerApplication(input: unknown): CheckResult {
  if (!isMainlandMobile(field(input, 'mobile'))) return MSG.mobileInvalid;
  const reason = text(field(input, 'apply_info'));
  if (reason === '') return MSG.applyReasonRequired;
  const unsafe = checkPlainText(reason, 'apply_info', 'multi-line');
  if (unsafe) return unsafe;
  if (charCount(reason) > FORM_LIMITS.applyReasonMax) return MSG.applyReasonTooLong;
  return null;
}
