import { create } from 'zustand';

/** How many requests that show the loading overlay are running now. */
export const useLoading = create<{ pending: number }>(() => ({ pending: 0 }));

export const loadingStarted = () => useLoading.setState((s) => ({ pending: s.pending + 1 }));
export const loadingEnded = () => useLoading.setState((s) => ({ pending: Math.max(0, s.pending - 1) }));
