import { post, useQuery } from '@h5/shared';

/**
 * `POST /api/getservicerurl` (empty body): `data.url`, the customer-service page /kefu frames — the operator's outside
 * service when one is configured, else the server's built-in chat (`/support/`). Never shown to the player. Silent:
 * the page has its own spinner.
 */
export const postServicerUrl = (signal?: AbortSignal) =>
  post<{ url: string }>('/api/getservicerurl', {}, { silent: true, toastError: false, signal });

export const servicerUrlKey = ['servicer-url'] as const;

/** Where customer service is: asked each time the page opens (the last answer shown meanwhile). */
export const useServicerUrl = () => useQuery(servicerUrlKey, postServicerUrl);
