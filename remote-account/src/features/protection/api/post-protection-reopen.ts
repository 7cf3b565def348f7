import { NETWORK_ERROR, post, useMutation } from '@h5/shared';
import type { ProtectionState } from '@h5/shared/types';
import { showChange } from './post-protection';

/** `POST /api/protection/reopen`: after a self-exclusion ended, the account reopens 24 hours after this request. */
export const postProtectionReopen = () => post<ProtectionState>('/api/protection/reopen', {});

export const useAskReopen = () =>
  useMutation(postProtectionReopen, { onSuccess: showChange, noAnswerToast: NETWORK_ERROR });
