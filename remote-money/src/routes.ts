import type { RemoteRoute } from '@h5/shared';

/**
 * The pages this area owns: its one exposed module (`money/routes`). The host builds its route table, guards
 * and page caching from this list (copied into dist/routes.json at build), and loads a page only when visited.
 */
export const routes: RemoteRoute[] = [
  // 001 §2: a fixed top bar with a back arrow (the shell's back header)
  { path: '/money', title: '我的钱包', auth: true, header: 'back', page: () => import('./pages/money-page') },
  { path: '/recharge', title: '存款', auth: true, cached: true, header: 'back', page: () => import('./pages/recharge-page') },
  { path: '/payInfo', title: '充值信息', header: 'back', page: () => import('./pages/pay-info-page') },
  { path: '/withdrawal', title: '取款', auth: true, header: 'back', page: () => import('./pages/withdrawal-page') },
  // 000 §2: no shell header on /transfer (the page draws its own back bar)
  { path: '/transfer', title: '转账', auth: true, askLogin: true, header: 'none', page: () => import('./pages/transfer-page') },
  { path: '/transRecord', title: '交易记录', auth: true, header: 'back', page: () => import('./pages/trans-record-page') },
  { path: '/betRecord', title: '投注记录', auth: true, header: 'back', page: () => import('./pages/bet-record-page') },
  { path: '/wallet', title: '卡片管理', auth: true, header: 'back', page: () => import('./pages/wallet-page') },
  { path: '/addBankCard', title: '添加银行卡', auth: true, header: 'back', page: () => import('./pages/add-bank-card-page') },
  { path: '/addUsdtCard', title: '添加USDT地址', auth: true, header: 'back', page: () => import('./pages/add-usdt-card-page') },
  { path: '/usdtmore', title: '协议区别', header: 'back', page: () => import('./pages/usdtmore-page') },
  { path: '/fanshui', title: '返水中心', auth: true, header: 'back', page: () => import('./pages/fanshui-page') },
];

export default routes;
