import { useSession, type AppInfo, type UserInfo } from '@h5/shared';
import type { LobbyGame } from '../../features/lobby/api/get-game-list';
export { answer, PLAYER, renderAt, resetDom, toastKind, toastText, Where, where } from '@h5/shared/testing';

export const APP_INFO: AppInfo = {
  title: '星耀娱乐',
  site_state: 1,
  repair_tips: '',
  site_logo: '/assets/logo.svg',
  redpacket_switch: 1,
  index_modal: 0,
  webcontent: '<p><strong>欢迎来到星耀娱乐！</strong></p>',
  h5_url: 'https://h5.xingyao.example',
  ios_download_url: 'https://download.xingyao.example/ios',
  ios_download_qrcode: '',
};

const tile = (
  category_id: LobbyGame['category_id'],
  platform_name: string,
  name: string,
  game_code = '0',
  app_state = 1,
): LobbyGame => ({
  category_id,
  platform_name,
  game_code,
  name,
  app_state,
  mobile_img: `/assets/games/${platform_name}.svg`,
});

/** What GET /api/game/list answers on the seeded site (plus one hidden tile). */
export const GAMES: LobbyGame[] = [
  tile('realbet', 'ag', 'AG真人'),
  tile('realbet', 'bbin', 'BBIN真人'),
  tile('realbet', 'hidden', '隐藏真人', '0', 0),
  tile('sport', 'saba', '沙巴体育'),
  tile('sport', 'hg', '皇冠体育'),
  tile('gaming', 'avia', '泛亚电竞'),
  tile('gaming', 'lh', '雷火电竞'),
  tile('joker', 'ky', '开元棋牌'),
  tile('concise', 'obgdy', 'OB电子', 'lobby'),
  tile('concise', 'pp', 'PP电子', 'lobby'),
  tile('lottery', 'vr', 'VR彩票'),
  tile('lottery', 'sgwin', '双赢彩票'),
];

/** Signs a player in (store and session storage), or out with null. */
export function session(user: UserInfo | null, appInfo: AppInfo | null = APP_INFO) {
  if (user) sessionStorage.setItem('token', 'tok');
  else sessionStorage.removeItem('token');
  useSession.setState({ token: user ? 'tok' : null, userInfo: user, appInfo, pid: null });
}

/** The api client answered from the test (shared: `@h5/shared/testing`). */
export { answerCalls, type CallHandler } from '@h5/shared/testing';
