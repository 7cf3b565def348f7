import { fullPath, Link, PageHeader, useLocation, useNavigate, useSearchParams, useSession } from '@h5/shared';
import { EmptyArt } from '@h5/shared/ui';
import {
  PromotionDetail,
  PromotionDetailSkeleton,
  promotionIdOf,
  usePromotionApplication,
  usePromotionDetailView,
} from '../features/promotions';
import { PAGES } from '@h5/shared/paths';
import './promotions-page.css';
import './promotion-detail-page.css';

/**
 * /activityInfo?id: back arrow, banner, title, the detail and notes sections (server HTML, only through RichText),
 * and the bottom button: 立即申请 for a player (the server's message as a toast), 去登录 for a visitor (to /login,
 * coming back here afterwards). A refused detail shows the server's reason and 查看其他活动.
 */
export default function PromotionDetailPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const { status, detail, reason, retry } = usePromotionDetailView(promotionIdOf(params.get('id')));
  const { apply, applying } = usePromotionApplication();

  // replace: after the login (which replaces itself with this page) back leads to where the player came from
  const goLogin = () =>
    navigate(`${PAGES.login}?redirect=${encodeURIComponent(fullPath(location))}`, { replace: true });

  return (
    <div className="promo-info">
      <PageHeader title="活动详情" tone="dark" block="promo-titlebar" />

      {status === 'loading' && <PromotionDetailSkeleton />}

      {(status === 'missing' || status === 'failed') && (
        <div className="promo-list__empty" role="status">
          <EmptyArt />
          <p>{status === 'failed' ? '活动加载失败' : reason}</p>
          {status === 'failed' ? (
            <button type="button" className="promo-list__retry" onClick={retry}>
              重新加载
            </button>
          ) : (
            <Link to={PAGES.promotions} className="promo-list__retry promo-info__others">
              查看其他活动
            </Link>
          )}
        </div>
      )}

      {status === 'ready' && detail && (
        <>
          <PromotionDetail detail={detail} />
          <div className="promo-info__actions">
            {token ? (
              <button
                type="button"
                className="promo-info__btn"
                onClick={() => void apply(detail.id)}
                disabled={applying}
                aria-busy={applying}
              >
                {applying ? '提交中...' : '立即申请'}
              </button>
            ) : (
              <button type="button" className="promo-info__btn promo-info__btn--login" onClick={goLogin}>
                去登录
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
