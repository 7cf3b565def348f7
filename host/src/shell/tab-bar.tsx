import { useGo, type RouteMeta } from '@h5/shared';

/** The tab bar's buttons: every route that declares a `tab`, in the order the areas give. */
export const tabsOf = (routes: RouteMeta[]) =>
  routes.filter((r) => r.tab).sort((a, b) => (a.tab!.order ?? 0) - (b.tab!.order ?? 0));

function TabIcon({ paths }: { paths: string[] }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      {paths.map((d, i) => (
        <path
          key={i}
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth={1.9}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

/**
 * The bottom tab bar, built from the routes' `tab` flags. `active` is the tab path to highlight (none on pages
 * that highlight no tab). `onIntent` is told a tab's path as soon as a finger (or the keyboard's focus) is on it,
 * before the tap ends, so its page can start loading.
 */
export function ShellTabBar({
  tabs,
  active,
  onIntent,
}: {
  tabs: RouteMeta[];
  active: string | undefined;
  onIntent?: (path: string) => void;
}) {
  const go = useGo();
  if (tabs.length === 0) return null;
  return (
    <nav className="shell-tabbar" aria-label="底部导航">
      {tabs.map((tab) => {
        const isActive = tab.path === active;
        return (
          <button
            key={tab.path}
            type="button"
            className={`shell-tabbar__item${isActive ? ' is-active' : ''}`}
            aria-current={isActive ? 'page' : undefined}
            onPointerDown={isActive ? undefined : () => onIntent?.(tab.path)}
            onFocus={isActive ? undefined : () => onIntent?.(tab.path)}
            onClick={() => go(tab.path)}
          >
            <TabIcon paths={tab.tab!.icon} />
            <span>{tab.tab!.label}</span>
          </button>
        );
      })}
    </nav>
  );
}
