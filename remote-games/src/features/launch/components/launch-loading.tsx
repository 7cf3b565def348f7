/** The launch's loading indicator (shown for 1000 ms after a tap). */
export function LaunchLoading({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <div className="launch-loading" role="status" aria-label="游戏加载中">
      <div className="launch-loading__box">
        <i className="launch-loading__spinner" aria-hidden="true" />
        <span>游戏加载中…</span>
      </div>
    </div>
  );
}
