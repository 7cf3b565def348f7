import { RichText } from '@h5/shared/ui';
import { CustomerServiceLink } from '../../../components/account-ui';
import { useArticle } from '../api/post-article';
import './article-view.css';

/**
 * An article: its title, the sanitised rich text from `/api/article`, and a customer-service link below. Nothing
 * while it loads; 暂无内容 for an unknown type (`null`, nothing asked), a refusal or no answer at all.
 */
export function ArticleView({ type, title }: { type: number | string | null; title: string }) {
  const article = useArticle(type);
  const content = article.data ? String(article.data.content ?? '') : null;
  const empty = type === null || (!article.loading && content === null);

  return (
    <div className="acc-page article-page">
      <article className="article-card">
        <h2 className="article-card__title">{title}</h2>
        {content !== null && <RichText className="article-card__body" html={content} />}
        {empty && <p className="acc-empty">暂无内容</p>}
      </article>
      <div className="article-kefu">
        <span>还有疑问？</span>
        <CustomerServiceLink>联系在线客服</CustomerServiceLink>
      </div>
    </div>
  );
}
