import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearQueries } from '@h5/shared';
import type { postSponsorUrl } from '../../features/sponsorship/api/post-sponsor-url';
import PartnerPage from '../partner-page';
import SponsorshipPage from '../sponsorship-page';
import { answer, answerCalls, renderAt, resetDom, session } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), get: jest.fn(), post: jest.fn() }));
/** the endpoint's answers, called with what the page asked for */
const mockUrl = jest.fn<ReturnType<typeof postSponsorUrl>, [type: 1 | 2]>();

beforeEach(() => {
  resetDom();
  clearQueries();
  answerCalls({ 'POST /api/sponsorurl': (body) => mockUrl(body.type as 1 | 2) });
  session(null);
  mockUrl
    .mockReset()
    .mockImplementation(async (type) => answer({ url: type === 1 ? '/partners/1' : 'https://partner.example/falcon' }));
});

describe('/zhanzhu page', () => {
  it('shows two partner cards, to /zhanzhuye?type=1 and ?type=2', () => {
    renderAt('/zhanzhu', '/zhanzhu', <SponsorshipPage />);
    expect(screen.getByTestId('partner-card-1')).toHaveAttribute('href', '#/zhanzhuye?type=1');
    expect(screen.getByTestId('partner-card-2')).toHaveAttribute('href', '#/zhanzhuye?type=2');
    expect(screen.getByTestId('partner-card-1')).toHaveTextContent('蓝狮足球俱乐部');
    expect(screen.getByTestId('partner-card-2')).toHaveTextContent('暗夜猎鹰电竞俱乐部');
  });
});

describe('/zhanzhuye page', () => {
  it.each([
    [1, '/partners/1'],
    [2, 'https://partner.example/falcon'],
  ])(
    'type %i frames the address the server gives, sandboxed as a page to look at, without ever showing it',
    async (type, url) => {
      const { container } = renderAt(`/zhanzhuye?type=${type}`, '/zhanzhuye', <PartnerPage />);
      await waitFor(() => expect(container.querySelector('iframe')).toHaveAttribute('src', url));
      // scripts and links to new windows; no forms, never navigating the site away
      expect(container.querySelector('iframe')).toHaveAttribute(
        'sandbox',
        'allow-scripts allow-same-origin allow-popups',
      );
      expect(container.querySelector('iframe')).toHaveAttribute('referrerpolicy', 'no-referrer');
      expect(mockUrl).toHaveBeenCalledWith(type);
      expect(container.textContent).not.toContain(url);
      expect(container.textContent).not.toMatch(/partner|http/);
    },
  );

  it('the back image goes back', async () => {
    const user = userEvent.setup();
    renderAt('/zhanzhuye?type=1', '/zhanzhuye', <PartnerPage />);
    await user.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it.each(['3', 'abc', ''])('an unknown type (%j) asks nothing and says so', async (raw) => {
    renderAt(`/zhanzhuye?type=${raw}`, '/zhanzhuye', <PartnerPage />);
    expect(await screen.findByText('赞助页面不存在')).toBeInTheDocument();
    expect(mockUrl).not.toHaveBeenCalled();
  });
});
