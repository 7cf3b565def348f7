import { useSearchParams } from '@h5/shared';
import { EmbeddedPage, EmptyArt, FRAME_SANDBOX } from '@h5/shared/ui';
import { PartnerBackButton, partnerPageTitle, usePartnerPage } from '../features/sponsorship';
import './partner-page.css';

/**
 * /zhanzhuye?type=1|2: the partner's page full screen (no shell header, no tab bar) with a back image over it. The
 * address comes from the server (its configuration, or its built-in page) and is never shown. The frame is sandboxed
 * as a page to look at (`FRAME_SANDBOX.partner`: no forms, no navigating the site away).
 */
export default function PartnerPage() {
  const [params] = useSearchParams();
  const { type, src, failed } = usePartnerPage(params.get('type'));

  if (!type || failed) {
    return (
      <div className="zz-full zz-missing" role="status">
        <PartnerBackButton />
        <EmptyArt />
        <p>{type ? '赞助页面暂时无法打开' : '赞助页面不存在'}</p>
      </div>
    );
  }
  return (
    <EmbeddedPage
      className="zz-full"
      src={src}
      title={partnerPageTitle(type)}
      sandbox={FRAME_SANDBOX.partner}
      bar={<PartnerBackButton />}
    />
  );
}
