import { NETWORK_ERROR, post, useMutation } from '@h5/shared';
import type { ProtectionState } from '@h5/shared/types';
import type { LimitPeriod } from '@h5/shared/validators';
import { showChange } from './post-protection';

/** A limit asked for: deposit and loss in whole yuan per period, session and reality in minutes; null removes. */
export type LimitChange =
  | { kind: 'deposit' | 'loss'; period: LimitPeriod; value: number | null }
  | { kind: 'session' | 'reality'; value: number | null };

/** `POST /api/protection/limit {kind, period?, value}`: stricter at once, looser after 24 hours (answered pending). */
export const postProtectionLimit = (change: LimitChange) => post<ProtectionState>('/api/protection/limit', change);

export const useSetLimit = () =>
  useMutation(postProtectionLimit, { onSuccess: showChange, noAnswerToast: NETWORK_ERROR });
