import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { post, useSession } from '@h5/shared';
import ProfilePage from '../profile-page';
import { answer, answerPosts, PLAYER, renderAt, resetDom, session, toastKind, toastText } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn() }));
const mockPost = post as jest.MockedFunction<typeof post>;
/** `/api/updateuserinfo`: gets the request body */
const mockUpdate = jest.fn();

const mobile = () => screen.getByLabelText('手机号码') as HTMLInputElement;
const email = () => screen.getByLabelText('电子邮箱') as HTMLInputElement;

function open(user = PLAYER) {
  session(user);
  const ev = userEvent.setup();
  renderAt('/userInfo', '/userInfo', <ProfilePage />);
  return ev;
}

async function fill(ev: ReturnType<typeof userEvent.setup>, m: string, e: string) {
  await ev.clear(mobile());
  if (m) await ev.type(mobile(), m);
  await ev.clear(email());
  if (e) await ev.type(email(), e);
}

beforeEach(() => {
  resetDom();
  mockPost.mockReset();
  mockUpdate.mockReset();
  answerPosts(mockPost, { '/api/updateuserinfo': mockUpdate });
  localStorage.clear();
});

describe('/userInfo page', () => {
  it('shows the username and real name read-only, the avatar picker (PNG or GIF), and the stored values', async () => {
    open({ ...PLAYER, mobile: '13812345678', email: 'a@b.cn', birthday: '1990-05-20' });
    await act(async () => {}); // the silent refresh of the user info
    expect(screen.getByTestId('profile-username')).toHaveTextContent('player01');
    expect(screen.getByTestId('profile-realname')).toHaveTextContent('张三');
    expect(screen.queryByDisplayValue('player01')).toBeNull(); // not an input
    expect(screen.getByLabelText('上传头像')).toHaveAttribute('accept', 'image/gif,image/png');
    expect(mobile().value).toBe('13812345678');
    expect(email().value).toBe('a@b.cn');
    expect(screen.getByTestId('birthday')).toHaveTextContent('1990-05-20');
  });

  it('checks mobile, then email, then birthday, in that order; nothing is sent until all pass', async () => {
    const ev = open();
    const steps: [string, string, string][] = [
      ['12345', 'bad', '请输入正确手机号'],
      ['', '', '请输入正确手机号'],
      ['1381234567', 'a@b.cn', '请输入正确手机号'],
      ['13812345678', '', '请输入正确邮箱号'],
      ['13812345678', 'bad@', '请输入正确邮箱号'],
      ['8613812345678', 'a@b.cn', '请输入正确的日期格式：YYYY-MM-DD'], // no birthday picked yet
    ];
    for (const [m, e, message] of steps) {
      resetDom();
      await fill(ev, m, e);
      await ev.click(screen.getByRole('button', { name: '确认' }));
      expect(toastText()).toBe(message);
    }
    expect(mockUpdate).not.toHaveBeenCalled();
  });

  it("refuses a stored birthday before 1980-01-01 (the picker's minimum) without sending", async () => {
    const ev = open({ ...PLAYER, mobile: '13812345678', email: 'a@b.cn', birthday: '1979-12-31' });
    await ev.click(screen.getByRole('button', { name: '确认' }));
    expect(toastText()).toBe('出生日期不能早于1980-01-01');
    expect(mockUpdate).not.toHaveBeenCalled();
  });

  it('sends email, mobile and birthday; success updates the stored user info and shows 操作成功', async () => {
    mockUpdate.mockResolvedValue(answer(null, '操作成功') as never);
    const ev = open({ ...PLAYER, birthday: '1990-05-20' });
    await fill(ev, ' 13812345678 ', 'li@example.com');
    await ev.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(toastText()).toBe('操作成功'));
    expect(toastKind()).toMatch(/success/);
    expect(mockUpdate).toHaveBeenCalledWith({ mobile: '13812345678', email: 'li@example.com', birthday: '1990-05-20' });
    expect(useSession.getState().userInfo).toMatchObject({
      mobile: '13812345678',
      email: 'li@example.com',
      birthday: '1990-05-20',
    });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({
      mobile: '13812345678',
      email: 'li@example.com',
    });
  });

  it('keeps what was typed when the server refuses', async () => {
    mockUpdate.mockResolvedValue(answer(null, '请输入正确邮箱号', 400) as never);
    const ev = open({ ...PLAYER, birthday: '1990-05-20' });
    await fill(ev, '13812345678', 'li@example.com');
    await ev.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(mockUpdate).toHaveBeenCalled());
    expect(mobile().value).toBe('13812345678');
    expect(email().value).toBe('li@example.com');
    expect(useSession.getState().userInfo?.mobile).toBe('');
  });

  it('the birthday picker takes focus when it opens (确定, in a dialog named 选择出生日期) and gives it back (issue 24)', async () => {
    open({ ...PLAYER, birthday: '1990-05-20' });
    const ev = userEvent.setup({ pointerEventsCheck: 0 });
    const field = screen.getByTestId('birthday');
    field.focus();
    await ev.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '选择出生日期' });
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await ev.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择出生日期' })).toBeNull());
    expect(field).toHaveFocus();
    await ev.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await ev.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveTextContent('1990-05-20');
  });
});
