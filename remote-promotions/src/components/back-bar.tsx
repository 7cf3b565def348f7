import { goBack, useNavigate } from '@h5/shared';

/**
 * A page's own top bar where the shell draws none (or draws the main header): back arrow, title, and a spacer that
 * keeps the title centred. `block` names the CSS block (`<block>`, `<block>__back`, `__title`, `__side`).
 */
export function BackBar({ title, block }: { title: string; block: string }) {
  const navigate = useNavigate();
  return (
    <header className={block}>
      <button type="button" className={`${block}__back`} aria-label="返回" onClick={() => goBack(navigate)}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className={`${block}__title`}>{title}</h1>
      <span className={`${block}__side`} />
    </header>
  );
}
