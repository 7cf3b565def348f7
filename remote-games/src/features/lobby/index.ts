// What the home page uses of the lobby. The opening calls' plain data (start-requests.ts) is routes.ts's, not a page's.
export type { LobbyGame } from './api/get-game-list';
export { isSlotProviderTile } from './visible-lists';
export { useLobbyData } from './hooks/use-lobby-data';
export { useWelcomePopup } from './hooks/use-welcome-popup';
export { useVisitRedirect } from './hooks/use-visit-redirect';
export { useRememberedFlag, RED_PACKET_CLOSED_KEY, APP_STRIP_CLOSED_KEY } from './hooks/use-remembered-flag';
export { AccountStrip } from './components/account-strip';
export { AppStrip } from './components/app-strip';
export { BannerCarousel, BannerSkeleton } from './components/banner-carousel';
export { CategoryMenu, GameGrid } from './components/game-lists';
export { NoticeBar } from './components/notice-bar';
export { RedPacketButton } from './components/red-packet-button';
export { Drawer, NoticePopup, WelcomePopup } from './components/on-demand';
