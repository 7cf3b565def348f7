import { apiBaseURL } from '@h5/shared';

/**
 * The address to frame: a site path (the built-in chat `/support/`) is served by the API host, so it gets the API
 * base when the site runs with one; an absolute https address is used as it is. Anything else is refused (null).
 */
export function frameUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  const u = url.trim();
  if (u.startsWith('/') && !u.startsWith('//')) return `${apiBaseURL()}${u}`;
  return /^https:\/\//i.test(u) ? u : null;
}
