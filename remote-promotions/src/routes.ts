import type { RemoteRoute } from '@h5/shared';

/**
 * The pages this area owns: its one exposed module (`promotions/routes`). The host builds its route table, guards
 * and page caching from this list (copied into dist/routes.json at build), and loads a page only when visited.
 */
export const routes: RemoteRoute[] = [
  { path: '/activity', title: '优惠活动', cached: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('优惠活动', false)) },
  { path: '/activityInfo', title: '活动详情', page: () => import('./pages/placeholder').then((m) => m.placeholderPage('活动详情')) },
  { path: '/activityRecord', title: '活动记录', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('活动记录')) },
  { path: '/hongbao', title: '红包', page: () => import('./pages/placeholder').then((m) => m.placeholderPage('红包')) },
  { path: '/welfare', title: '福利中心', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('福利中心')) },
  { path: '/zhanzhu', title: '赞助', cached: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('赞助', false)) },
  { path: '/zhanzhuye', title: '赞助详情', page: () => import('./pages/placeholder').then((m) => m.placeholderPage('赞助详情')) },
  { path: '/vip', title: 'VIP特权', cached: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('VIP特权')) },
];

export default routes;
