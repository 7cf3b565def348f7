import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueries, NetworkError } from '@h5/shared';
import type { postActivityList } from '../../features/promotions/api/post-activity-list';
import type { postActivityTypes } from '../../features/promotions/api/post-activity-types';
import PromotionsPage from '../promotions-page';
import { answer, answerCalls, renderAt, resetDom, session } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), get: jest.fn(), post: jest.fn() }));
/** each endpoint's answers, called with what the page asked for */
const mockTypes = jest.fn<ReturnType<typeof postActivityTypes>, []>();
const mockList = jest.fn<ReturnType<typeof postActivityList>, [type?: number]>();

const TYPES = [
  { id: 1, name: '新人专享' },
  { id: 2, name: '日常活动' },
  { id: 3, name: '体育优惠' },
];
const ALL = [
  { id: 11, title: '新人首存礼 100% 彩金', banner: '/assets/promotions/first-deposit.svg' },
  { id: 12, title: '注册即送体验金', banner: '/assets/promotions/trial-bonus.svg' },
  { id: 13, title: '每日签到好礼', banner: '/assets/promotions/daily-checkin.svg' },
  { id: 14, title: '无图活动', banner: '' },
];
const byType: Record<number, typeof ALL> = { 1: ALL.slice(0, 2), 2: ALL.slice(2), 3: [] };

beforeEach(() => {
  resetDom();
  clearQueries();
  answerCalls({
    'POST /api/activitytype': () => mockTypes(),
    'POST /api/activitylist': (body) => mockList(body.type as number | undefined),
  });
  session(null);
  mockTypes.mockReset().mockResolvedValue(answer(TYPES));
  mockList
    .mockReset()
    .mockImplementation(async (type?: number) => answer({ data: type === undefined ? ALL : byType[type] }) as never);
});

const titles = () =>
  screen
    .queryAllByTestId('promo-card')
    .map((c) => within(c).getByText(/./, { selector: '.promo-card__title' }).textContent);

describe('/activity page', () => {
  it('shows 全部 plus one tab per type, every promotion as a card to /activityInfo?id, and END', async () => {
    renderAt('/activity', '/activity', <PromotionsPage />);
    await waitFor(() => expect(titles()).toEqual(ALL.map((p) => p.title)));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '新人专享', '日常活动', '体育优惠']);
    expect(screen.getByRole('heading', { name: '优惠活动' })).toBeInTheDocument();
    expect(mockList).toHaveBeenCalledTimes(1);
    expect(mockList).toHaveBeenCalledWith(undefined);
    const cards = screen.getAllByTestId('promo-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(ALL.map((p) => `#/activityInfo?id=${p.id}`));
    expect(screen.getByLabelText('END')).toHaveTextContent('END');
    expect(screen.getByRole('link', { name: '活动记录' })).toHaveAttribute('href', '#/activityRecord');
  });

  it('banners carry their size; the first screen loads at once, the rest lazily; a card without banner gets a drawn one', async () => {
    renderAt('/activity', '/activity', <PromotionsPage />);
    await waitFor(() => expect(titles()).toHaveLength(4));
    const imgs = screen.getAllByRole('img').filter((el) => el.tagName === 'IMG') as HTMLImageElement[];
    expect(
      imgs.map((i) => [
        i.getAttribute('src'),
        i.getAttribute('width'),
        i.getAttribute('height'),
        i.getAttribute('loading'),
      ]),
    ).toEqual([
      ['/assets/promotions/first-deposit.svg', '750', '300', 'eager'],
      ['/assets/promotions/trial-bonus.svg', '750', '300', 'eager'],
      ['/assets/promotions/daily-checkin.svg', '750', '300', 'lazy'],
    ]);
    expect(screen.getByRole('img', { name: '无图活动' }).tagName.toLowerCase()).toBe('svg');
  });

  it('a different tab reloads the list for its type; the same tab again does not', async () => {
    const user = userEvent.setup();
    renderAt('/activity', '/activity', <PromotionsPage />);
    await waitFor(() => expect(titles()).toHaveLength(4));
    await user.click(screen.getByRole('tab', { name: '新人专享' }));
    await waitFor(() => expect(titles()).toEqual(['新人首存礼 100% 彩金', '注册即送体验金']));
    expect(mockList).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('tab', { name: '新人专享' }));
    await user.click(screen.getByRole('tab', { name: '新人专享' }));
    expect(mockList).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('tab', { name: '体育优惠' }));
    expect(await screen.findByText('暂无活动，敬请期待')).toBeInTheDocument();
    expect(mockList).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(mockList).toHaveBeenCalledTimes(4);
    expect(mockTypes).toHaveBeenCalledTimes(1);
  });

  it('the type tabs are one named tab list: the current one selected and in the Tab order, arrows move and pick', async () => {
    const user = userEvent.setup();
    renderAt('/activity', '/activity', <PromotionsPage />);
    await waitFor(() => expect(titles()).toHaveLength(4));
    const list = screen.getByRole('tablist', { name: '活动类型' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['全部', '新人专享', '日常活动', '体育优惠']);
    expect(tabs.map((t) => [t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['true', 0],
      ['false', -1],
      ['false', -1],
      ['false', -1],
    ]);
    tabs[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '新人专享' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '新人专享' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(titles()).toEqual(['新人首存礼 100% 彩金', '注册即送体验金']));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '体育优惠' })).toHaveFocus();
    expect(await screen.findByText('暂无活动，敬请期待')).toBeInTheDocument();
  });

  it('an answer for a tab left meanwhile is dropped', async () => {
    const user = userEvent.setup();
    renderAt('/activity', '/activity', <PromotionsPage />);
    await waitFor(() => expect(titles()).toHaveLength(4));
    let slow!: (v: unknown) => void;
    mockList.mockImplementationOnce(() => new Promise((r) => (slow = r)) as never);
    await user.click(screen.getByRole('tab', { name: '新人专享' }));
    await user.click(screen.getByRole('tab', { name: '日常活动' }));
    await waitFor(() => expect(titles()).toEqual(['每日签到好礼', '无图活动']));
    slow(answer({ data: byType[1] }));
    await new Promise((r) => setTimeout(r, 20));
    expect(titles()).toEqual(['每日签到好礼', '无图活动']);
  });

  it('a failed load offers 重新加载', async () => {
    mockList.mockRejectedValueOnce(new NetworkError(new Error('down')));
    const user = userEvent.setup();
    renderAt('/activity', '/activity', <PromotionsPage />);
    expect(await screen.findByText('活动加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
  });
});
