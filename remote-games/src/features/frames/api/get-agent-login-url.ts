import { get, useQuery } from '@h5/shared';
import { toastRefusal } from '../../../lib/framed-address';
import { LAUNCH_TIMEOUT } from '../../../lib/messages';

/** GET /api/getAgentLoginUrl: the agent back office's address (data.url), for an agent only. No automatic toast. */
export const getAgentLoginUrl = (signal?: AbortSignal) =>
  get<{ url: string }>('/api/getAgentLoginUrl', undefined, { toastError: false, signal });

/** The agent page's address for /gamePage?dailiD=1 (`enabled`: a player is there); a refusal or no answer is toasted. */
export const useAgentLoginUrl = (enabled: boolean) =>
  useQuery(['agent-login-url'], (signal) => getAgentLoginUrl(signal).then(toastRefusal), {
    enabled,
    noAnswerToast: LAUNCH_TIMEOUT,
  });
