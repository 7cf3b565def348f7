import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageHeader } from '../..';
import { renderAt, where } from '../../testing';

describe('PageHeader', () => {
  it('is the light bar by default: 返回, the title as a heading, the right slot; back goes home without history', async () => {
    const user = userEvent.setup();
    renderAt('/somewhere', '/somewhere', <PageHeader title="消息" right={<a href="#/x">全部已读</a>} />);
    const bar = screen.getByRole('banner');
    expect(bar.className).toBe('h5-page-header h5-page-header--light');
    expect(screen.getByRole('heading', { level: 1, name: '消息' }).className).toBe('h5-page-header__title');
    expect(screen.getByRole('link', { name: '全部已读' }).parentElement?.className).toBe('h5-page-header__right');
    const back = screen.getByRole('button', { name: '返回' });
    expect(back.className).toBe('h5-page-header__back');
    await user.click(back);
    expect(where()).toBe('/');
  });

  it('adds the tone and the page block to the bar and its parts', () => {
    renderAt('/vip', '/vip', <PageHeader title="VIP特权" tone="dark" block="vip-bar" />);
    expect(screen.getByRole('banner').className).toBe('h5-page-header h5-page-header--dark vip-bar');
    expect(screen.getByRole('button', { name: '返回' }).className).toBe('h5-page-header__back vip-bar__back');
    expect(screen.getByRole('heading', { name: 'VIP特权' }).className).toBe('h5-page-header__title vip-bar__title');
    expect(screen.getByRole('banner').lastElementChild?.className).toBe('h5-page-header__right vip-bar__side');
  });

  it('calls onBack instead of going back', async () => {
    const user = userEvent.setup();
    const onBack = jest.fn();
    renderAt('/transfer', '/transfer', <PageHeader title="转账" onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/transfer');
  });
});
