import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueries } from '@h5/shared';
import type { postActivityApply } from '../../features/promotions/api/post-activity-apply';
import type { postActivityDetail } from '../../features/promotions/api/post-activity-detail';
import { promotionIdOf } from '../../features/promotions';
import PromotionDetailPage from '../promotion-detail-page';
import { answer, answerCalls, PLAYER, renderAt, resetDom, session, toastKind, toastText } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), get: jest.fn(), post: jest.fn() }));
/** each endpoint's answers, called with what the page asked for */
const mockDetail = jest.fn<ReturnType<typeof postActivityDetail>, [id: number]>();
const mockApply = jest.fn<ReturnType<typeof postActivityApply>, [id: number]>();

const DETAIL = {
  id: 3,
  title: '新人首存礼 100% 彩金',
  banner: '/assets/promotions/first-deposit.svg',
  content: '<p>首笔存款 100 元以上即可申请 <strong>100%</strong> 彩金</p>',
  memo: '<ol><li>本活动仅限同一会员参与一次。</li></ol>',
};

beforeEach(() => {
  resetDom();
  clearQueries();
  answerCalls({
    'POST /api/activitydeatil': (body) => mockDetail(body.id as number),
    'POST /api/doactivityapply': (body) => mockApply(body.activityid as number),
  });
  mockDetail.mockReset().mockResolvedValue(answer(DETAIL));
  mockApply.mockReset();
});

const page = (id = '3') => renderAt(`/activityInfo?id=${id}`, '/activityInfo', <PromotionDetailPage />);

describe('/activityInfo page', () => {
  it('shows the banner, the title, the detail and the notes', async () => {
    session(null);
    page();
    expect(await screen.findByTestId('promo-title')).toHaveTextContent(DETAIL.title);
    expect(mockDetail).toHaveBeenCalledWith(3);
    expect(screen.getByRole('img', { name: DETAIL.title })).toHaveAttribute('src', DETAIL.banner);
    expect(screen.getByText('活动内容')).toBeInTheDocument();
    expect(screen.getByText('100%').tagName).toBe('STRONG');
    expect(screen.getByText('活动须知')).toBeInTheDocument();
    expect(screen.getByText('本活动仅限同一会员参与一次。').tagName).toBe('LI');
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('server HTML with script renders inert', async () => {
    mockDetail.mockResolvedValue(
      answer({
        ...DETAIL,
        content:
          '<p onclick="window.__pwned=1">正文</p><script>window.__pwned=2</script><img src="x" onerror="window.__pwned=3"><a href="javascript:window.__pwned=4">链接</a>',
        memo: '<iframe src="https://evil.example"></iframe><b>须知</b>',
      }),
    );
    session(null);
    const { container } = page();
    await screen.findByText('正文');
    expect(container.querySelector('script, iframe, [onclick], [onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(screen.getByText('须知').tagName).toBe('B');
  });

  it('a visitor sees 去登录, which goes to /login and comes back here', async () => {
    session(null);
    const user = userEvent.setup();
    page();
    await screen.findByTestId('promo-title');
    expect(screen.queryByRole('button', { name: '立即申请' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去登录' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2FactivityInfo%3Fid%3D3');
    expect(mockApply).not.toHaveBeenCalled();
  });

  it("a player applies: the server's message is the toast, success or refusal", async () => {
    session(PLAYER);
    const user = userEvent.setup();
    page();
    await screen.findByTestId('promo-title');
    mockApply.mockResolvedValueOnce(answer(null, '申请成功，请等待审核'));
    await user.click(screen.getByRole('button', { name: '立即申请' }));
    await waitFor(() => expect(toastText()).toBe('申请成功，请等待审核'));
    expect(toastKind()).toMatch(/success/);
    expect(mockApply).toHaveBeenCalledWith(3);
    mockApply.mockResolvedValueOnce(answer(null, '您已申请过该活动', 409));
    await user.click(screen.getByRole('button', { name: '立即申请' }));
    await waitFor(() => expect(toastText()).toBe('您已申请过该活动'));
    expect(toastKind()).toMatch(/danger/);
  });

  it('a double tap sends one application', async () => {
    session(PLAYER);
    const user = userEvent.setup();
    page();
    await screen.findByTestId('promo-title');
    let resolve!: (v: unknown) => void;
    mockApply.mockReturnValue(new Promise((r) => (resolve = r)) as never);
    await user.click(screen.getByRole('button', { name: '立即申请' }));
    await user.click(screen.getByRole('button', { name: '提交中...' }));
    expect(mockApply).toHaveBeenCalledTimes(1);
    resolve(answer(null, '申请成功，请等待审核'));
    await waitFor(() => expect(screen.getByRole('button', { name: '立即申请' })).toBeEnabled());
  });

  it("a retired or unknown promotion shows the server's reason and a way back to the list", async () => {
    mockDetail.mockResolvedValue(answer(null, '该活动已下架', 404) as never);
    session(PLAYER);
    page();
    expect(await screen.findByText('该活动已下架')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看其他活动' })).toHaveAttribute('href', '#/activity');
    expect(screen.queryByRole('button', { name: '立即申请' })).not.toBeInTheDocument();
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', ''])(
    'a malformed id (%j) asks nothing of the server',
    async (raw) => {
      session(PLAYER);
      page(raw);
      expect(await screen.findByText('活动不存在')).toBeInTheDocument();
      expect(mockDetail).not.toHaveBeenCalled();
    },
  );

  it('promotionIdOf keeps only positive integers the server can hold', () => {
    expect(promotionIdOf('12')).toBe(12);
    expect(promotionIdOf('2147483647')).toBe(2147483647);
    for (const bad of [null, '', '0', '01', '2147483648', '1e3', ' 1', '1 ']) expect(promotionIdOf(bad)).toBeNull();
  });
});
