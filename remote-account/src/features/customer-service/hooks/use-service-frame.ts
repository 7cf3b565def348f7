import { NETWORK_ERROR } from '@h5/shared';
import { useServicerUrl } from '../api/post-servicer-url';
import { frameUrl } from '../service-url';

export type ServiceFrameState =
  { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed'; message: string };

export const SERVICE_FAILED = '客服暂时无法连接，请稍后重试';

/**
 * What /kefu shows: the address to frame once the server named a usable one; a spinner while it is asked (also after
 * 重新加载, over a failure); otherwise why not — no answer at all (the network message), the server's refusal, or an
 * address that cannot be framed. `retry` asks again.
 */
export function useServiceFrame(): [ServiceFrameState, () => void] {
  const query = useServicerUrl();
  const src = query.data ? frameUrl(query.data.url) : null;
  const retry = () => void query.refetch();
  if (src) return [{ status: 'ready', src }, retry];
  if (query.loading || query.fetching) return [{ status: 'loading' }, retry];
  if (!query.answer || query.networkError) return [{ status: 'failed', message: NETWORK_ERROR }, retry];
  const message = query.answer.code === 200 ? SERVICE_FAILED : query.answer.message || SERVICE_FAILED;
  return [{ status: 'failed', message }, retry];
}
