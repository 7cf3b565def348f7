import { post, useQuery } from '@h5/shared';
import { toastRefusal } from '../../../lib/framed-address';
import { LAUNCH_TIMEOUT } from '../../../lib/messages';

/** POST /api/getservicerurl: the customer-service page to frame (data.url). No automatic toast. */
export const postServiceUrl = (signal?: AbortSignal) =>
  post<{ url: string }>('/api/getservicerurl', {}, { toastError: false, signal });

/** Customer service's address for /gamePage?dailiD=2 (`enabled`: that page is open); a refusal or no answer is toasted. */
export const useServiceUrl = (enabled: boolean) =>
  useQuery(['service-url'], (signal) => postServiceUrl(signal).then(toastRefusal), {
    enabled,
    noAnswerToast: LAUNCH_TIMEOUT,
  });
