import { toast, useSession } from '@h5/shared';
import { framedAddress } from '../../../lib/framed-address';
import { useLoginFirst } from '../../../lib/login-first';
import { LOGIN_FIRST } from '../../../lib/messages';
import { useAgentLoginUrl } from '../api/get-agent-login-url';
import { useServiceUrl } from '../api/post-service-url';
import type { FrameSource } from '../frame-source';

/** What /gamePage?app=1 says when the site has no iOS download address. */
export const NO_IOS_DOWNLOAD = '暂未提供iOS下载地址';

/**
 * The address /gamePage frames for the agent page, customer service or the iOS download, or why it cannot (shown
 * with 重试 and 返回首页): the agent page needs a session (请登录！), a refusal is the server's message, no answer
 * 网络连接超时，请重试! (each toasted as it happens); no iOS address is said without a toast. A game's address is
 * the launch feature's (`useFramedGame`); for a game or nothing this answers nothing.
 */
export function useFramedPage(source: FrameSource): { src: string | null; failure: string | null; retry: () => void } {
  const needsLogin = useLoginFirst(source.kind === 'agent', source.kind);
  const agent = useAgentLoginUrl(source.kind === 'agent' && !needsLogin);
  const service = useServiceUrl(source.kind === 'service');
  const iosUrl = useSession((s) => s.appInfo?.ios_download_url ?? '');

  switch (source.kind) {
    case 'agent':
      if (needsLogin) return { src: null, failure: LOGIN_FIRST, retry: () => toast.error(LOGIN_FIRST) };
      return { ...framedAddress(agent), retry: () => void agent.refetch() };
    case 'service':
      return { ...framedAddress(service), retry: () => void service.refetch() };
    case 'ios':
      return iosUrl
        ? { src: iosUrl, failure: null, retry: () => {} }
        : { src: null, failure: NO_IOS_DOWNLOAD, retry: () => {} };
    default:
      return { src: null, failure: null, retry: () => {} };
  }
}
