import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, me } from './fake-server';
import { renderConsole } from './render';

test('a page opened without a session goes to /login, and back to that page after sign-in', async () => {
  let signedIn = false;
  const empty = { data: { data: [], total: 0, last_page: 1, current_page: 1, per_page: 20 } };
  fakeServer({
    'GET /me': () => (signedIn ? { data: me('finance') } : { status: 401, message: '管理员登录已过期，请重新登录' }),
    'POST /login': () => {
      signedIn = true;
      return { data: { role: 'finance', username: 'finance1', expires_at: '', second_factor: 'none' } };
    },
    'GET /deposits': empty,
    'GET /withdrawals': empty,
  });
  const user = userEvent.setup({ delay: null });
  renderConsole('/withdrawals?x=1');
  await user.type(await screen.findByLabelText('用户名'), 'finance1');
  expect(window.location.pathname).toBe('/login');
  // a first visit is not an ended session: no "expired" message
  expect(screen.queryByText('管理员登录已过期，请重新登录')).toBeNull();
  await user.type(screen.getByLabelText('密码'), 'Secret!2026');
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
  expect(await screen.findByText('暂无待审核订单')).toBeInTheDocument();
  expect(window.location.pathname + window.location.search).toBe('/withdrawals?x=1');
});
