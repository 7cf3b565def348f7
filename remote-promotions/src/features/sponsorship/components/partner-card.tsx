import { Link } from '@h5/shared';
import { siteUrl } from '../../../lib/site-url';
import type { PartnerCardInfo } from '../partners';
import { PAGES } from '@h5/shared/paths';

/** A partner of the 赞助 tab: crest, names, the partnership, and the way to its page (/zhanzhuye?type). */
export function PartnerCard({ partner }: { partner: PartnerCardInfo }) {
  return (
    <Link
      to={`${PAGES.sponsorPage}?type=${partner.type}`}
      className={`zz-card zz-card--${partner.tone}`}
      data-testid={`partner-card-${partner.type}`}
    >
      <span className="zz-card__crest">
        <img
          src={siteUrl(`/partners/${partner.type}/crest.svg`)}
          alt=""
          width={120}
          height={140}
          loading="lazy"
          decoding="async"
        />
      </span>
      <span className="zz-card__body">
        <span className="zz-card__role">{partner.role}</span>
        <span className="zz-card__name">{partner.name}</span>
        <span className="zz-card__english">{partner.english}</span>
        <span className="zz-card__foot">
          <span className="zz-card__since">{partner.since}</span>
          <span className="zz-card__more">了解详情 ›</span>
        </span>
      </span>
    </Link>
  );
}
