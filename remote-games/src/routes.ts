import type { RemoteRoute } from '@h5/shared';
import { PAGES } from '@h5/shared/paths';
import { LOBBY_FRAME, LOBBY_START } from './features/lobby/api/start-requests';

/**
 * The pages this area owns: its one exposed module (`games/routes`). The host builds its route table, guards
 * and page caching from this list (copied into dist/routes.json at build), and loads a page only when visited.
 */
export const routes: RemoteRoute[] = [
  {
    path: PAGES.home,
    title: '首页',
    cached: true,
    tab: { label: '首页', order: 1, icon: ['M3.5 10.5L12 3.5l8.5 7', 'M5.5 9v10.5h13V9', 'M10 19.5v-5h4v5'] },
    // asked by index.html on a first visit to /, before this area's code has arrived
    startRequests: Object.values(LOBBY_START),
    // while the code arrives: the lobby's colours, and the first banner (LOBBY_START.banners' image) in its box
    frame: LOBBY_FRAME,
    page: () => import('./pages/home-page'),
  },
  // a full-height frame with its own home bar: no shell header; the tab bar shows with no tab highlighted
  { path: PAGES.gamePage, title: '游戏', header: 'none', page: () => import('./pages/framed-page') },
  {
    path: PAGES.conciseGames,
    title: '电子游艺',
    cached: true,
    header: 'back',
    page: () => import('./pages/slot-games-page'),
  },
];

export default routes;
