import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  DashboardOutlined,
  NotificationOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType, ReactNode } from 'react';
import type { AdminRole } from './api/types';
import { DepositsBadge, WithdrawalsBadge } from './features/cashier/badges';
import { AdjustmentsBadge } from './features/players/badges';
import { SupportBadge } from './features/support/badges';

/**
 * Every page of the console, once: its path, its menu entry and who may open it. The routes (App.tsx) and the menu
 * (layout/ConsoleLayout.tsx) are both made from this list, so a page is added by adding one entry here and its
 * module under `pages/`. `roles` are the roles besides super (who opens everything); the server refuses the calls of
 * a role that is not listed whatever the console shows.
 */
export interface ConsolePage {
  path: string;
  title: string;
  /** the menu group; absent: not in the menu (a detail page reached from a list) */
  group?: MenuGroup;
  icon?: ReactNode;
  roles: readonly AdminRole[];
  /** a small live count beside the menu entry (rendered in the layout, so it must be cheap to load) */
  badge?: ComponentType;
  /** the page's own chunk */
  load: () => Promise<{ default: ComponentType }>;
}

export type MenuGroup = 'home' | 'cashier' | 'players' | 'content' | 'catalogue' | 'site' | 'ops' | 'me';

export const GROUP_LABEL: Record<MenuGroup, string | null> = {
  home: null,
  cashier: '财务审核',
  players: '玩家与客服',
  content: '内容与活动',
  catalogue: '游戏与支付',
  site: '站点',
  ops: '运维与审计',
  me: null,
};

/**
 * The icon of each menu group (its submenu's; shown alone when the menu is collapsed). The pages inside have none:
 * 26 icons on the first screen cost 6.5 KB gzip of the 350 KB budget (npm run bench:backoffice).
 */
export const GROUP_ICON: Record<MenuGroup, ReactNode> = {
  home: null,
  cashier: <AccountBookOutlined />,
  players: <TeamOutlined />,
  content: <NotificationOutlined />,
  catalogue: <AppstoreOutlined />,
  site: <SettingOutlined />,
  ops: <AuditOutlined />,
  me: null,
};

const ALL: readonly AdminRole[] = ['finance', 'editor', 'super'];
const FINANCE: readonly AdminRole[] = ['finance', 'super'];
const EITHER: readonly AdminRole[] = ['finance', 'editor', 'super'];
const SUPER: readonly AdminRole[] = ['super'];

export const PAGES: readonly ConsolePage[] = [
  {
    path: '/',
    title: '概况',
    group: 'home',
    icon: <DashboardOutlined />,
    roles: ALL,
    load: () => import(/* webpackChunkName: "dashboard" */ './features/dashboard/DashboardPage'),
  },
  // 财务审核
  {
    path: '/deposits',
    title: '待审充值',
    group: 'cashier',
    roles: FINANCE,
    badge: DepositsBadge,
    load: () => import(/* webpackChunkName: "deposits" */ './pages/DepositsPage'),
  },
  {
    path: '/withdrawals',
    title: '待审取款',
    group: 'cashier',
    roles: FINANCE,
    badge: WithdrawalsBadge,
    load: () => import(/* webpackChunkName: "withdrawals" */ './pages/WithdrawalsPage'),
  },
  {
    path: '/adjustments',
    title: '调账审批',
    group: 'cashier',
    roles: FINANCE,
    badge: AdjustmentsBadge,
    load: () => import(/* webpackChunkName: "adjustments" */ './pages/AdjustmentsPage'),
  },
  // 玩家与客服
  {
    path: '/players',
    title: '玩家',
    group: 'players',
    roles: EITHER,
    load: () => import(/* webpackChunkName: "players" */ './pages/PlayersPage'),
  },
  {
    path: '/players/:id',
    title: '玩家详情',
    roles: EITHER,
    load: () => import(/* webpackChunkName: "player" */ './pages/PlayerProfilePage'),
  },
  {
    path: '/agent-applications',
    title: '代理申请',
    group: 'players',
    roles: EITHER,
    load: () => import(/* webpackChunkName: "agent-applications" */ './pages/AgentApplicationsPage'),
  },
  {
    path: '/support',
    title: '客服工作台',
    group: 'players',
    roles: EITHER,
    badge: SupportBadge,
    load: () => import(/* webpackChunkName: "support" */ './pages/SupportPage'),
  },
  // 内容与活动
  {
    path: '/banners',
    title: '轮播图',
    group: 'content',
    roles: ALL,
    load: () => import(/* webpackChunkName: "banners" */ './pages/BannersPage'),
  },
  {
    path: '/notices',
    title: '公告',
    group: 'content',
    roles: ALL,
    load: () => import(/* webpackChunkName: "notices" */ './pages/NoticesPage'),
  },
  {
    path: '/articles',
    title: '帮助中心文章',
    group: 'content',
    roles: ALL,
    load: () => import(/* webpackChunkName: "articles" */ './pages/ArticlesPage'),
  },
  {
    path: '/promotions',
    title: '活动',
    group: 'content',
    roles: EITHER,
    load: () => import(/* webpackChunkName: "promotions" */ './pages/PromotionsPage'),
  },
  {
    path: '/promotion-types',
    title: '活动类型',
    group: 'content',
    roles: EITHER,
    load: () => import(/* webpackChunkName: "promotion-types" */ './pages/PromotionTypesPage'),
  },
  {
    path: '/applications',
    title: '活动申请',
    group: 'content',
    roles: FINANCE,
    load: () => import(/* webpackChunkName: "applications" */ './pages/ApplicationsPage'),
  },
  {
    path: '/redpacket-rules',
    title: '红包规则',
    group: 'content',
    roles: EITHER,
    load: () => import(/* webpackChunkName: "redpacket-rules" */ './pages/RedpacketRulesPage'),
  },
  {
    path: '/vip-levels',
    title: 'VIP 等级',
    group: 'content',
    roles: EITHER,
    load: () => import(/* webpackChunkName: "vip-levels" */ './pages/VipLevelsPage'),
  },
  // 游戏与支付
  {
    path: '/games',
    title: '游戏',
    group: 'catalogue',
    roles: ALL,
    load: () => import(/* webpackChunkName: "games" */ './pages/GamesPage'),
  },
  {
    path: '/venues',
    title: '场馆',
    group: 'catalogue',
    roles: ALL,
    load: () => import(/* webpackChunkName: "venues" */ './pages/VenuesPage'),
  },
  {
    path: '/transfers',
    title: '转账对账',
    group: 'catalogue',
    roles: FINANCE,
    load: () => import(/* webpackChunkName: "transfers" */ './pages/TransfersPage'),
  },
  {
    path: '/payments',
    title: '支付通道',
    group: 'catalogue',
    roles: EITHER,
    load: () => import(/* webpackChunkName: "payments" */ './pages/PaymentsPage'),
  },
  // 站点
  {
    path: '/site',
    title: '站点设置',
    group: 'site',
    roles: EITHER,
    load: () => import(/* webpackChunkName: "site" */ './pages/SitePage'),
  },
  // 运维与审计
  {
    path: '/releases',
    title: '版本发布',
    group: 'ops',
    roles: SUPER,
    load: () => import(/* webpackChunkName: "releases" */ './pages/ReleasesPage'),
  },
  {
    path: '/staff',
    title: '管理员',
    group: 'ops',
    roles: SUPER,
    load: () => import(/* webpackChunkName: "staff" */ './pages/StaffPage'),
  },
  {
    path: '/audit',
    title: '操作日志',
    group: 'ops',
    roles: FINANCE,
    load: () => import(/* webpackChunkName: "audit" */ './pages/AuditPage'),
  },
  {
    path: '/jobs',
    title: '定时任务与对账',
    group: 'ops',
    roles: FINANCE,
    load: () => import(/* webpackChunkName: "jobs" */ './pages/JobsPage'),
  },
  // 我的
  {
    path: '/security',
    title: '账号安全',
    group: 'me',
    icon: <SafetyOutlined />,
    roles: ALL,
    load: () => import(/* webpackChunkName: "security" */ './features/auth/SecurityPage'),
  },
];

export const mayOpen = (page: ConsolePage, role: AdminRole | undefined) =>
  role !== undefined && (role === 'super' || page.roles.includes(role));

/** who may open it, in words (the 403 page): 财务和超级管理员 */
export function rolesInWords(page: ConsolePage) {
  const names = page.roles
    .filter((r) => r !== 'super')
    .map((r) => ({ finance: '财务', editor: '内容编辑', super: '超级管理员' })[r])
    .concat('超级管理员');
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join('、')}和${names.at(-1)}`;
}
