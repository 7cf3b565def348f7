import { MSG } from './messages';
import { FORM_LIMITS } from './limits';
import { charCount, field, rawText } from './read-input';

/** A failed password-page check: the message to toast, and whether the page must clear all three fields. */
export interface PasswordChangeCheck {
  message: string;
  /** True only for 新旧密码不能一致！ (001 §5 step 7: the form is cleared). */
  clearForm: boolean;
}

export interface PasswordChangeOptions {
  /**
   * Check the confirmation field (steps 3 and 6). Default true, for the page. The server receives only
   * `password` and `paypassword` (POST /api/editPassword, /api/editPayPassword) and passes false.
   */
  confirm?: boolean;
}

/**
 * The password page, login or withdrawal password alike (001 §5), in order:
 * 1 old required, 2 new required, 3 confirmation required, 4 old at least 6, 5 new at least 6,
 * 6 confirmation equals new, 7 new differs from old (and the form is cleared).
 * Input uses the contract's names: password (old), paypassword (new), newpasword (confirmation).
 * Answers null when everything passes.
 */
export function checkPasswordChange(input: unknown, options: PasswordChangeOptions = {}): PasswordChangeCheck | null {
  const confirm = options.confirm ?? true;
  const oldPassword = rawText(field(input, 'password'));
  const newPassword = rawText(field(input, 'paypassword'));
  const confirmation = rawText(field(input, 'newpasword'));
  const fail = (message: string, clearForm = false): PasswordChangeCheck => ({ message, clearForm });

  if (oldPassword === '') return fail(MSG.oldPasswordRequired);
  if (newPassword === '') return fail(MSG.newPasswordRequired);
  if (confirm && confirmation === '') return fail(MSG.confirmPasswordRequired);
  if (charCount(oldPassword) < FORM_LIMITS.passwordMin) return fail(MSG.oldPasswordLength);
  if (charCount(newPassword) < FORM_LIMITS.passwordMin) return fail(MSG.newPasswordLength);
  if (confirm && confirmation !== newPassword) return fail(MSG.newPasswordMismatch);
  if (newPassword === oldPassword) return fail(MSG.newPasswordSameAsOld, true);
  return null;
}
