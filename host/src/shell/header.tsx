import { goBack, post, toast, useGo, useLocation, useNavigate, useSearchParams, useSession } from '@h5/shared';
import { useState } from 'react';

/** Routes without the shell header (000 §2 Shell). */
const HIDDEN_ON = new Set(['/activity', '/activityInfo', '/mine', '/transfer']);
const ABOUTS_TITLES: Record<string, string> = { '5': '条款与规则', '6': '隐私政策' };

export function headerKind(pathname: string): 'none' | 'back' | 'main' {
  if (HIDDEN_ON.has(pathname)) return 'none';
  if (pathname === '/message' || pathname === '/abouts') return 'back';
  return 'main';
}

function BackHeader() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const title = pathname === '/message' ? '消息中心' : (ABOUTS_TITLES[params.get('type') ?? ''] ?? '条款与规则');
  return (
    <header className="shell-header shell-header--back">
      <button
        type="button"
        className="shell-header__back"
        aria-label="返回"
        onClick={() => goBack(navigate)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="shell-header__title">{title}</h1>
      <span className="shell-header__spacer" />
    </header>
  );
}

function MainHeader() {
  const go = useGo();
  const token = useSession((s) => s.token);
  const userInfo = useSession((s) => s.userInfo);
  const appInfo = useSession((s) => s.appInfo);
  const [spinning, setSpinning] = useState(false);
  const [recycling, setRecycling] = useState(false);

  const refresh = async () => {
    if (spinning) return;
    setSpinning(true);
    try {
      if (await useSession.getState().refreshUser()) toast.success('刷新成功');
    } finally {
      setTimeout(() => setSpinning(false), 500);
    }
  };

  const recycle = async () => {
    if (recycling) return;
    setRecycling(true);
    try {
      const res = await post<unknown>('/api/transall', {}, { toastError: false });
      if (res.code !== 401 && res.message) toast.error(res.message);
      await useSession.getState().refreshUser();
    } catch {
      toast.error('网络错误，请检查网络后重试！');
    } finally {
      setRecycling(false);
    }
  };

  return (
    <header className="shell-header">
      <button type="button" className="shell-header__logo" onClick={() => go('/')} aria-label={appInfo?.title || '首页'}>
        <img src={appInfo?.site_logo || 'assets/logo.svg'} alt={appInfo?.title || '星耀娱乐'} height="30" />
      </button>
      {token ? (
        <div className="shell-header__wallet">
          <span className="shell-header__coin" aria-hidden="true">¥</span>
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
              <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button type="button" className="shell-header__recycle" onClick={recycle} disabled={recycling}>
            一键回收
          </button>
        </div>
      ) : (
        <div className="shell-header__auth">
          <button type="button" className="shell-header__btn" onClick={() => go('/login?type=0')}>
            登录
          </button>
          <button type="button" className="shell-header__btn shell-header__btn--solid" onClick={() => go('/login?type=1')}>
            注册
          </button>
        </div>
      )}
    </header>
  );
}

export function ShellHeader() {
  const { pathname } = useLocation();
  const kind = headerKind(pathname);
  if (kind === 'none') return null;
  return kind === 'back' ? <BackHeader /> : <MainHeader />;
}
