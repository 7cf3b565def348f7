import { useSearchParams } from '@h5/shared';
import { ArticleView, helpArticleOf } from '../features/help';

/**
 * /boutBallBetInfo?type, one help article: titled by its type (the shell's header too), its content, and a
 * customer-service link. A type the help centre does not list asks nothing and shows 暂无内容.
 */
export default function HelpArticlePage() {
  const [params] = useSearchParams();
  const article = helpArticleOf(params.get('type'));
  return <ArticleView type={article.type} title={article.title} />;
}
