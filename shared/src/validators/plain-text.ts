import { field, text } from './read-input';

/**
 * The one rule for text a player (or visitor) types: the characters no field may hold.
 *
 * Text typed by players is later shown to operators, in the back office and in a terminal (`npm run admin`), where an
 * escape sequence would be obeyed: `ESC [ 34 D` moves the cursor back and overwrites an amount, `ESC ] 0 ;` retitles
 * the terminal, OSC 52 writes the clipboard. Bidi overrides reorder what is shown (a name that reads as another one),
 * lone surrogates are not text at all, and U+FFFD/U+FFFE/U+FFFF are what binary input decodes to. None of them has a
 * use in a name, an address, a bank name, a reason or a chat message, so they are refused, never silently removed:
 *
 * - C0 control characters U+0000–U+001F and DEL U+007F — a multi-line field (chat message, application reason, an
 *   operator's text) keeps tab, line feed and carriage return;
 * - C1 control characters U+0080–U+009F (8-bit CSI and OSC among them);
 * - bidi embeddings, overrides and isolates U+202A–U+202E, U+2066–U+2069;
 * - lone surrogates, U+FFFD, U+FFFE, U+FFFF.
 *
 * The server runs `unsafeTextField` on every string of every request before the route sees it (passwords excepted:
 * they are hashed, never shown); the forms run `checkPlainText` on their free-text fields, so the message is the same
 * before and after sending.
 */
const ALWAYS =
  '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069\\ufffd\\ufffe\\uffff';
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const UNSAFE_MULTI_LINE = new RegExp(`[${ALWAYS}]|${LONE_SURROGATE}`);
const UNSAFE_SINGLE_LINE = new RegExp(`[\\t\\n\\r${ALWAYS}]|${LONE_SURROGATE}`);
const UNSAFE_ANY_GLOBAL = new RegExp(`[\\t\\n\\r${ALWAYS}]|${LONE_SURROGATE}`, 'g');

export type TextKind = 'single-line' | 'multi-line';

/** True when `value` holds a character the rule refuses (a single-line field also refuses tab and line breaks). */
export function hasUnsafeCharacters(value: string, kind: TextKind = 'single-line'): boolean {
  return (kind === 'multi-line' ? UNSAFE_MULTI_LINE : UNSAFE_SINGLE_LINE).test(value);
}

/**
 * `value` with every refused character (tab and line breaks included) written as a visible `\u` escape (`\u001b`,
 * `\u202e`), which is also a valid escape inside a JSON string: for output to a terminal, never for storage (stored
 * text is refused, not repaired).
 */
export function escapeUnsafeCharacters(value: string): string {
  return value.replace(UNSAFE_ANY_GLOBAL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The Chinese names of the player request fields that take text, used in the refusal message. */
export const TEXT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: '用户名',
  realname: '真实姓名',
  code: '验证码',
  captcha_id: '验证码',
  bank: '银行名称',
  bank_owner: '姓名',
  bank_no: '卡号',
  bank_address: '开户行地址',
  catepay: '钱包协议',
  paytype: '支付方式',
  mobile: '手机号',
  email: '邮箱',
  birthday: '出生日期',
  apply_info: '申请理由',
  content: '消息',
};

/** `{label}包含无法识别的字符，请删除后重试` (the chat's message is this with 消息). */
export const badCharactersMessage = (label: string): string => `${label}包含无法识别的字符，请删除后重试`;

/** The label of a request field: its Chinese name, else 输入内容. */
export const textFieldLabel = (key: string): string =>
  Object.prototype.hasOwnProperty.call(TEXT_FIELD_LABELS, key) ? TEXT_FIELD_LABELS[key] : '输入内容';

/** A form field: the refusal message when it holds a refused character, else null (empty passes: required is the caller's). */
export function checkPlainText(value: unknown, key: string, kind: TextKind = 'single-line'): string | null {
  return hasUnsafeCharacters(text(value), kind) ? badCharactersMessage(textFieldLabel(key)) : null;
}

/**
 * The first field of `input` (an object, checked in the order given) that holds a refused character, as its message;
 * null when none does. Forms call it first, so a hostile paste is named before any other rule.
 */
export function checkPlainTextFields(
  input: unknown,
  keys: readonly string[],
  multiLine: readonly string[] = [],
): string | null {
  for (const key of keys) {
    const value = field(input, key);
    if (typeof value !== 'string') continue;
    const message = checkPlainText(value, key, multiLine.includes(key) ? 'multi-line' : 'single-line');
    if (message) return message;
  }
  return null;
}
