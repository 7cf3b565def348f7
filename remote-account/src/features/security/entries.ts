import { TONES } from '../../components/account-ui';

/** The security centre's entries: profile, card management, login password, withdrawal password. */
export const SECURITY_ENTRIES = [
  { to: '/userInfo', label: '个人资料', icon: 'user', tone: TONES.blue },
  { to: '/wallet', label: '卡片管理', icon: 'card', tone: TONES.gold },
  { to: '/password?type=1', label: '修改登录密码', icon: 'lock', tone: TONES.purple },
  { to: '/password?type=2', label: '设置取款密码', icon: 'key', tone: TONES.green },
] as const;
