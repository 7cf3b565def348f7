import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `ms` while the page is mounted and the document is visible (3.5 s on the wallet
 * and withdrawal pages, 1.5 s on transfer). Hidden (another tab, the phone locked) stops the timer; visible again
 * ticks at once and restarts it. Leaving the page unmounts it (a cached page's effects are torn down too).
 */
export function usePoll(tick: () => unknown, ms: number, enabled = true): void {
  const latest = useRef(tick);
  latest.current = tick;

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const run = () => {
      try {
        const r = latest.current();
        if (r instanceof Promise) r.catch(() => {});
      } catch {
        /* a missed poll is retried on the next tick */
      }
    };
    const start = () => {
      if (timer === undefined) timer = setInterval(run, ms);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') stop();
      else {
        run();
        start();
      }
    };
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms, enabled]);
}

/** How often the venue balances are asked again: the wallet and withdrawal pages, the transfer page. */
export const POLL_WALLET_MS = 3500;
export const POLL_TRANSFER_MS = 1500;
