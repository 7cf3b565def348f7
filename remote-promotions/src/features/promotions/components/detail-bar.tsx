import { goBack, useNavigate } from '@h5/shared';

/** The detail page's own top bar (the shell hides its header on /activityInfo): back arrow and title. */
export function DetailBar({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <header className="promo-titlebar">
      <button type="button" className="promo-titlebar__side promo-titlebar__back" aria-label="返回" onClick={() => goBack(navigate)}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="promo-titlebar__title">{title}</h1>
      <span className="promo-titlebar__side" />
    </header>
  );
}
