import { isNetworkError, toast, useNavigate, type BindCardPayload } from '@h5/shared';
import { useCallback, useRef, useState } from 'react';
import { postBindCard } from '../api/post-bind-card';

/** The success toast when the server sends no message of its own. */
export const BOUND = '绑定成功';

/**
 * Submitting a bind form (001 §4): the client check first (its message as a toast, nothing sent), one request at a
 * time (a double tap sends once), the server's message on success, then back to the previous page (the card list
 * when the form was opened directly). A refusal is toasted by the client and keeps what was typed.
 */
export function useBindCard(returnTo: string) {
  const navigate = useNavigate();
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const submit = useCallback(
    async (check: () => string | null, payload: () => BindCardPayload) => {
      if (busy.current) return;
      const refused = check();
      if (refused) {
        toast.error(refused);
        return;
      }
      busy.current = true;
      setSubmitting(true);
      try {
        const res = await postBindCard(payload());
        if (res.code !== 200) return;
        toast.success(res.message || BOUND);
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) navigate(-1);
        else navigate(returnTo, { replace: true });
      } catch (err) {
        if (!isNetworkError(err)) throw err;
        toast.error(err.message);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [navigate, returnTo],
  );
  return { submit, submitting };
}
