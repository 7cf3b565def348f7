/** /gamePage's bar over the frame: 首页 (home), the title, and a spacer that keeps the title centred. */
export function FrameBar({ title, onHome }: { title: string; onHome(): void }) {
  return (
    <header className="game-page__bar">
      <button type="button" className="game-page__home" onClick={onHome} aria-label="返回首页">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M3.5 10.5L12 3.5l8.5 7M5.5 9v10.5h13V9M10 19.5v-5h4v5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.9"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>首页</span>
      </button>
      <h1 className="game-page__title">{title}</h1>
      <span className="game-page__side" />
    </header>
  );
}
