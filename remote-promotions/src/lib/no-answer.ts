import { isNetworkError, toast } from '@h5/shared';

/**
 * For a call's `.catch`: when no answer came at all, toasts `message` (unless the request was aborted because the
 * page was left), then passes the error on to the query cache or `useMutation`, which keep it out of the page (a
 * query then reads `networkError`, a mutation's `run` answers null). Any other error is a bug and goes on unchanged.
 */
export const toastIfNoAnswer =
  (message: string, signal?: AbortSignal) =>
  (err: unknown): never => {
    if (isNetworkError(err) && !signal?.aborted) toast(message, 'danger');
    throw err;
  };
