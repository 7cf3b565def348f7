import { goBack, useNavigate } from '@h5/shared';

/**
 * The transfer page's own top bar (the shell draws no header there): a back arrow and 转账. Close to the shared
 * `PageHeader`, but with its own sizes (48 px tall, a 40 px back button), so it stays as it is drawn.
 */
export function TransferBar() {
  const navigate = useNavigate();
  return (
    <header className="transfer-bar">
      <button type="button" className="transfer-bar__back" aria-label="返回" onClick={() => goBack(navigate)}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="transfer-bar__title">转账</h1>
      <span className="transfer-bar__side" />
    </header>
  );
}
