import { paymentCountdown } from '@h5/shared/time';
import { useEffect, useState } from 'react';

/** The mm:ss countdown to one hour after created_at, ticking each second and stopping at expiry. */
export function usePaymentCountdown(createdAt: string | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const state = createdAt ? paymentCountdown(createdAt, now) : null;
  const running = Boolean(state && !state.expired);
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [running]);
  return state;
}
