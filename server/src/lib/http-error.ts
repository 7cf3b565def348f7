/** Codes a response may carry; the HTTP status mirrors them (server-behaviour.md, "Envelope and errors"). */
export type ErrorCode = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

/** An expected failure whose message is fit to show a player. The error handler turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unauthorized = () => new HttpError(401, MESSAGES.sessionExpired);

/** Server-side messages that are not client validation rules (those live in @h5/shared/validators). */
export const MESSAGES = {
  sessionExpired: '登录已过期，请重新登录',
  notFound: '接口不存在',
  pageNotFound: '页面不存在',
  malformedJson: '请求格式错误',
  unsupportedMediaType: '请求格式错误，请以 JSON 提交',
  bodyTooLarge: '请求内容过大',
  badRequest: '请求错误',
  internal: '服务器繁忙，请稍后再试',
  unavailable: '服务维护中，请稍后再试',
  usernameTaken: '用户名已存在',
  passwordTooCommon: '密码过于简单，请更换一个更安全的密码',
  payPasswordTooCommon: '支付密码过于简单，请更换一个更安全的支付密码',
  badCredentials: '账号或密码错误',
  /** the right password of a player an operator has locked (back office) */
  accountLocked: '该账号已被锁定，请联系在线客服',
  loginThrottled: '登录失败次数过多，请15分钟后再试',
  registered: '注册成功',
  loggedIn: '登录成功',
  loggedOut: '退出成功',
  ok: '操作成功',
} as const;
