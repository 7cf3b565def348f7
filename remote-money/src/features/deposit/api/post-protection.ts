import { post, useQuery } from '@h5/shared';
import type { ProtectionState } from '@h5/shared/types';

/** `POST /api/protection`: the player's limits (here: whether any deposit limit is set, for the first-deposit offer). */
export const postProtection = (signal?: AbortSignal) =>
  post<ProtectionState>('/api/protection', {}, { silent: true, toastError: false, signal });

export const useProtectionState = (enabled: boolean) =>
  useQuery(['protection'], (signal) => postProtection(signal), { enabled });
