import { apiBaseURL } from '@h5/shared';

/**
 * A picture or page the server gives as a site path (`/assets/promotions/x.svg`, `/partners/1`) is served by the API
 * host: prefix the API base when the site runs with one. Absolute addresses are used as they are.
 */
export function siteUrl(path: string | null | undefined): string {
  if (!path) return '';
  return path.startsWith('/') && !path.startsWith('//') ? `${apiBaseURL()}${path}` : path;
}
