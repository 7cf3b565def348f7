import { isNetworkError } from '@h5/shared';
import { RichText } from '@h5/shared/ui';
import { useEffect, useState } from 'react';
import { KefuLink } from '../../../components/account-ui';
import { postArticle } from '../api/post-article';
import './article-view.css';

/** An article: its title, the sanitised rich text from `/api/article`, and a customer-service link below. */
export function ArticleView({ type, title }: { type: number | string | null; title: string }) {
  const [content, setContent] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setContent(null);
    setFailed(false);
    if (type === null) {
      setFailed(true);
      return;
    }
    postArticle(type)
      .then((res) => {
        if (!live) return;
        if (res.code === 200 && res.data) setContent(String(res.data.content ?? ''));
        else setFailed(true);
      })
      .catch((err) => {
        if (!isNetworkError(err)) throw err;
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [type]);

  return (
    <div className="acc-page article-page">
      <article className="article-card">
        <h2 className="article-card__title">{title}</h2>
        {content !== null && <RichText className="article-card__body" html={content} />}
        {failed && <p className="acc-empty">暂无内容</p>}
      </article>
      <div className="article-kefu">
        <span>还有疑问？</span>
        <KefuLink>联系在线客服</KefuLink>
      </div>
    </div>
  );
}
