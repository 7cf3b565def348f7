import { useSearchParams } from '@h5/shared';
import { HELP_TITLES } from '../features/help/articles';
import { ArticleView } from '../features/help/components/article-view';

/** /boutBallBetInfo?type (001 §2): the article of that help type, titled by type, with a customer-service link. */
export default function BoutBallBetInfoPage() {
  const [params] = useSearchParams();
  const type = params.get('type') ?? '';
  const known = Object.prototype.hasOwnProperty.call(HELP_TITLES, type);
  return <ArticleView type={known ? Number(type) : null} title={known ? HELP_TITLES[type] : '帮助详情'} />;
}
