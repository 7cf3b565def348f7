import { fullPath, isNetworkError, Link, NETWORK_ERROR, toast, useLocation, useNavigate, useSearchParams, useSession, type PromotionDetail } from '@h5/shared';
import { EmptyArt, RichText } from '@h5/shared/ui';
import { useEffect, useState } from 'react';
import { postActivityApply } from '../features/promotions/api/post-activity-apply';
import { postActivityDetail } from '../features/promotions/api/post-activity-detail';
import { BackBar } from '../components/back-bar';
import { BannerFallback } from '../features/promotions/components/banner-fallback';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../features/promotions/components/promotion-card';
import { siteUrl } from '../lib/site-url';
import './activity-page.css';
import './activity-info-page.css';

/** A promotion id from the address: a positive integer the server can hold, else null (nothing is requested). */
export function promotionIdOf(raw: string | null): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

type Status = 'loading' | 'ready' | 'missing' | 'failed';

/**
 * /activityInfo?id (000 §2 Promotions): back arrow, banner, title, the detail and notes sections (server HTML, only
 * through RichText), and the bottom button: 立即申请 for a player (the server's message as a toast), 去登录 for a
 * visitor (to /login, coming back here afterwards).
 */
export default function ActivityInfoPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const id = promotionIdOf(params.get('id'));
  const [detail, setDetail] = useState<PromotionDetail | null>(null);
  const [status, setStatus] = useState<Status>(id ? 'loading' : 'missing');
  const [reason, setReason] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [applying, setApplying] = useState(false);

  useEffect(() => {
    if (!id) {
      setStatus('missing');
      setReason('活动不存在');
      return;
    }
    let live = true;
    setStatus('loading');
    postActivityDetail(id)
      .then((res) => {
        if (!live) return;
        if (res.code === 200 && res.data) {
          setDetail(res.data);
          setStatus('ready');
        } else {
          setReason(res.message || '活动不存在');
          setStatus('missing');
        }
      })
      .catch((err) => {
        if (!live) return;
        if (!isNetworkError(err)) throw err;
        toast(NETWORK_ERROR, 'danger');
        setStatus('failed');
      });
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const apply = async () => {
    if (applying || !detail) return;
    setApplying(true);
    try {
      const res = await postActivityApply(detail.id);
      if (res.code === 401) return; // the shell's 认证失败 dialog takes over
      toast(res.message || (res.code === 200 ? '申请成功' : '申请失败'), res.code === 200 ? 'success' : 'danger');
    } catch (err) {
      if (!isNetworkError(err)) throw err;
      toast(NETWORK_ERROR, 'danger');
    } finally {
      setApplying(false);
    }
  };

  // replace: after the login (which replaces itself with this page) back leads to where the player came from
  const goLogin = () => navigate(`/login?redirect=${encodeURIComponent(fullPath(location))}`, { replace: true });

  return (
    <div className="promo-info">
      <BackBar title="活动详情" block="promo-titlebar" />

      {status === 'loading' && (
        <div className="promo-info__skeleton" aria-hidden="true">
          <i className="promo-info__skeleton-banner" />
          <i />
          <i />
          <i className="is-short" />
        </div>
      )}

      {(status === 'missing' || status === 'failed') && (
        <div className="promo-list__empty" role="status">
          <EmptyArt />
          <p>{status === 'failed' ? '活动加载失败' : reason}</p>
          {status === 'failed' ? (
            <button type="button" className="promo-list__retry" onClick={() => setAttempt((n) => n + 1)}>
              重新加载
            </button>
          ) : (
            <Link to="/activity" className="promo-list__retry promo-info__others">
              查看其他活动
            </Link>
          )}
        </div>
      )}

      {status === 'ready' && detail && (
        <>
          <div className="promo-info__banner">
            {detail.banner ? (
              <img src={siteUrl(detail.banner)} alt={detail.title} width={BANNER_WIDTH} height={BANNER_HEIGHT} fetchPriority="high" />
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
          <div className="promo-info__actions">
            {token ? (
              <button type="button" className="promo-info__btn" onClick={apply} disabled={applying} aria-busy={applying}>
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
