import type { RemoteRoute } from '@h5/shared';
import { PAGES } from '@h5/shared/paths';
import { PROMOTIONS_FRAME, PROMOTIONS_START } from './features/promotions/api/start-requests';

/**
 * The pages this area owns: its one exposed module (`promotions/routes`). The host builds its route table, guards
 * and page caching from this list (copied into dist/routes.json at build), and loads a page only when visited.
 */
export const routes: RemoteRoute[] = [
  {
    path: PAGES.promotions,
    title: '优惠活动',
    cached: true,
    header: 'none',
    tab: {
      label: '优惠',
      order: 2,
      icon: [
        'M5 8.5h14a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19v-9A1.5 1.5 0 0 1 5 8.5z',
        'M2.5 8.5h19M12 8.5v12M12 8.5C10 4 6.5 4.5 7 7s5 1.5 5 1.5 4.5 1 5-1.5-5-3-5 1.5z',
      ],
    },
    startRequests: [PROMOTIONS_START.list, PROMOTIONS_START.types],
    frame: PROMOTIONS_FRAME,
    page: () => import('./pages/promotions-page'),
  },
  // the detail belongs to the 优惠 tab: it stays highlighted
  {
    path: PAGES.promotionDetail,
    title: '活动详情',
    header: 'none',
    activeTab: PAGES.promotions,
    page: () => import('./pages/promotion-detail-page'),
  },
  // the record pages get a fixed top bar with a back arrow (the shell's back header)
  {
    path: PAGES.activityRecords,
    title: '活动记录',
    auth: true,
    header: 'back',
    page: () => import('./pages/promotion-applications-page'),
  },
  {
    path: PAGES.redPacket,
    title: '红包',
    askLogin: true,
    requiresSetting: { key: 'redpacket_switch', message: '红包已关闭' },
    page: () => import('./pages/red-packet-page'),
  },
  {
    path: PAGES.welfareCentre,
    title: '福利中心',
    auth: true,
    header: 'back',
    page: () => import('./pages/welfare-page'),
  },
  {
    path: PAGES.sponsorship,
    title: '赞助',
    cached: true,
    tab: {
      label: '赞助',
      order: 4,
      icon: ['M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z'],
    },
    page: () => import('./pages/sponsorship-page'),
  },
  // a full-screen embedded page with its own back image: no shell header, no tab bar
  {
    path: PAGES.sponsorPage,
    title: '赞助详情',
    header: 'none',
    tabBar: false,
    activeTab: PAGES.sponsorship,
    page: () => import('./pages/partner-page'),
  },
  { path: PAGES.vip, title: 'VIP特权', cached: true, page: () => import('./pages/vip-page') },
];

export default routes;
