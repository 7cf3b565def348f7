/**
 * The most common passwords (public breach top lists, plus the number patterns popular in China).
 * Refused at registration and password change; compared case-insensitively.
 */
const COMMON = [
  '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789', '654321', '87654321', '987654321',
  '111111', '222222', '333333', '444444', '555555', '666666', '777777', '888888', '999999', '000000',
  '11111111', '88888888', '66666666', '00000000', '1111111', '112233', '121212', '123123', '123321', '123654',
  '147258', '147258369', '159357', '159753', '168168', '201314', '520520', '5201314', '521521', '1314520',
  '123qwe', 'qwe123', 'qweasd', 'qwerty', 'qwerty123', 'qwertyuiop', 'asdfgh', 'asdasd', 'zxcvbn', 'zxcvbnm',
  'password', 'password1', 'password123', 'passw0rd', 'abc123', 'abc123456', 'abcdef', 'abcd1234', 'aa123456',
  'a123456', 'a12345678', 'qq123456', 'woaini', 'woaini1314', 'iloveyou', 'admin', 'admin123', 'welcome',
  'monkey', 'dragon', 'letmein', 'football', 'baseball', 'sunshine', 'princess', 'master', 'superman', 'trustno1',
  '1q2w3e', '1q2w3e4r', '1qaz2wsx', 'q1w2e3r4', 'zaq12wsx', '123abc', '123456a', '123456aa', 'abc12345',
];
const SET = new Set(COMMON.map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return SET.has(password.toLowerCase());
}
