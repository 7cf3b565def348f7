import { Link, useRovingTabs } from '@h5/shared';
import { BoltIcon, ClockIcon, CompassIcon, HeadsetIcon, ShieldIcon } from './icons';
import { PAGES } from '@h5/shared/paths';

export type AuthViewName = 'login' | 'register';

const VIEWS: { view: AuthViewName; title: string }[] = [
  { view: 'login', title: '登录' },
  { view: 'register', title: '注册' },
];

/**
 * The two tabs 登录 / 注册 over the form, each half wide, with the gold ink under the current one. Hand-made (the
 * ARIA tabs pattern: roving tabindex, arrows, Home and End), not antd-mobile's Tabs: they are on /login's first
 * paint, and antd-mobile (77 KB gzip) was the only reason the page loaded it.
 */
export function AuthTabs({ view, onSwitch }: { view: AuthViewName; onSwitch: (view: AuthViewName) => void }) {
  const selected = VIEWS.findIndex((v) => v.view === view);
  const tab = useRovingTabs(VIEWS.length, selected, (i) => onSwitch(VIEWS[i].view));
  return (
    <div className="login-tabs" role="tablist" aria-label="登录或注册">
      {VIEWS.map((v, i) => (
        <button
          key={v.view}
          type="button"
          role="tab"
          className={`login-tabs__tab${i === selected ? ' login-tabs__tab--active' : ''}`}
          onClick={() => onSwitch(v.view)}
          {...tab(i)}
        >
          {v.title}
        </button>
      ))}
    </div>
  );
}

/** Under the form: 先去逛逛 (home) and 在线客服 (/kefu). */
export function AuthLinks() {
  return (
    <nav className="login-links">
      <Link to="/" className="login-links__item">
        <CompassIcon />
        先去逛逛
      </Link>
      <i className="login-links__divider" aria-hidden="true" />
      <Link to={PAGES.customerService} className="login-links__item">
        <HeadsetIcon />
        在线客服
      </Link>
    </nav>
  );
}

/** The three service promises under the card. */
export function TrustBadges() {
  return (
    <ul className="login-trust" aria-label="服务保障">
      <li>
        <ShieldIcon size={18} />
        <span>资金安全</span>
      </li>
      <li>
        <BoltIcon />
        <span>极速存取</span>
      </li>
      <li>
        <ClockIcon />
        <span>7×24 客服</span>
      </li>
    </ul>
  );
}
