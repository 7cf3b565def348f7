import {
  backHeaderTitle,
  NETWORK_ERROR,
  PageHeader,
  post,
  toast,
  useGo,
  useLocation,
  useRefreshUser,
  useSession,
  type HeaderMode,
  type RouteMeta,
} from '@h5/shared';
import { useState } from 'react';
import { PAGES } from '@h5/shared/paths';

/** The header a route asks for (its `header` flag; the main header for unknown paths). */
export const headerKind = (route: RouteMeta | undefined): HeaderMode => route?.header ?? 'main';

/**
 * The back header: the site's one back bar, shared's `PageHeader` (arrow 返回, one step back or home; the title an
 * `<h1>`), as the shell's fixed bar (block `shell-header`, its look in shell.css). Hand-made, not antd-mobile's NavBar:
 * it is on the first paint of every page that has it, where antd-mobile never loads (`PageHeader` says more).
 */
function BackHeader({ route }: { route: RouteMeta }) {
  const { search } = useLocation();
  return <PageHeader title={backHeaderTitle(route, search)} block="shell-header" className="shell-header--back" />;
}

function MainHeader() {
  const go = useGo();
  const token = useSession((s) => s.token);
  const userInfo = useSession((s) => s.userInfo);
  const appInfo = useSession((s) => s.appInfo);
  const { refresh, spinning } = useRefreshUser();
  const [recycling, setRecycling] = useState(false);

  const recycle = async () => {
    if (recycling) return;
    setRecycling(true);
    try {
      const res = await post<unknown>('/api/transall', {}, { toastError: false });
      if (res.code !== 401 && res.message) toast.error(res.message);
      await useSession.getState().refreshUser();
    } catch {
      toast.error(NETWORK_ERROR);
    } finally {
      setRecycling(false);
    }
  };

  return (
    <header className="shell-header">
      <button
        type="button"
        className="shell-header__logo"
        onClick={() => go('/')}
        aria-label={appInfo?.title || '首页'}
      >
        {/* width and height reserve the default logo's box (132×32 drawn 30 high) before it loads; the CSS keeps
            the height and lets an operator's logo of another shape take its own width */}
        <img src={appInfo?.site_logo || 'assets/logo.svg'} alt={appInfo?.title || '星耀娱乐'} width="124" height="30" />
      </button>
      {token ? (
        <div className="shell-header__wallet">
          <span className="shell-header__coin" aria-hidden="true">
            ¥
          </span>
          <span className="shell-header__balance" data-testid="header-balance">
            {userInfo?.balance ?? '0.00'}
          </span>
          <button
            type="button"
            className={`shell-header__icon${spinning ? ' is-spinning' : ''}`}
            aria-label="刷新余额"
            onClick={refresh}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
          <button type="button" className="shell-header__recycle" onClick={recycle} disabled={recycling}>
            一键回收
          </button>
        </div>
      ) : (
        <div className="shell-header__auth">
          <button type="button" className="shell-header__btn" onClick={() => go(`${PAGES.login}?type=0`)}>
            登录
          </button>
          <button
            type="button"
            className="shell-header__btn shell-header__btn--solid"
            onClick={() => go(`${PAGES.login}?type=1`)}
          >
            注册
          </button>
        </div>
      )}
    </header>
  );
}

/** The shell's header for the current route, as its `header` flag says. */
export function ShellHeader({ route }: { route: RouteMeta | undefined }) {
  const kind = headerKind(route);
  if (kind === 'none') return null;
  return kind === 'back' && route ? <BackHeader route={route} /> : <MainHeader />;
}
