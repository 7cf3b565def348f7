import { NETWORK_ERROR, post, useMutation } from '@h5/shared';
import type { ProtectionState } from '@h5/shared/types';
import type { LimitKind, LimitPeriod } from '@h5/shared/validators';
import { showChange } from './post-protection';

/** `POST /api/protection/cancel {kind, period?}`: withdraws a pending looser change. */
export const postProtectionCancel = (target: { kind: LimitKind; period?: LimitPeriod }) =>
  post<ProtectionState>('/api/protection/cancel', target);

export const useCancelPending = () =>
  useMutation(postProtectionCancel, { onSuccess: showChange, noAnswerToast: NETWORK_ERROR });
