import { badCharactersMessage, hasUnsafeCharacters } from './plain-text';
import { charCount } from './read-input';

/**
 * The built-in customer-service chat (ours; the spec embeds an outside vendor): what a player or visitor may send.
 * The server runs this rule on every message and hands the texts and limits to the chat page, so both refuse the same
 * input with the same words.
 */
export const SUPPORT_LIMITS = {
  /** characters (code points) of one message of a player or visitor */
  messageMax: 500,
  /** characters of one operator answer */
  replyMax: 2000,
  /** a sender may write at most `burstMax` messages within `burstSeconds`, and `windowMax` within `windowSeconds` */
  burstMax: 5,
  burstSeconds: 10,
  windowMax: 60,
  windowSeconds: 600,
  /** new visitor conversations one network address may start within `visitorsSeconds` (players are not counted) */
  visitorsPerAddress: 20,
  visitorsSeconds: 3600,
  /** visitors' long polls open at once from one network address, over every server instance (players: per player) */
  openPollsPerAddress: 20,
} as const;

export const SUPPORT_MSG = {
  empty: '请输入消息内容',
  tooLong: `消息不能超过${SUPPORT_LIMITS.messageMax}个字`,
  replyTooLong: `回复不能超过${SUPPORT_LIMITS.replyMax}个字`,
  badCharacters: badCharactersMessage('消息'),
  tooFast: '发送太频繁了，请稍等片刻再发',
  badVisitor: '无法识别访客身份，请刷新页面后重试',
  tooManyVisitors: '当前网络的访客咨询过多，请稍后再试或登录后咨询',
  tooManyPolls: '当前网络打开的咨询窗口过多，请关闭其他窗口后重试',
} as const;

/** One message, trimmed: empty, refused characters (plain-text.ts, multi-line), over-long (in that order); an operator's answer may be longer. */
export function checkSupportMessage(value: unknown, from: 'sender' | 'operator' = 'sender'): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return SUPPORT_MSG.empty;
  if (hasUnsafeCharacters(text, 'multi-line')) return SUPPORT_MSG.badCharacters;
  if (from === 'operator') return charCount(text) > SUPPORT_LIMITS.replyMax ? SUPPORT_MSG.replyTooLong : null;
  return charCount(text) > SUPPORT_LIMITS.messageMax ? SUPPORT_MSG.tooLong : null;
}
