import { useMutation, type ApiResponse, type MutationOptions, type MutationResult } from '@h5/shared';

/** What a write does once its answer is in, whatever its code; awaited inside the write. */
export type AfterAnswer<A, T> = (answer: ApiResponse<T>, args: A) => Promise<void> | void;

/**
 * `useMutation` with a follow-up awaited inside the write: signing in after a login, loading the user again after an
 * avatar upload, reading the application's state again after applying. `pending` (the busy button, the taps it
 * ignores) lasts until the follow-up is done, so a player can never send the same write twice while the page is
 * still settling. `useMutation`'s own `onSuccess` is not awaited and runs only on a 200, which would free the button
 * while the follow-up still runs. A follow-up that gets no answer at all counts as the write's: `run` answers null.
 */
export function useMutationThen<A, T>(
  send: (args: A) => Promise<ApiResponse<T>>,
  after?: AfterAnswer<A, T>,
  options?: MutationOptions<T>,
): MutationResult<A, T> {
  return useMutation(async (args: A) => {
    const answer = await send(args);
    await after?.(answer, args);
    return answer;
  }, options);
}
