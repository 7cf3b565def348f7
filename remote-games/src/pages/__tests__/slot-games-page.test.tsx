import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueries } from '@h5/shared';
import type { postGameListByCode } from '../../features/slots/api/post-game-list-by-code';
import type { postGameUrl } from '../../features/launch/api/post-game-url';
import { leaveTo } from '../../lib/leave';
import SlotGamesPage from '../slot-games-page';
import { answer, answerCalls, PLAYER, renderAt, resetDom, session, toastText } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), get: jest.fn(), post: jest.fn() }));
jest.mock('../../lib/leave');
/** each endpoint's answers, called with what the page asked for */
const mockList = jest.fn<ReturnType<typeof postGameListByCode>, [provider: string]>();
const mockGameUrl = jest.fn<ReturnType<typeof postGameUrl>, [platform: string, code: string, type: string | number]>();
const mockLeave = leaveTo as jest.MockedFunction<typeof leaveTo>;

const game = (catecode: string, gamecode: string, gamename: string) => ({
  catecode,
  gamecode,
  gamename,
  gamepic: `/assets/games/${gamecode}.svg`,
});
const LISTS: Record<string, ReturnType<typeof game>[]> = {
  obgdy: [game('obgdy', 'ob_fortune_god', '财神到'), game('obgdy', 'ob_panda', '熊猫传奇')],
  fgdz: [game('fgdz', 'fg_fishing_king', '捕鱼大亨')],
  pp: [game('pp', 'pp_wolf_gold', '黄金狼')],
  ae: [],
};

beforeEach(() => {
  resetDom();
  clearQueries();
  session(PLAYER);
  answerCalls({
    'POST /api/gamelistBycode': (body) => mockList(body.gamecode as string),
    'POST /api/getGameUrl': (body) =>
      mockGameUrl(body.plat_name as string, body.game_code as string, body.game_type as string | number),
  });
  mockList.mockReset().mockImplementation(async (p: string) => answer(LISTS[p]) as never);
  mockGameUrl.mockReset().mockResolvedValue(answer({ url: 'http://localhost/venue/pp/launch?ticket=x' }));
  mockLeave.mockReset();
});

const names = () => screen.queryAllByTestId('concise-game').map((g) => g.textContent);

describe('/concise', () => {
  it('four provider tabs, OB电子 by default; each tab loaded once and kept', async () => {
    const user = userEvent.setup();
    renderAt('/concise', '/concise', <SlotGamesPage />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['OB电子', 'FG电子', 'PP电子', 'AE电子']);
    await waitFor(() => expect(names()).toEqual(['财神到', '熊猫传奇']));
    expect(screen.getByRole('tab', { name: 'OB电子' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'FG电子' }));
    await waitFor(() => expect(names()).toEqual(['捕鱼大亨']));
    await user.click(screen.getByRole('tab', { name: 'AE电子' }));
    expect(await screen.findByText('暂无游戏，敬请期待')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'OB电子' }));
    expect(names()).toEqual(['财神到', '熊猫传奇']);
    await user.click(screen.getByRole('tab', { name: 'FG电子' }));
    expect(names()).toEqual(['捕鱼大亨']);
    expect(mockList.mock.calls.map((c) => c[0])).toEqual(['obgdy', 'fgdz', 'ae']);
  });

  it('?type picks the tab; a tile launches the game with its provider and code', async () => {
    const user = userEvent.setup();
    renderAt('/concise?type=pp', '/concise', <SlotGamesPage />);
    await waitFor(() => expect(names()).toEqual(['黄金狼']));
    expect(screen.getByRole('tab', { name: 'PP电子' })).toHaveAttribute('aria-selected', 'true');
    const img = screen.getByTestId('concise-game').querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['200', '200']);
    await user.click(screen.getByTestId('concise-game'));
    await waitFor(() => expect(mockLeave).toHaveBeenCalledWith('http://localhost/venue/pp/launch?ticket=x'));
    expect(mockGameUrl).toHaveBeenCalledWith('pp', 'pp_wolf_gold', 0);
  });

  it('a visitor tapping a game is told 请登录！; a failed list can be retried', async () => {
    session(null);
    const user = userEvent.setup();
    mockList.mockResolvedValueOnce(answer(null as never, '场馆不存在', 404) as never);
    renderAt('/concise?type=nosuch', '/concise', <SlotGamesPage />);
    expect(await screen.findByText('游戏列表加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(names()).toEqual(['财神到', '熊猫传奇']));
    await user.click(screen.getAllByTestId('concise-game')[0]);
    expect(toastText()).toBe('请登录！');
    expect(mockGameUrl).not.toHaveBeenCalled();
  });
});
