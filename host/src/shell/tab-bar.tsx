import { useGo, useLocation } from '@h5/shared';
import type { ReactNode } from 'react';

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.9, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const TABS: { path: string; label: string; icon: ReactNode }[] = [
  {
    path: '/',
    label: '首页',
    icon: (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M3.5 10.5L12 3.5l8.5 7" {...stroke} />
        <path d="M5.5 9v10.5h13V9" {...stroke} />
        <path d="M10 19.5v-5h4v5" {...stroke} />
      </svg>
    ),
  },
  {
    path: '/activity',
    label: '优惠',
    icon: (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <rect x="3.5" y="8.5" width="17" height="12" rx="1.5" {...stroke} />
        <path d="M2.5 8.5h19M12 8.5v12M12 8.5C10 4 6.5 4.5 7 7s5 1.5 5 1.5 4.5 1 5-1.5-5-3-5 1.5z" {...stroke} />
      </svg>
    ),
  },
  {
    path: '/kefu',
    label: '客服',
    icon: (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M4.5 14v-2.5a7.5 7.5 0 0 1 15 0V14" {...stroke} />
        <rect x="3" y="12.5" width="4" height="6" rx="1.5" {...stroke} />
        <rect x="17" y="12.5" width="4" height="6" rx="1.5" {...stroke} />
        <path d="M19 18.5c0 1.5-2 2.5-5 2.5" {...stroke} />
      </svg>
    ),
  },
  {
    path: '/zhanzhu',
    label: '赞助',
    icon: (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z" {...stroke} />
      </svg>
    ),
  },
  {
    path: '/mine',
    label: '我的',
    icon: (
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <circle cx="12" cy="8" r="4" {...stroke} />
        <path d="M4 20.5c1-4 4.2-6 8-6s7 2 8 6" {...stroke} />
      </svg>
    ),
  },
];

export function ShellTabBar() {
  const { pathname } = useLocation();
  const go = useGo();
  if (pathname === '/login') return null;
  return (
    <nav className="shell-tabbar" aria-label="底部导航">
      {TABS.map((tab) => {
        const active = tab.path === pathname;
        return (
          <button
            key={tab.path}
            type="button"
            className={`shell-tabbar__item${active ? ' is-active' : ''}`}
            aria-current={active ? 'page' : undefined}
            onClick={() => go(tab.path)}
          >
            {tab.icon}
            <span>{tab.label}</span>
          </button>
        );
      })}
    </nav>
  );
}
