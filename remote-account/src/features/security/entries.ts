import { TONES } from '../../components/account-ui';
import { PAGES } from '@h5/shared/paths';

/** The security centre's entries: profile, card management, login password, withdrawal password. */
export const SECURITY_ENTRIES = [
  { to: PAGES.profile, label: '个人资料', icon: 'user', tone: TONES.blue },
  { to: PAGES.cards, label: '卡片管理', icon: 'card', tone: TONES.gold },
  { to: `${PAGES.password}?type=1`, label: '修改登录密码', icon: 'lock', tone: TONES.purple },
  { to: `${PAGES.password}?type=2`, label: '设置取款密码', icon: 'key', tone: TONES.green },
] as const;
