/** What a game launch and the framed pages of /gamePage tell the player. */

/** A game or the agent page asked for without a session. */
export const LOGIN_FIRST = '请登录！';
/** No answer at all to a launch or a framed page's address (and a refusal without a message). */
export const LAUNCH_TIMEOUT = '网络连接超时，请重试!';
