import { useGo, useNavigate, useSession } from '@h5/shared';
import { GAME_CATEGORIES } from '@h5/shared/types';
import { Suspense, useCallback, useState } from 'react';
import { LaunchLoading, useLaunchGame } from '../features/launch';
import {
  AccountStrip,
  APP_STRIP_CLOSED_KEY,
  AppStrip,
  BannerCarousel,
  BannerSkeleton,
  CategoryMenu,
  Drawer,
  GameGrid,
  isSlotProviderTile,
  NoticeBar,
  NoticePopup,
  RED_PACKET_CLOSED_KEY,
  RedPacketButton,
  useLobbyData,
  useRememberedFlag,
  useVisitRedirect,
  useWelcomePopup,
  WelcomePopup,
  type LobbyGame,
} from '../features/lobby';
import { PAGES } from '@h5/shared/paths';
import './home-page.css';

/** Home (/): banners, announcements, red packet, app strip, drawer, account strip, the six categories, welcome popup. */
export default function HomePage() {
  const go = useGo();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.userInfo);
  const redPacketOn = useSession((s) => Number(s.appInfo?.redpacket_switch) === 1);
  const { banners, notices, lists, listsLoaded } = useLobbyData();
  const welcome = useWelcomePopup(banners);
  const { launch, loading } = useLaunchGame();
  const [category, setCategory] = useState(0);
  // null until first opened: the drawer's and the popup's code is loaded then
  const [drawer, setDrawer] = useState<boolean | null>(null);
  const [noticeOpen, setNoticeOpen] = useState<boolean | null>(null);
  const [redPacketClosed, closeRedPacket] = useRememberedFlag(RED_PACKET_CLOSED_KEY);
  const [appStripClosed, closeAppStrip] = useRememberedFlag(APP_STRIP_CLOSED_KEY);
  useVisitRedirect();

  const open = useCallback(
    (game: LobbyGame) => {
      // the slots category lists providers: each opens its games on /concise (which launches them)
      if (isSlotProviderTile(game)) navigate(`${PAGES.conciseGames}?type=${encodeURIComponent(game.platform_name)}`);
      else void launch({ platform: game.platform_name, code: game.game_code, name: game.name });
    },
    [launch, navigate],
  );
  const active = GAME_CATEGORIES[category];

  return (
    <div className="lobby" data-page="home">
      {banners === null ? (
        <BannerSkeleton />
      ) : (
        banners.length > 0 && <BannerCarousel banners={banners} onShown={welcome.bannerShown} />
      )}
      <NoticeBar notices={notices} onOpen={() => setNoticeOpen(true)} onMenu={() => setDrawer(true)} />
      {!appStripClosed && <AppStrip onOpen={() => go(PAGES.appDownload)} onClose={closeAppStrip} />}
      <AccountStrip user={user} loggedIn={!!token} onGo={go} />
      <div className="lobby-body">
        <CategoryMenu active={category} onPick={setCategory} />
        <GameGrid
          category={active.id}
          label={active.label}
          games={lists[active.id]}
          loaded={listsLoaded}
          onOpen={open}
        />
      </div>
      {redPacketOn && !redPacketClosed && (
        <RedPacketButton onOpen={() => go(PAGES.redPacket)} onClose={closeRedPacket} />
      )}
      <LaunchLoading show={loading} />
      <Suspense fallback={null}>
        {drawer !== null && (
          <Drawer open={drawer} onClose={() => setDrawer(false)} onGo={go} onLoggedOut={() => navigate(PAGES.login)} />
        )}
        {noticeOpen !== null && (
          <NoticePopup
            open={noticeOpen}
            notices={notices}
            onClose={() => setNoticeOpen(false)}
            onMore={() => {
              setNoticeOpen(false);
              go(PAGES.messages);
            }}
          />
        )}
        {welcome.open && <WelcomePopup open={welcome.open} html={welcome.html} onClose={welcome.close} />}
      </Suspense>
    </div>
  );
}
