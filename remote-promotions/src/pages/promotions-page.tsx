import { Link } from '@h5/shared';
import { EmptyArt } from '@h5/shared/ui';
import { ALL_TAB, PromotionCard, TypeTabs, usePromotionTabs } from '../features/promotions';
import { PAGES } from '@h5/shared/paths';
import './promotions-page.css';

/** How many cards the first screen shows: their banners load at once, the rest lazily. */
const FIRST_SCREEN_CARDS = 2;

/**
 * /activity, the 优惠 tab: its own title bar (the shell hides its header here), tabs 全部 plus one per promotion
 * type, the cards (banner and title) to /activityInfo?id, and the END divider. A cached page: the tab and the scroll
 * are kept while the player is elsewhere.
 */
export default function PromotionsPage() {
  const { types, active, items, status, select, retry } = usePromotionTabs();

  return (
    <div className="promo-page">
      <header className="promo-titlebar">
        <span className="promo-titlebar__side" />
        <h1 className="promo-titlebar__title">优惠活动</h1>
        <Link to={PAGES.activityRecords} className="promo-titlebar__side promo-titlebar__record">
          活动记录
        </Link>
      </header>

      <div className="promo-tabs">
        <TypeTabs
          tabs={[{ key: ALL_TAB, title: '全部' }, ...types.map((t) => ({ key: String(t.id), title: t.name }))]}
          active={active}
          onSelect={select}
        />
      </div>

      <main className="promo-list" aria-busy={status === 'loading'}>
        {status === 'loading' && items.length === 0 && (
          <div className="promo-list__skeleton" aria-hidden="true">
            <i />
            <i />
          </div>
        )}
        {status === 'failed' && (
          <div className="promo-list__empty" role="status">
            <EmptyArt />
            <p>活动加载失败</p>
            <button type="button" className="promo-list__retry" onClick={retry}>
              重新加载
            </button>
          </div>
        )}
        {status === 'ready' && items.length === 0 && (
          <div className="promo-list__empty" role="status">
            <EmptyArt />
            <p>暂无活动，敬请期待</p>
          </div>
        )}
        {status !== 'failed' &&
          items.map((item, i) => <PromotionCard key={item.id} item={item} eager={i < FIRST_SCREEN_CARDS} />)}
        {status === 'ready' && (
          <div className="promo-end" aria-label="END">
            <span>END</span>
          </div>
        )}
      </main>
    </div>
  );
}
