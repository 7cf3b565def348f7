import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { post } from '@h5/shared';
import type { AgentStatus } from '../../features/partner';
import PartnerProgrammePage from '../partner-programme-page';
import { answer, answerPosts, PLAYER, renderAt, resetDom, session, toastKind, toastText, where } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn() }));
const mockPost = post as jest.MockedFunction<typeof post>;
/** `/api/applyagentdo` and `/api/applyagentinfo`: each gets the request body */
const mockApply = jest.fn();
const mockInfo = jest.fn();

const NONE: AgentStatus = { isagent: 0, state: 0, mobile: '', apply_info: '', created_at: '', reviewed_at: '' };
const mobile = () => screen.getByLabelText('联系电话') as HTMLInputElement;
const reason = () => screen.getByLabelText('申请理由') as HTMLTextAreaElement;

beforeEach(() => {
  resetDom();
  mockPost.mockReset();
  mockApply.mockReset();
  mockInfo.mockReset();
  answerPosts(mockPost, { '/api/applyagentdo': mockApply, '/api/applyagentinfo': mockInfo });
});

async function open(status: AgentStatus | null = NONE, user = PLAYER) {
  session(status ? user : null);
  if (status) mockInfo.mockResolvedValue(answer(status) as never);
  const ev = userEvent.setup();
  renderAt('/applyagent', '/applyagent', <PartnerProgrammePage />);
  if (status) await waitFor(() => expect(mockInfo).toHaveBeenCalled());
  return ev;
}

describe('/applyagent page', () => {
  it('shows the username and real name read-only, mobile and reason inputs, join and the consult link', async () => {
    await open();
    expect(screen.getByTestId('agent-username')).toHaveTextContent('player01');
    expect(screen.getByText('张三')).toBeInTheDocument();
    expect(mobile()).toBeInTheDocument();
    expect(reason()).toHaveAttribute('maxLength', '200');
    expect(screen.getByRole('button', { name: '立即加入' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '咨询客服' })).toHaveAttribute('href', '#/kefu');
  });

  it('checks the mobile, then the reason; nothing is sent until both pass', async () => {
    const ev = await open();
    const join = () => ev.click(screen.getByRole('button', { name: '立即加入' }));
    await join();
    expect(toastText()).toBe('请输入正确手机号');
    resetDom();
    await ev.type(mobile(), '1381234567');
    await ev.type(reason(), '有团队');
    await join();
    expect(toastText()).toBe('请输入正确手机号');
    resetDom();
    await ev.clear(mobile());
    await ev.type(mobile(), '13812345678');
    await ev.clear(reason());
    await ev.type(reason(), '   ');
    await join();
    expect(toastText()).toBe('请输入申请理由');
    expect(mockApply).not.toHaveBeenCalled();
  });

  it("joins: sends mobile and apply_info, toasts the server's message, then shows the state (reason as text)", async () => {
    const ev = await open();
    mockApply.mockResolvedValue(answer(null, '申请已提交，请等待审核') as never);
    await ev.type(mobile(), '13812345678');
    await ev.type(reason(), '<b>我有团队</b>');
    mockInfo.mockResolvedValue(
      answer({
        ...NONE,
        state: 1,
        mobile: '13812345678',
        apply_info: '<b>我有团队</b>',
        created_at: '2026-11-24 10:00:00',
      }) as never,
    );
    await ev.click(screen.getByRole('button', { name: '立即加入' }));
    await waitFor(() => expect(toastText()).toBe('申请已提交，请等待审核'));
    expect(toastKind()).toMatch(/success/);
    expect(mockApply).toHaveBeenCalledWith({ mobile: '13812345678', apply_info: '<b>我有团队</b>' });
    expect(await screen.findByTestId('agent-state')).toHaveTextContent('审核中');
    expect(screen.getByTestId('agent-reason').textContent).toBe('<b>我有团队</b>');
    expect(document.querySelector('[data-testid="agent-reason"] b')).toBeNull();
    expect(screen.queryByRole('button', { name: '立即加入' })).toBeNull();
  });

  it("a refused application keeps the form and shows the server's message", async () => {
    const ev = await open();
    mockApply.mockResolvedValue(answer(null, '申请理由不能超过200个字', 400) as never);
    await ev.type(mobile(), '13812345678');
    await ev.type(reason(), '理由');
    await ev.click(screen.getByRole('button', { name: '立即加入' }));
    await waitFor(() => expect(toastText()).toBe('申请理由不能超过200个字'));
    expect(mobile().value).toBe('13812345678');
    expect(reason().value).toBe('理由');
  });

  it.each([
    [{ ...NONE, state: 1 as const, mobile: '13812345678', apply_info: '理由' }, '审核中'],
    [{ ...NONE, state: 3 as const, mobile: '13812345678', apply_info: '理由' }, '未通过'],
    [{ ...NONE, isagent: 1, state: 2 as const, mobile: '13812345678', apply_info: '理由' }, '已通过'],
    [{ ...NONE, isagent: 1 }, '您已是合伙人'],
  ])('a player who applied or is an agent sees the state, not the form (%#)', async (status, label) => {
    await open(status);
    expect(await screen.findByTestId('agent-state')).toHaveTextContent(label);
    expect(screen.queryByLabelText('联系电话')).toBeNull();
  });

  it('a visitor sees the form and is asked to log in on joining', async () => {
    const ev = await open(null);
    expect(screen.getByTestId('agent-username')).toHaveTextContent('登录后显示');
    await ev.type(mobile(), '13812345678');
    await ev.type(reason(), '理由');
    await ev.click(screen.getByRole('button', { name: '立即加入' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('请先登录后再申请');
    await ev.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Fapplyagent'));
    expect(mockApply).not.toHaveBeenCalled();
    expect(mockInfo).not.toHaveBeenCalled();
    expect(mockPost).not.toHaveBeenCalled();
  });
});
