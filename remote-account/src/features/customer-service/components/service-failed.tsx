/** What /kefu shows when the customer-service address cannot be had: a drawn headset, the reason, a retry. */
export function ServiceFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="kefu-failed" role="alert">
      <svg viewBox="0 0 120 120" width="112" height="112" aria-hidden="true">
        <defs>
          <linearGradient id="kefu-failed-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f6c35b" />
            <stop offset="1" stopColor="#d98a16" />
          </linearGradient>
        </defs>
        <circle cx="60" cy="60" r="52" fill="#fff4df" />
        <path
          d="M32 66V56a28 28 0 0 1 56 0v10"
          fill="none"
          stroke="url(#kefu-failed-g)"
          strokeWidth="7"
          strokeLinecap="round"
        />
        <rect x="26" y="60" width="15" height="24" rx="6" fill="url(#kefu-failed-g)" />
        <rect x="79" y="60" width="15" height="24" rx="6" fill="url(#kefu-failed-g)" />
        <path d="M86 84c0 7-8 11-20 11" fill="none" stroke="#d98a16" strokeWidth="4" strokeLinecap="round" />
        <circle cx="92" cy="32" r="13" fill="#ef4a4a" />
        <path d="M92 25v9" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" />
        <circle cx="92" cy="39" r="2" fill="#fff" />
      </svg>
      <p className="kefu-failed__text">{message}</p>
      <button type="button" className="kefu-failed__retry" onClick={onRetry}>
        重新加载
      </button>
    </div>
  );
}
