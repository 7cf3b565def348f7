import { useSession } from '@h5/shared';
import { isValidPid } from '@h5/shared/validators';
import { useEffect } from 'react';

/**
 * The referrer id (`pid`): a valid one in the query overrides the stored one and is stored; otherwise the stored one
 * is used (null without either).
 */
export function useReferrer(queryPid: string): string | null {
  const storedPid = useSession((s) => s.pid);
  useEffect(() => {
    if (isValidPid(queryPid) && queryPid !== useSession.getState().pid) useSession.getState().setPid(queryPid);
  }, [queryPid]);
  return isValidPid(queryPid) ? queryPid : storedPid;
}
