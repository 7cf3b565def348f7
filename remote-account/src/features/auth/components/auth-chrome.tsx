import { Link } from '@h5/shared';
import { BoltIcon, ClockIcon, CompassIcon, HeadsetIcon, ShieldIcon } from './icons';
import { PAGES } from '@h5/shared/paths';

export type AuthViewName = 'login' | 'register';

/** The two tabs 登录 / 注册 over the form, with the gold ink under the current one. */
export function AuthTabs({ view, onSwitch }: { view: AuthViewName; onSwitch: (view: AuthViewName) => void }) {
  return (
    <div className="login-tabs" role="tablist" aria-label="登录或注册">
      {(['login', 'register'] as const).map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={view === v}
          className={`login-tabs__tab${view === v ? ' is-active' : ''}`}
          onClick={() => onSwitch(v)}
        >
          {v === 'login' ? '登录' : '注册'}
        </button>
      ))}
      <i className={`login-tabs__ink login-tabs__ink--${view}`} aria-hidden="true" />
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
