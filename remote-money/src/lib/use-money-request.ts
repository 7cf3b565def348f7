import { isNetworkError } from '@h5/shared';
import { useCallback, useRef, useState } from 'react';
import { SubmitKey } from './submit-key';

/**
 * One money request at a time (deposit, withdrawal, transfer, recall-all): `running()` is true while one is in
 * flight (a second tap does nothing), `busy` drives the button, and `send(body, request)` hands the request the
 * form's Idempotency-Key (the same body resent after no answer keeps it). A network failure shows no message
 * (001 §8) and leaves everything typed as it was; any other error is thrown on.
 */
export function useMoneyRequest() {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const key = useRef(new SubmitKey());

  const running = useCallback(() => inFlight.current, []);

  const send = useCallback(async (body: unknown, request: (idempotencyKey: string) => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    let failure: unknown;
    try {
      await request(key.current.for(body));
    } catch (err) {
      failure = err;
      if (!isNetworkError(err)) throw err;
    } finally {
      key.current.settle(failure);
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, running, send };
}
