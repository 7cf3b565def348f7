import { Link, type PromotionListItem } from '@h5/shared';
import { siteUrl } from '../../../lib/site-url';
import { BannerFallback } from './banner-fallback';
import { PAGES } from '@h5/shared/paths';

/** Promotion banners are 750×300 (5:2); width and height are set so nothing shifts while they load. */
export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

/**
 * One promotion of the list: its banner and title, the whole card a link to /activityInfo?id. Banners below the
 * first screen load lazily.
 */
export function PromotionCard({ item, eager }: { item: PromotionListItem; eager: boolean }) {
  return (
    <Link to={`${PAGES.promotionDetail}?id=${item.id}`} className="promo-card" data-testid="promo-card">
      <span className="promo-card__banner">
        {item.banner ? (
          <img
            src={siteUrl(item.banner)}
            alt={item.title}
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={eager ? 'high' : 'auto'}
          />
        ) : (
          <BannerFallback title={item.title} />
        )}
      </span>
      <span className="promo-card__foot">
        <span className="promo-card__title">{item.title}</span>
        <span className="promo-card__more">
          查看详情
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path
              d="M9 5l7 7-7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      </span>
    </Link>
  );
}
