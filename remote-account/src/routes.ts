import type { RemoteRoute } from '@h5/shared';
import { PAGES } from '@h5/shared/paths';
import { ABOUT_TITLES, ARTICLE_TYPES } from '@h5/shared/types';
import { LOGIN_FRAME } from './features/auth/start-frame';
import { MINE_FRAME } from './features/mine/start-frame';

/**
 * The pages this area owns: its one exposed module (`account/routes`). The host builds its route table, guards
 * and page caching from this list (copied into dist/routes.json at build), and loads a page only when visited.
 */
export const routes: RemoteRoute[] = [
  { path: PAGES.login, title: '登录', tabBar: false, frame: LOGIN_FRAME, page: () => import('./pages/login-page') },
  {
    path: PAGES.mine,
    title: '我的',
    auth: true,
    cached: true,
    header: 'none',
    frame: MINE_FRAME,
    tab: { label: '我的', order: 5, icon: ['M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0', 'M4 20.5c1-4 4.2-6 8-6s7 2 8 6'] },
    page: () => import('./pages/mine-page'),
  },
  // the account pages below have a fixed top bar with a back arrow: the shell's back header (not /app nor /kefu)
  { path: PAGES.profile, title: '个人资料', auth: true, header: 'back', page: () => import('./pages/profile-page') },
  {
    path: PAGES.securityCentre,
    title: '安全中心',
    auth: true,
    header: 'back',
    page: () => import('./pages/security-centre-page'),
  },
  {
    path: PAGES.password,
    title: '修改密码',
    auth: true,
    header: 'back',
    // type 1 the login password; any other value the withdrawal password
    headerTitle: '设置取款密码',
    headerTitleBy: { param: 'type', titles: { '1': '修改登录密码' } },
    page: () => import('./pages/password-page'),
  },
  {
    path: PAGES.responsibleGaming,
    title: '理性娱乐',
    auth: true,
    header: 'back',
    page: () => import('./pages/responsible-gaming-page'),
  },
  { path: PAGES.messages, title: '消息中心', auth: true, header: 'back', page: () => import('./pages/message-page') },
  {
    path: PAGES.partnerApplication,
    title: '合伙人计划',
    header: 'back',
    page: () => import('./pages/partner-programme-page'),
  },
  { path: PAGES.helpCentre, title: '帮助中心', header: 'back', page: () => import('./pages/help-centre-page') },
  {
    path: PAGES.helpArticle,
    title: '帮助详情',
    header: 'back',
    headerTitleBy: {
      param: 'type',
      titles: Object.fromEntries(ARTICLE_TYPES.map((a) => [String(a.type), a.title])),
    },
    page: () => import('./pages/help-article-page'),
  },
  {
    path: PAGES.about,
    title: '关于我们',
    header: 'back',
    headerTitle: '条款与规则',
    headerTitleBy: { param: 'type', titles: { '5': ABOUT_TITLES[5], '6': ABOUT_TITLES[6] } },
    page: () => import('./pages/terms-page'),
  },
  {
    path: PAGES.appDownload,
    title: 'APP下载',
    auth: true,
    cached: true,
    page: () => import('./pages/app-download-page'),
  },
  {
    path: PAGES.customerService,
    title: '在线客服',
    tab: {
      label: '客服',
      order: 3,
      icon: [
        'M4.5 14v-2.5a7.5 7.5 0 0 1 15 0V14',
        'M4.5 12.5h1A1.5 1.5 0 0 1 7 14v3a1.5 1.5 0 0 1-1.5 1.5h-1A1.5 1.5 0 0 1 3 17v-3a1.5 1.5 0 0 1 1.5-1.5z',
        'M18.5 12.5h1A1.5 1.5 0 0 1 21 14v3a1.5 1.5 0 0 1-1.5 1.5h-1A1.5 1.5 0 0 1 17 17v-3a1.5 1.5 0 0 1 1.5-1.5z',
        'M19 18.5c0 1.5-2 2.5-5 2.5',
      ],
    },
    page: () => import('./pages/customer-service-page'),
  },
];

export default routes;
