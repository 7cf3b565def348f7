import { useNavigate } from '@h5/shared';
import { EmbeddedPage, FRAME_SANDBOX } from '@h5/shared/ui';
import { ServiceFailed, useServiceFrame } from '../features/customer-service';
import './customer-service-page.css';

/**
 * /kefu (the 客服 tab): customer service, embedded from `POST /api/getservicerurl`. The server answers the operator's
 * outside service when one is configured, else its built-in chat (`/support/`, same origin: the chat reads the
 * session token from session storage itself, nothing is put in the address). A spinner until the address and the
 * page have loaded; a failure says so with a retry. The frame is sandboxed as a chat (`FRAME_SANDBOX.service`); the
 * built-in chat's 去登录 asks this page to open /login (it may not navigate the site itself).
 */
export default function CustomerServicePage() {
  const navigate = useNavigate();
  const [state, retry] = useServiceFrame();
  if (state.status === 'failed') return <ServiceFailed message={state.message} onRetry={retry} />;
  return (
    <EmbeddedPage
      className="kefu-page"
      src={state.status === 'ready' ? state.src : null}
      title="在线客服"
      sandbox={FRAME_SANDBOX.service}
      onNavigate={navigate}
    />
  );
}
