import { PageHeader } from './page-header';

/** A titled placeholder for a page whose area has not built it yet. */
export function ComingSoon({ title, withHeader = true }: { title: string; withHeader?: boolean }) {
  return (
    <div className="h5-coming-soon">
      {withHeader && <PageHeader title={title} />}
      <div className="h5-coming-soon__body">
        <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
          <defs>
            <linearGradient id="cs-g" x1="0" x2="1" y1="0" y2="1">
              <stop offset="0" stopColor="#ffd27a" />
              <stop offset="1" stopColor="#f0a020" />
            </linearGradient>
          </defs>
          <circle cx="60" cy="60" r="52" fill="#fff6e4" />
          <rect x="30" y="42" width="60" height="44" rx="8" fill="url(#cs-g)" />
          <rect x="38" y="32" width="44" height="14" rx="5" fill="#f7c25c" />
          <path d="M44 64h32M44 74h20" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        </svg>
        <h2>{title}</h2>
        <p>该页面正在建设中，敬请期待</p>
      </div>
    </div>
  );
}
