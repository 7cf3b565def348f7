import type { RemoteRoute } from '@h5/shared';

/**
 * The pages this area owns: its one exposed module (`account/routes`). The host builds its route table, guards
 * and page caching from this list (copied into dist/routes.json at build), and loads a page only when visited.
 */
export const routes: RemoteRoute[] = [
  { path: '/login', title: '登录', page: () => import('./pages/login-page') },
  { path: '/mine', title: '我的', auth: true, cached: true, page: () => import('./pages/mine-page') },
  { path: '/userInfo', title: '个人资料', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('个人资料')) },
  { path: '/userCent', title: '安全中心', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('安全中心')) },
  { path: '/password', title: '修改密码', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('修改密码')) },
  { path: '/message', title: '消息中心', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('消息中心', false)) },
  { path: '/applyagent', title: '合伙人计划', page: () => import('./pages/placeholder').then((m) => m.placeholderPage('合伙人计划')) },
  { path: '/boutBallBet', title: '帮助中心', page: () => import('./pages/placeholder').then((m) => m.placeholderPage('帮助中心')) },
  { path: '/boutBallBetInfo', title: '帮助详情', page: () => import('./pages/placeholder').then((m) => m.placeholderPage('帮助详情')) },
  { path: '/abouts', title: '关于我们', page: () => import('./pages/placeholder').then((m) => m.placeholderPage('关于我们', false)) },
  { path: '/app', title: 'APP下载', auth: true, cached: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('APP下载')) },
  { path: '/kefu', title: '在线客服', page: () => import('./pages/placeholder').then((m) => m.placeholderPage('在线客服', false)) },
];

export default routes;
