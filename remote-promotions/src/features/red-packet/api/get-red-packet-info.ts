import { get, useQuery, type RedPacketInfo } from '@h5/shared';
import { useCallback, useRef } from 'react';

/**
 * `GET /api/userredpacket`: remaining and taken draws, the allowance and the rules. `quiet`: no loading overlay and
 * no toast for a refusal.
 */
export const getRedPacketInfo = (quiet = false, signal?: AbortSignal) =>
  get<RedPacketInfo>('/api/userredpacket', { page: 1 }, { silent: quiet, toastError: !quiet, signal });

/**
 * The player's draws (/hongbao and /welfare). Opening a page asks with the loading overlay and toasts a refusal, and
 * `noAnswer` when given and no answer came. `askQuietly` asks again with none of them (after a win, under its popup).
 * Not a mutation's invalidation: that would ask with the overlay.
 */
export function useRedPacketInfo(noAnswer?: string) {
  const quiet = useRef(false);
  const query = useQuery(['red-packet-info'], (signal) => getRedPacketInfo(quiet.current, signal), {
    noAnswerToast: () => (quiet.current ? undefined : noAnswer),
  });
  const { refetch } = query;
  const askQuietly = useCallback(() => {
    quiet.current = true;
    const done = refetch(); // the cache calls the fetcher at once (or answers the ask already on its way)
    quiet.current = false;
    return done;
  }, [refetch]);
  return { ...query, askQuietly };
}
