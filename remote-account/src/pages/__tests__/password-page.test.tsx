import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { post, useSession } from '@h5/shared';
import PasswordPage from '../password-page';
import { answer, answerPosts, PLAYER, renderAt, resetDom, session, toastText, where } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn() }));
const mockPost = post as jest.MockedFunction<typeof post>;
/** `/api/editPassword` and `/api/editPayPassword`: each gets the request body */
const mockLogin = jest.fn();
const mockPay = jest.fn();

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const values = () => ['旧密码', '新密码', '确认密码'].map((l) => field(l).value);

function open(type: string) {
  session(PLAYER);
  const ev = userEvent.setup();
  renderAt(`/password?type=${type}`, '/password', <PasswordPage />);
  return ev;
}

async function fill(ev: ReturnType<typeof userEvent.setup>, [o, n, c]: string[]) {
  for (const [label, v] of [
    ['旧密码', o],
    ['新密码', n],
    ['确认密码', c],
  ] as const) {
    await ev.clear(field(label));
    if (v) await ev.type(field(label), v);
  }
}

beforeEach(() => {
  resetDom();
  mockPost.mockReset();
  mockLogin.mockReset();
  mockPay.mockReset();
  answerPosts(mockPost, { '/api/editPassword': mockLogin, '/api/editPayPassword': mockPay });
});
afterEach(() => useSession.getState().stopPolling());

describe('/password page', () => {
  it('three masked fields', () => {
    open('1');
    for (const label of ['旧密码', '新密码', '确认密码']) expect(field(label)).toHaveAttribute('type', 'password');
  });

  it.each(['1', '2'])(
    'type %s: the seven checks in order, nothing sent; 新旧密码不能一致！ clears the form',
    async (type) => {
      const ev = open(type);
      const steps: [string[], string][] = [
        [['', '', ''], '请输入旧密码'],
        [['abc', '', ''], '请输入新密码'],
        [['abc', 'abc', ''], '请输入确认密码'],
        [['abc', 'abcdefg', 'x'], '请输入正确的旧密码长度'],
        [['abcdef', 'abc', 'x'], '请输入正确的新密码长度'],
        [['abcdef', 'abcdefg', 'abcdefh'], '两次密码不一致！'],
      ];
      for (const [input, message] of steps) {
        resetDom();
        await fill(ev, input);
        await ev.click(screen.getByRole('button', { name: '确认修改' }));
        expect(toastText()).toBe(message);
        expect(values()).toEqual(input); // kept
      }
      resetDom();
      await fill(ev, ['abcdef', 'abcdef', 'abcdef']);
      await ev.click(screen.getByRole('button', { name: '确认修改' }));
      expect(toastText()).toBe('新旧密码不能一致！');
      expect(values()).toEqual(['', '', '']);
      expect(mockLogin).not.toHaveBeenCalled();
      expect(mockPay).not.toHaveBeenCalled();
    },
  );

  it('type 1: sends old and new only; success clears storage, token and polling and goes to /login', async () => {
    mockLogin.mockResolvedValue(answer(null, '密码修改成功！') as never);
    localStorage.setItem('userInfo', JSON.stringify(PLAYER));
    const ev = open('1');
    useSession.getState().startPolling();
    await fill(ev, ['oldpass1', 'newpass1', 'newpass1']);
    await ev.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(where()).toBe('/login'));
    expect(mockLogin).toHaveBeenCalledWith({ password: 'oldpass1', paypassword: 'newpass1' });
    expect(mockPay).not.toHaveBeenCalled();
    expect(toastText()).toBe('密码修改成功！');
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().userInfo).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('type 2 (and any other value): the withdrawal password; success stays and clears the form', async () => {
    mockPay.mockResolvedValue(answer(null, '密码修改成功！') as never);
    const ev = open('2');
    await fill(ev, ['oldpay11', 'newpay11', 'newpay11']);
    await ev.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(toastText()).toBe('密码修改成功！'));
    expect(mockPay).toHaveBeenCalledWith({ password: 'oldpay11', paypassword: 'newpay11' });
    expect(where()).toBe('/password?type=2');
    expect(values()).toEqual(['', '', '']);
    expect(useSession.getState().token).toBe('tok');
  });

  it('a refused change (wrong old password) stays on the page with the session', async () => {
    mockLogin.mockResolvedValue(answer(null, '旧密码错误', 400) as never);
    const ev = open('1');
    await fill(ev, ['oldpass1', 'newpass1', 'newpass1']);
    await ev.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(mockLogin).toHaveBeenCalled());
    expect(where()).toBe('/password?type=1');
    expect(useSession.getState().token).toBe('tok');
  });
});
