import { isNetworkError, NETWORK_ERROR } from '@h5/shared';
import { useCallback, useEffect, useState } from 'react';
import { postServicerUrl } from '../api/post-servicer-url';
import { frameUrl } from '../service-url';

export type ServiceUrlState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'failed'; message: string };

export const SERVICE_FAILED = '客服暂时无法连接，请稍后重试';

/** Asks the server where customer service is, once per visit (and again on retry). */
export function useServiceUrl(): [ServiceUrlState, () => void] {
  const [state, setState] = useState<ServiceUrlState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    postServicerUrl()
      .then((res) => {
        if (!live) return;
        const src = res.code === 200 ? frameUrl(res.data?.url) : null;
        setState(src ? { status: 'ready', src } : { status: 'failed', message: res.code === 200 ? SERVICE_FAILED : res.message || SERVICE_FAILED });
      })
      .catch((err: unknown) => {
        if (!live) return;
        setState({ status: 'failed', message: isNetworkError(err) ? NETWORK_ERROR : SERVICE_FAILED });
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
