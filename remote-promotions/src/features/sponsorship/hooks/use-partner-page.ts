import { siteUrl } from '../../../lib/site-url';
import { useSponsorUrl } from '../api/post-sponsor-url';
import { partnerTypeOf } from '../partners';

/**
 * /zhanzhuye's partner (`type` from the address: 1 or 2, else null and nothing asked) and the address to frame:
 * `src` once the server named it, `failed` when it refused or did not answer.
 */
export function usePartnerPage(rawType: string | null) {
  const type = partnerTypeOf(rawType);
  const { answer, networkError } = useSponsorUrl(type);
  const url = answer?.code === 200 ? answer.data?.url : '';
  const failed = networkError || (answer !== undefined && !url);
  return { type, src: url && !failed ? siteUrl(url) : null, failed };
}
