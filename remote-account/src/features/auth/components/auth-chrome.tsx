import { Link } from '@h5/shared';
import { Tabs } from '@h5/shared/antd';
import { NamedTabs } from '@h5/shared/ui';
import { BoltIcon, ClockIcon, CompassIcon, HeadsetIcon, ShieldIcon } from './icons';
import { PAGES } from '@h5/shared/paths';

export type AuthViewName = 'login' | 'register';

/** The two tabs 登录 / 注册 over the form (antd-mobile's Tabs, no panes), with the gold ink under the current one. */
export function AuthTabs({ view, onSwitch }: { view: AuthViewName; onSwitch: (view: AuthViewName) => void }) {
  return (
    <NamedTabs
      label="登录或注册"
      className="login-tabs"
      activeKey={view}
      activeLineMode="fixed"
      onChange={(key) => onSwitch(key as AuthViewName)}
    >
      <Tabs.Tab key="login" title="登录" />
      <Tabs.Tab key="register" title="注册" />
    </NamedTabs>
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
