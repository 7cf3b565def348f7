import { toast, useNavigate, type BindCardPayload } from '@h5/shared';
import { useCallback, useRef } from 'react';
import { useBindCard } from '../api/post-bind-card';

/** The success toast when the server sends no message of its own. */
export const BOUND = '绑定成功';

/**
 * Submitting a bind form: the client check first (its message as a toast, nothing sent), one request at a time (a
 * double tap sends once and checks once), the server's message on success, then back to the previous page (the card
 * list when the form was opened directly). A refusal is toasted by the client and keeps what was typed; unlike the
 * money forms, a request that got no answer says so (网络错误).
 */
export function useCardBinding(returnTo: string) {
  const navigate = useNavigate();
  const { run, pending } = useBindCard();
  // also covers the check: a second tap while the first is on its way does not even validate
  const busy = useRef(false);
  const submit = useCallback(
    async (check: () => string | null, payload: () => BindCardPayload) => {
      if (busy.current) return;
      const refused = check();
      if (refused) {
        toast.error(refused);
        return;
      }
      busy.current = true;
      try {
        const res = await run(payload()); // no answer: null, and useBindCard has said so (网络错误)
        if (!res || res.code !== 200) return;
        toast.success(res.message || BOUND);
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) navigate(-1);
        else navigate(returnTo, { replace: true });
      } finally {
        busy.current = false;
      }
    },
    [navigate, returnTo, run],
  );
  return { submit, submitting: pending };
}
