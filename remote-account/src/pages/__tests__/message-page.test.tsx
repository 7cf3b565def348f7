import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { post } from '@h5/shared';
import MessagePage from '../message-page';
import { answer, answerPosts, PLAYER, renderAt, resetDom, session, where } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn() }));
const mockPost = post as jest.MockedFunction<typeof post>;
/** `/api/homenotice` and `/api/noticeList`: each gets the request body */
const mockHome = jest.fn();
const mockList = jest.fn();

beforeEach(() => {
  resetDom();
  session(PLAYER);
  mockPost.mockReset();
  mockHome.mockReset();
  mockList.mockReset();
  answerPosts(mockPost, { '/api/homenotice': mockHome, '/api/noticeList': mockList });
});

describe('/message page', () => {
  it('type 1 (and no type): the announcements as plain text, markup shown as text', async () => {
    mockHome.mockResolvedValue(answer(['第一条公告', '<b>不是粗体</b>']) as never);
    renderAt('/message', '/message', <MessagePage />);
    await waitFor(() => expect(screen.getAllByTestId('announcement')).toHaveLength(2));
    expect(screen.getAllByTestId('announcement').map((el) => el.textContent)).toEqual([
      '第一条公告',
      '<b>不是粗体</b>',
    ]);
    expect(document.querySelector('[data-testid="announcement"] b')).toBeNull();
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    expect(mockList).not.toHaveBeenCalled();
  });

  it('type 2: the inbox, title, sanitised rich text and time, then 没有更多了; the tabs switch type', async () => {
    mockList.mockResolvedValue(
      answer({
        data: [
          {
            id: 1,
            title: '欢迎加入星耀娱乐',
            content:
              '<p>你好<strong>新会员</strong><script>window.hacked=1</script><img src=x onerror="window.hacked=2"></p>',
            created_at: '2026-11-24 10:00:00',
          },
          { id: 2, title: '系统维护通知', content: '<p>维护</p>', created_at: '2026-11-23 10:00:00' },
        ],
        total: 2,
        last_page: 1,
      }) as never,
    );
    mockHome.mockResolvedValue(answer(['公告A']) as never);
    const ev = userEvent.setup();
    renderAt('/message?type=2', '/message', <MessagePage />);
    await waitFor(() => expect(screen.getAllByTestId('inbox-message')).toHaveLength(2));
    const first = screen.getAllByTestId('inbox-message')[0];
    expect(within(first).getByRole('heading')).toHaveTextContent('欢迎加入星耀娱乐');
    expect(within(first).getByText('新会员').tagName).toBe('STRONG');
    expect(first.querySelector('script')).toBeNull();
    expect(first.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(within(first).getByText('2026-11-24 10:00:00')).toBeInTheDocument();
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(mockList).toHaveBeenCalledWith({ page: 1 });
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    await ev.click(screen.getByText('系统公告'));
    await waitFor(() => expect(where()).toBe('/message?type=1'));
    expect(await screen.findByText('公告A')).toBeInTheDocument();
  });

  it('an empty inbox says 没有更多了', async () => {
    mockList.mockResolvedValue(answer({ data: [], total: 0, last_page: 1 }) as never);
    renderAt('/message?type=2', '/message', <MessagePage />);
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
  });
});
