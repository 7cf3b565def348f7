import type { PromotionDetail as Detail } from '@h5/shared';
import { RichText } from '@h5/shared/ui';
import { siteUrl } from '../../../lib/site-url';
import { BannerFallback } from './banner-fallback';
import { BANNER_HEIGHT, BANNER_WIDTH } from './promotion-card';

/** A promotion's banner, title, detail and notes (server HTML, only through RichText). */
export function PromotionDetail({ detail }: { detail: Detail }) {
  return (
    <>
      <div className="promo-info__banner">
        {detail.banner ? (
          <img
            src={siteUrl(detail.banner)}
            alt={detail.title}
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            fetchPriority="high"
          />
        ) : (
          <BannerFallback title={detail.title} />
        )}
      </div>
      <article className="promo-info__card">
        <h2 className="promo-info__title" data-testid="promo-title">
          {detail.title}
        </h2>
        <section className="promo-info__section">
          <h3 className="promo-info__heading">活动内容</h3>
          <RichText html={detail.content} className="promo-info__html" />
        </section>
        {detail.memo && (
          <section className="promo-info__section">
            <h3 className="promo-info__heading">活动须知</h3>
            <RichText html={detail.memo} className="promo-info__html promo-info__html--notes" />
          </section>
        )}
      </article>
    </>
  );
}

/** The detail's place while it loads. */
export function PromotionDetailSkeleton() {
  return (
    <div className="promo-info__skeleton" aria-hidden="true">
      <i className="promo-info__skeleton-banner" />
      <i />
      <i />
      <i className="is-short" />
    </div>
  );
}
