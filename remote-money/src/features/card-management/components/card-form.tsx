import type { BindCardPayload } from '@h5/shared';
import type { ReactNode } from 'react';
import { useCardBinding } from '../hooks/use-card-binding';

/**
 * A bind form (/addBankCard, /addUsdtCard): its rows, a tip under them and 确认添加. Submitting checks `check` on the
 * payload first (its message as a toast, nothing sent), then binds (useCardBinding) and goes back, or to `returnTo`.
 */
export function CardForm({
  returnTo,
  payload,
  check,
  tip,
  children,
}: {
  returnTo: string;
  payload: () => BindCardPayload;
  check: (payload: BindCardPayload) => string | null;
  tip: ReactNode;
  children: ReactNode;
}) {
  const { submit, submitting } = useCardBinding(returnTo);
  return (
    <form
      className="card-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(() => check(payload()), payload);
      }}
    >
      <section className="card-form__group">{children}</section>
      <p className="card-form__tip">{tip}</p>
      <button type="submit" className="card-form__submit" disabled={submitting}>
        确认添加
      </button>
    </form>
  );
}
