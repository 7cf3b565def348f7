import { post, useQuery } from '@h5/shared';
import type { RealityCheck } from '@h5/shared/types';

/** `POST /api/protection/reality`: this sign-in's minutes and the net result of the bets since (fen, negative a loss). */
export const postProtectionReality = (signal?: AbortSignal) =>
  post<RealityCheck>('/api/protection/reality', {}, { silent: true, signal });

/** The page's summary line of this sign-in (the shell's reality-check dialog asks the same endpoint itself). */
export const useRealityFigures = () => useQuery(['protection-reality'], (signal) => postProtectionReality(signal));
