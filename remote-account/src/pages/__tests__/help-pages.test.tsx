import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { post } from '@h5/shared';
import HelpArticlePage from '../help-article-page';
import HelpCentrePage from '../help-centre-page';
import TermsPage from '../terms-page';
import { answer, answerPosts, renderAt, resetDom, session } from './fixtures';

jest.mock('@h5/shared', () => ({ ...jest.requireActual('@h5/shared'), post: jest.fn() }));
const mockPost = post as jest.MockedFunction<typeof post>;
/** `/api/article`: gets the request body */
const mockArticle = jest.fn();

beforeEach(() => {
  resetDom();
  session(null);
  mockPost.mockReset();
  mockArticle.mockReset();
  answerPosts(mockPost, { '/api/article': mockArticle });
});

describe('/boutBallBet page', () => {
  it("links the seven articles in the spec's mapping, human customer service, and shows the version", () => {
    renderAt('/boutBallBet', '/boutBallBet', <HelpCentrePage />);
    const expected = [
      ['关于我们', 7],
      ['常见问题', 1],
      ['隐私政策', 2],
      ['免责说明', 3],
      ['联系我们', 4],
      ['代理加盟', 5],
      ['博彩责任', 8],
    ] as const;
    for (const [name, type] of expected) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `#/boutBallBetInfo?type=${type}`);
    }
    expect(screen.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', '#/kefu');
    expect(screen.getByText('人工客服')).toBeInTheDocument();
    expect(screen.getByTestId('help-version')).toHaveTextContent('v1.0.0');
  });
});

describe('/boutBallBetInfo page', () => {
  it('titles the article by type, renders its sanitised content and a customer-service link', async () => {
    mockArticle.mockResolvedValue(
      answer({
        title: '博彩责任',
        content: '<p>理性娱乐<script>window.bad=1</script></p><a href="javascript:alert(1)">x</a>',
      }) as never,
    );
    renderAt('/boutBallBetInfo?type=8', '/boutBallBetInfo', <HelpArticlePage />);
    expect(screen.getByRole('heading', { name: '博彩责任' })).toBeInTheDocument();
    expect(await screen.findByText('理性娱乐')).toBeInTheDocument();
    expect(mockArticle).toHaveBeenCalledWith({ type: 8 });
    expect(document.querySelector('.article-card script')).toBeNull();
    expect(document.querySelector('.article-card a')?.getAttribute('href') ?? '').not.toMatch(/javascript/);
    expect(screen.getByRole('link', { name: '联系在线客服' })).toHaveAttribute('href', '#/kefu');
  });

  it('an unknown type asks nothing and says 暂无内容', async () => {
    renderAt('/boutBallBetInfo?type=6', '/boutBallBetInfo', <HelpArticlePage />);
    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
    expect(mockPost).not.toHaveBeenCalled();
  });
});

describe('/abouts page', () => {
  it.each([
    ['5', 'terms', '条款与规则'],
    ['6', 'privacy', '隐私政策'],
    ['', 'terms', '条款与规则'],
  ])('type %s asks for the %s article', async (type, slug, title) => {
    mockArticle.mockResolvedValue(answer({ title, content: `<p>${title}正文</p>` }) as never);
    renderAt(`/abouts${type ? `?type=${type}` : ''}`, '/abouts', <TermsPage />);
    expect(await screen.findByText(`${title}正文`)).toBeInTheDocument();
    await waitFor(() => expect(mockArticle).toHaveBeenCalledWith({ type: slug }));
  });
});
