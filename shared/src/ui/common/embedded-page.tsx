import { useEffect, useRef, useState, type ReactNode } from 'react';
// each component brings the styles itself: the package's index is side-effect free, so its CSS import can be skipped
import './common.css';

/**
 * What a framed page may do: the `sandbox` of each kind of frame, only what that kind needs. None has
 * `allow-top-navigation` (nor its by-user-activation form): a framed page can never send the whole site, and the
 * player with it, to another address. None has `allow-popups-to-escape-sandbox`: a window a framed page opens keeps
 * these limits. Where a page needs its own origin (`allow-same-origin`: its cookies, storage and calls), an outside
 * page gets its own origin, never the site's; the server's own pages (the built-in chat, the venue simulator, the
 * partner pages) are the site's origin and, with scripts, could lift their sandbox: for them it is no boundary, it
 * limits what an outside page an operator configures may do.
 */
export const FRAME_SANDBOX = {
  /**
   * Customer service: the server's built-in chat (`/support/`) or an outside vendor's chat. Scripts; its own origin
   * (the built-in chat reads the player's token from session storage and calls the API with it, a vendor keeps its
   * visitor cookie); forms (the message box is a form: without `allow-forms` not even its submit event fires);
   * popups (a vendor opens an attachment or a picture in a new window).
   */
  service: 'allow-scripts allow-same-origin allow-forms allow-popups',
  /**
   * A game (the venue simulator's page on this server, a venue's page): scripts; its own origin (the venue session is
   * a cookie, the simulator's calls go to its own API with it); forms (bet slips, a venue's own login); popups (a
   * venue's rules or history window).
   */
  game: 'allow-scripts allow-same-origin allow-forms allow-popups',
  /** The agent back office (an outside site): a login form and its reports; the same needs as a game. */
  agent: 'allow-scripts allow-same-origin allow-forms allow-popups',
  /**
   * A sponsorship page (the server's built-in partner page, or a partner's own site): a page to look at. Scripts and
   * its own origin for a partner's site; popups for its links (opened in a new window). No forms.
   */
  partner: 'allow-scripts allow-same-origin allow-popups',
  /**
   * The app download page shown in a frame (`ios_download_url` on /gamePage?app=1): a landing page (scripts, its own
   * origin) whose button downloads the app (`allow-downloads`) or hands it to the phone's installer
   * (`allow-top-navigation-to-custom-protocols`: an `itms-services:` link opens the installer; it never lets the frame
   * load an http(s) page in the site's place). No forms, no popups.
   */
  download: 'allow-scripts allow-same-origin allow-downloads allow-top-navigation-to-custom-protocols',
  /**
   * The hidden frame of /app's 立即下载: it only fetches the download address for 2 s, so it runs nothing (no scripts,
   * an opaque origin): a file answer is downloaded, a redirect to the installer's scheme opens it.
   */
  downloadFile: 'allow-downloads allow-top-navigation-to-custom-protocols',
} as const;

export type FrameSandbox = (typeof FRAME_SANDBOX)[keyof typeof FRAME_SANDBOX];

/**
 * The message one of the server's own framed pages posts to ask the site to open one of its pages (the built-in
 * chat's 去登录): `{type: FRAME_NAVIGATE, path: '/login?redirect=%2Fkefu'}`. The frames may not navigate the site
 * themselves (no `allow-top-navigation`), so the site does it, for its own origin's pages and internal paths only.
 */
export const FRAME_NAVIGATE = 'h5:navigate';

/** An in-app path (`/login?…`): never another origin (`//host`, `/\host`), never a control character. */
function internalPath(path: unknown): string | null {
  if (
    typeof path !== 'string' ||
    path.length > 512 ||
    !path.startsWith('/') ||
    path.startsWith('//') ||
    path.startsWith('/\\')
  )
    return null;
  // eslint-disable-next-line no-control-regex -- matching control characters is the point (they are refused)
  return /[\u0000-\u001f\u007f]/.test(path) ? null : path;
}

/**
 * A full-height page of another site or of the server (customer service, partner pages, the agent page, a game):
 * the frame fills the space between the shell's bars, a spinner shows until it has loaded, and `bar` (a back or home
 * bar) sits above it. The frame never gets the player's token: the address must carry its own ticket if it needs one.
 * `sandbox` is what the framed page may do (one of `FRAME_SANDBOX`); no referrer is sent. `onNavigate` receives the
 * in-app paths a page of the site's own origin in this frame asks for (`FRAME_NAVIGATE`); other origins are ignored.
 */
export function EmbeddedPage({
  src,
  title,
  sandbox,
  bar,
  className,
  onNavigate,
}: {
  src: string | null;
  title: string;
  sandbox: FrameSandbox;
  bar?: ReactNode;
  className?: string;
  onNavigate?: (path: string) => void;
}) {
  const [loaded, setLoaded] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!onNavigate) return;
    const onMessage = (e: MessageEvent) => {
      if (!frame.current || e.source !== frame.current.contentWindow || e.origin !== window.location.origin) return;
      const data = e.data as { type?: unknown; path?: unknown } | null;
      if (data?.type !== FRAME_NAVIGATE) return;
      const path = internalPath(data.path);
      if (path) onNavigate(path);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onNavigate]);

  return (
    <div className={`h5-embedded${className ? ` ${className}` : ''}`}>
      {bar}
      <div className="h5-embedded__body">
        {src && (
          <iframe
            key={src}
            ref={frame}
            className="h5-embedded__frame"
            src={src}
            title={title}
            sandbox={sandbox}
            referrerPolicy="no-referrer"
            allow="clipboard-write"
            onLoad={() => setLoaded(src)}
          />
        )}
        {/* also while the address itself is still being fetched (src null) */}
        {(!src || loaded !== src) && (
          <div className="h5-embedded__loading" role="status" aria-label="加载中">
            <i className="h5-embedded__spinner" />
          </div>
        )}
      </div>
    </div>
  );
}
