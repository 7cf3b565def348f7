import type { RemoteRoute } from '@h5/shared';

/**
 * The pages this area owns: its one exposed module (`games/routes`). The host builds its route table, guards
 * and page caching from this list (copied into dist/routes.json at build), and loads a page only when visited.
 */
export const routes: RemoteRoute[] = [
  {
    path: '/',
    title: '首页',
    cached: true,
    tab: { label: '首页', order: 1, icon: ['M3.5 10.5L12 3.5l8.5 7', 'M5.5 9v10.5h13V9', 'M10 19.5v-5h4v5'] },
    page: () => import('./pages/placeholder').then((m) => m.placeholderPage('首页', false)) },
  { path: '/gamePage', title: '游戏', page: () => import('./pages/placeholder').then((m) => m.placeholderPage('游戏')) },
  { path: '/concise', title: '电子游艺', cached: true, page: () => import('./pages/placeholder').then((m) => m.placeholderPage('电子游艺')) },
];

export default routes;
