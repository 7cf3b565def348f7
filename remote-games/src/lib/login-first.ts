import { toast, useSession } from '@h5/shared';
import { useEffect } from 'react';
import { LOGIN_FIRST } from './messages';

/**
 * A page part that needs a player (a framed game, the agent page): true while `required` and there is no session,
 * and 请登录！ is toasted each time that starts (on opening, for each new `address`, after a logout).
 */
export function useLoginFirst(required: boolean, address: string): boolean {
  const token = useSession((s) => s.token);
  const missing = required && !token;
  useEffect(() => {
    if (missing) toast.error(LOGIN_FIRST);
  }, [missing, address]);
  return missing;
}
