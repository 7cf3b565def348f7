import type { RemoteRoute } from '@h5/shared';
import { PAGES } from '@h5/shared/paths';

/**
 * The pages this area owns: its one exposed module (`money/routes`). The host builds its route table, guards
 * and page caching from this list (copied into dist/routes.json at build), and loads a page only when visited.
 * The paths are the spec's; the page files are named for what they are (/recharge is the deposit page, /fanshui the
 * rebate centre, /wallet card management, /money the wallet).
 */
export const routes: RemoteRoute[] = [
  // every page has the shell's top bar with a back arrow, except /transfer, which draws its own
  { path: PAGES.wallet, title: '我的钱包', auth: true, header: 'back', page: () => import('./pages/wallet-page') },
  {
    path: PAGES.deposit,
    title: '存款',
    auth: true,
    cached: true,
    header: 'back',
    page: () => import('./pages/deposit-page'),
  },
  { path: PAGES.paymentInfo, title: '充值信息', header: 'back', page: () => import('./pages/payment-info-page') },
  { path: PAGES.withdrawal, title: '取款', auth: true, header: 'back', page: () => import('./pages/withdrawal-page') },
  {
    path: PAGES.transfer,
    title: '转账',
    auth: true,
    askLogin: true,
    header: 'none',
    page: () => import('./pages/transfer-page'),
  },
  {
    path: PAGES.transactionRecords,
    title: '交易记录',
    auth: true,
    header: 'back',
    page: () => import('./pages/transaction-records-page'),
  },
  {
    path: PAGES.betRecords,
    title: '投注记录',
    auth: true,
    header: 'back',
    page: () => import('./pages/bet-records-page'),
  },
  { path: PAGES.cards, title: '卡片管理', auth: true, header: 'back', page: () => import('./pages/cards-page') },
  {
    path: PAGES.addBankCard,
    title: '添加银行卡',
    auth: true,
    header: 'back',
    page: () => import('./pages/add-bank-card-page'),
  },
  {
    path: PAGES.addUsdtAddress,
    title: '添加USDT地址',
    auth: true,
    header: 'back',
    page: () => import('./pages/add-usdt-card-page'),
  },
  { path: PAGES.usdtProtocols, title: '协议区别', header: 'back', page: () => import('./pages/usdt-protocols-page') },
  {
    path: PAGES.rebateCentre,
    title: '返水中心',
    auth: true,
    header: 'back',
    page: () => import('./pages/rebate-page'),
  },
];

export default routes;
