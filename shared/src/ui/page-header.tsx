import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { goBack } from '../routing';

/** The fixed top bar with a back arrow that every area page has (001 §2). */
export function PageHeader({ title, right, onBack }: { title: ReactNode; right?: ReactNode; onBack?: () => void }) {
  const navigate = useNavigate();
  const back = () => (onBack ? onBack() : goBack(navigate));
  return (
    <header className="h5-page-header">
      <button type="button" className="h5-page-header__back" aria-label="返回" onClick={back}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="h5-page-header__title">{title}</h1>
      <div className="h5-page-header__right">{right}</div>
    </header>
  );
}
