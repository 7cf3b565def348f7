import type { ReactNode } from 'react';

/** Why a page cannot be framed, under the bar, with 重试 and 返回首页. */
export function FrameFailure({
  bar,
  message,
  onRetry,
  onHome,
}: {
  bar: ReactNode;
  message: string;
  onRetry(): void;
  onHome(): void;
}) {
  return (
    <div className="game-page">
      {bar}
      <div className="game-page__failed" role="alert">
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
          <circle cx="32" cy="32" r="28" fill="none" stroke="#f3c262" strokeWidth="3" />
          <path d="M32 18v18" stroke="#f3c262" strokeWidth="4" strokeLinecap="round" />
          <circle cx="32" cy="45" r="3" fill="#f3c262" />
        </svg>
        <p>{message}</p>
        <div className="game-page__actions">
          <button type="button" className="game-page__btn game-page__btn--gold" onClick={onRetry}>
            重试
          </button>
          <button type="button" className="game-page__btn" onClick={onHome}>
            返回首页
          </button>
        </div>
      </div>
    </div>
  );
}
