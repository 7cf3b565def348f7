import type { RemoteRoute } from '@h5/shared';

/**
 * The pages this area owns: its one exposed module (`money/routes`). The host builds its route table, guards
 * and page caching from this list (copied into dist/routes.json at build), and loads a page only when visited.
 */
export const routes: RemoteRoute[] = [
  { path: '/money', title: '我的钱包', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('我的钱包')) },
  { path: '/recharge', title: '存款', auth: true, cached: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('存款')) },
  { path: '/payInfo', title: '充值信息', page: () => import('./pages/placeholder').then((m) => m.placeholderPage('充值信息')) },
  { path: '/withdrawal', title: '取款', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('取款')) },
  { path: '/transfer', title: '转账', auth: true, askLogin: true, header: 'none', page: () => import('./pages/placeholder').then((m) => m.placeholderPage('转账')) },
  { path: '/transRecord', title: '交易记录', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('交易记录')) },
  { path: '/betRecord', title: '投注记录', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('投注记录')) },
  { path: '/wallet', title: '卡片管理', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('卡片管理')) },
  { path: '/addBankCard', title: '添加银行卡', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('添加银行卡')) },
  { path: '/addUsdtCard', title: '添加USDT地址', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('添加USDT地址')) },
  { path: '/usdtmore', title: '协议区别', page: () => import('./pages/placeholder').then((m) => m.placeholderPage('协议区别')) },
  { path: '/fanshui', title: '返水中心', auth: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('返水中心')) },
];

export default routes;
