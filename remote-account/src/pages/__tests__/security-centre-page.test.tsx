import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import SecurityCentrePage from '../security-centre-page';
import { PLAYER, renderAt, resetDom, session } from './fixtures';

beforeEach(() => resetDom());

describe('/userCent page', () => {
  it('links to the profile, card management, the login password (type 1) and the withdrawal password (type 2)', () => {
    session(PLAYER);
    renderAt('/userCent', '/userCent', <SecurityCentrePage />);
    expect(screen.getByRole('link', { name: '个人资料' })).toHaveAttribute('href', '#/userInfo');
    expect(screen.getByRole('link', { name: '卡片管理' })).toHaveAttribute('href', '#/wallet');
    expect(screen.getByRole('link', { name: '修改登录密码' })).toHaveAttribute('href', '#/password?type=1');
    expect(screen.getByRole('link', { name: '设置取款密码' })).toHaveAttribute('href', '#/password?type=2');
    expect(screen.getByText('手机未绑定')).toBeInTheDocument();
  });

  it('says which contact details are set', () => {
    session({ ...PLAYER, mobile: '13812345678', email: 'a@b.cn' });
    renderAt('/userCent', '/userCent', <SecurityCentrePage />);
    expect(screen.getByText('手机已绑定')).toBeInTheDocument();
    expect(screen.getByText('邮箱已绑定')).toBeInTheDocument();
  });
});
