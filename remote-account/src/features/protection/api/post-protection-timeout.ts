import { NETWORK_ERROR, post, useMutation } from '@h5/shared';
import type { ProtectionState } from '@h5/shared/types';
import type { TimeoutChoice } from '@h5/shared/validators';
import { showChange } from './post-protection';

/** `POST /api/protection/timeout {choice, confirm: 1}`: a time-out, after the player confirmed it cannot be lifted. */
export const postProtectionTimeout = (choice: TimeoutChoice) =>
  post<ProtectionState>('/api/protection/timeout', { choice, confirm: 1 });

export const useStartTimeout = () =>
  useMutation(postProtectionTimeout, { onSuccess: showChange, noAnswerToast: NETWORK_ERROR });
