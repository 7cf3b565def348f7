import { goBack, isNetworkError, NETWORK_ERROR, toast, useNavigate, useSearchParams } from '@h5/shared';
import { EmbeddedPage, EmptyArt, FRAME_SANDBOX } from '@h5/shared/ui';
import { useEffect, useState } from 'react';
import { postSponsorUrl } from '../features/sponsorship/api/post-sponsor-url';
import { partnerTypeOf } from '../features/sponsorship/partners';
import { siteUrl } from '../lib/site-url';
import './zhanzhuye-page.css';

/**
 * /zhanzhuye?type=1|2 (000 §2 Sponsorship): the partner's page full screen (no shell header, no tab bar) with a back
 * image over it. The address comes from the server (its configuration, or its built-in page) and is never shown. The
 * frame is sandboxed as a page to look at (`FRAME_SANDBOX.partner`: no forms, no navigating the site away).
 */
export default function ZhanzhuyePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = partnerTypeOf(params.get('type'));
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!type) return;
    let live = true;
    setSrc(null);
    setFailed(false);
    postSponsorUrl(type)
      .then((res) => {
        if (!live) return;
        if (res.code === 200 && res.data?.url) setSrc(siteUrl(res.data.url));
        else setFailed(true);
      })
      .catch((err) => {
        if (!live) return;
        if (!isNetworkError(err)) throw err;
        toast(NETWORK_ERROR, 'danger');
        setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [type]);

  const back = (
    <button type="button" className="zz-back" aria-label="返回" onClick={() => goBack(navigate)}>
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill="rgba(23,27,41,0.55)" stroke="rgba(255,216,138,0.7)" strokeWidth="1.5" />
        <path d="M23 12l-8 8 8 8" fill="none" stroke="#ffe3a3" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );

  if (!type || failed) {
    return (
      <div className="zz-full zz-missing" role="status">
        {back}
        <EmptyArt />
        <p>{type ? '赞助页面暂时无法打开' : '赞助页面不存在'}</p>
      </div>
    );
  }
  return <EmbeddedPage className="zz-full" src={src} title={type === 1 ? '赞助伙伴：足球' : '赞助伙伴：电竞'} sandbox={FRAME_SANDBOX.partner} bar={back} />;
}
