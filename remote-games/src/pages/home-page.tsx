import { useGo, useNavigate, useSession } from '@h5/shared';
import { GAME_CATEGORIES } from '@h5/shared/types';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { LaunchLoading, useLaunchGame } from '../features/launch';
import type { LobbyGame } from '../features/lobby/api/get-game-list';
import { AccountStrip } from '../features/lobby/components/account-strip';
import { AppStrip } from '../features/lobby/components/app-strip';
import { BannerCarousel, BannerSkeleton } from '../features/lobby/components/banner-carousel';
import { CategoryMenu, GameGrid } from '../features/lobby/components/game-lists';
import { NoticeBar } from '../features/lobby/components/notice-bar';
import { RedPacketButton } from '../features/lobby/components/red-packet-button';
import { useLobbyData } from '../features/lobby/hooks/use-lobby-data';
import { takeOncePerVisit, useRememberedFlag } from '../features/lobby/hooks/use-remembered-flag';
import { useVisitRedirect } from '../features/lobby/hooks/use-visit-redirect';
import { leaveTo } from '../lib/leave';
import './home-page.css';

// Shown only after a tap (or, for the welcome popup, after the first paint): loaded on first use, so the home page's
// first paint carries none of them (000 §2; performance budget).
const Drawer = lazy(() => import('../features/lobby/components/drawer'));
const NoticePopup = lazy(() => import('../features/lobby/components/notice-popup'));
const WelcomePopup = lazy(() => import('../features/lobby/components/welcome-popup'));

export const RED_PACKET_CLOSED_KEY = 'redpacketClosed';
export const APP_STRIP_CLOSED_KEY = 'appStripClosed';
export const WELCOME_SHOWN_KEY = 'welcomeShown';

/** Home (/): banners, announcements, red packet, app strip, drawer, account strip, the six categories, welcome popup. */
export default function HomePage() {
  const go = useGo();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.userInfo);
  const appInfo = useSession((s) => s.appInfo);
  const { banners, notices, lists, listsLoaded } = useLobbyData();
  const { launch, loading } = useLaunchGame();
  const [category, setCategory] = useState(0);
  const [drawer, setDrawer] = useState<boolean | null>(null);
  const [noticeOpen, setNoticeOpen] = useState<boolean | null>(null);
  const [welcome, setWelcome] = useState(false);
  const [redPacketClosed, closeRedPacket] = useRememberedFlag(RED_PACKET_CLOSED_KEY);
  const [appStripClosed, closeAppStrip] = useRememberedFlag(APP_STRIP_CLOSED_KEY);

  useVisitRedirect(leaveTo);

  // the welcome popup: when index_modal is 1, once per visit, after the page's largest paint (the first banner)
  const indexModal = Number(appInfo?.index_modal) === 1;
  const [bannerShown, setBannerShown] = useState(false);
  const bannersSettled = banners !== null && (banners.length === 0 || bannerShown);
  useEffect(() => {
    if (!indexModal || !appInfo?.webcontent || !bannersSettled) return;
    if (!takeOncePerVisit(WELCOME_SHOWN_KEY)) return;
    const show = () => setWelcome(true);
    // after the banners have painted, when the browser is idle: the popup never competes with the first paint
    const idle = (window as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    if (idle) idle(show, { timeout: 800 });
    else setTimeout(show, 200);
  }, [indexModal, appInfo?.webcontent, bannersSettled]);

  const open = useCallback(
    (game: LobbyGame) => {
      // the slots category lists providers: each opens its games on /concise (which launches them)
      if (game.category_id === 'concise' && (game.game_code === 'lobby' || game.game_code === '0' || game.game_code === '')) {
        navigate(`/concise?type=${encodeURIComponent(game.platform_name)}`);
        return;
      }
      void launch({ platform: game.platform_name, code: game.game_code, name: game.name });
    },
    [launch, navigate],
  );

  const active = GAME_CATEGORIES[category];
  const showRedPacket = Number(appInfo?.redpacket_switch) === 1 && !redPacketClosed;

  return (
    <div className="lobby" data-page="home">
      {banners === null ? <BannerSkeleton /> : banners.length > 0 && <BannerCarousel banners={banners} onShown={() => setBannerShown(true)} />}
      <NoticeBar notices={notices} onOpen={() => setNoticeOpen(true)} onMenu={() => setDrawer(true)} />
      {!appStripClosed && <AppStrip onOpen={() => go('/app')} onClose={closeAppStrip} />}
      <AccountStrip user={user} loggedIn={!!token} onGo={go} />
      <div className="lobby-body">
        <CategoryMenu active={category} onPick={setCategory} />
        <GameGrid category={active.id} label={active.label} games={lists[active.id]} loaded={listsLoaded} onOpen={open} />
      </div>
      {showRedPacket && <RedPacketButton onOpen={() => go('/hongbao')} onClose={closeRedPacket} />}
      <LaunchLoading show={loading} />
      <Suspense fallback={null}>
        {drawer !== null && <Drawer open={drawer} onClose={() => setDrawer(false)} onGo={go} onLoggedOut={() => navigate('/login')} />}
        {noticeOpen !== null && (
          <NoticePopup
            open={noticeOpen}
            notices={notices}
            onClose={() => setNoticeOpen(false)}
            onMore={() => {
              setNoticeOpen(false);
              go('/message');
            }}
          />
        )}
        {welcome && <WelcomePopup open={welcome} html={appInfo?.webcontent ?? ''} onClose={() => setWelcome(false)} />}
      </Suspense>
    </div>
  );
}
