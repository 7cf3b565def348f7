/**
 * A referrer id (`pid`, 000 §3/§4) as the site accepts it from a start URL or the login page's query:
 * 1–32 letters, digits, `_` or `-`. Anything else is ignored, never stored.
 */
export const PID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const isValidPid = (pid: string | null | undefined): pid is string =>
  typeof pid === 'string' && PID_PATTERN.test(pid);
