import { NETWORK_ERROR, post, useMutation } from '@h5/shared';
import type { ProtectionState } from '@h5/shared/types';
import type { ExclusionChoice } from '@h5/shared/validators';
import { showChange } from './post-protection';

/** `POST /api/protection/exclusion {choice, confirm: 1}`: a self-exclusion, after the player confirmed it. */
export const postProtectionExclusion = (choice: ExclusionChoice) =>
  post<ProtectionState>('/api/protection/exclusion', { choice, confirm: 1 });

export const useStartExclusion = () =>
  useMutation(postProtectionExclusion, { onSuccess: showChange, noAnswerToast: NETWORK_ERROR });
