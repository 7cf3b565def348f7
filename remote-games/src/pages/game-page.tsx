import { isNetworkError, toast, useNavigate, useSearchParams, useSession } from '@h5/shared';
import { EmbeddedPage, FRAME_SANDBOX, type FrameSandbox } from '@h5/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { getAgentLoginUrl } from '../features/game-page/api/get-agent-login-url';
import { postServiceUrl } from '../features/game-page/api/post-service-url';
import { postGameUrl } from '../features/launch/api/post-game-url';
import { LAUNCH_TIMEOUT, LOGIN_FIRST } from '../lib/messages';
import './game-page.css';

type Source = { kind: 'game'; name: string; type: string; code: string } | { kind: 'agent' } | { kind: 'service' } | { kind: 'ios' } | { kind: 'none' };

function sourceOf(q: URLSearchParams): Source {
  if (q.get('dailiD') === '1') return { kind: 'agent' };
  if (q.get('dailiD') === '2') return { kind: 'service' };
  if (q.get('app') === '1') return { kind: 'ios' };
  const name = q.get('name') ?? '';
  if (name) return { kind: 'game', name, type: q.get('type') || '0', code: q.get('code') ?? '' };
  return { kind: 'none' };
}

const TITLES: Record<Source['kind'], string> = { game: '游戏', agent: '代理登录', service: '在线客服', ios: 'APP下载', none: '游戏' };

/** What each framed page may do (shared `FRAME_SANDBOX`: why each allows what it does). */
const SANDBOX: Record<Source['kind'], FrameSandbox> = {
  game: FRAME_SANDBOX.game,
  agent: FRAME_SANDBOX.agent,
  service: FRAME_SANDBOX.service,
  ios: FRAME_SANDBOX.download,
  none: FRAME_SANDBOX.game,
};

/**
 * /gamePage (000 §2): a full-height frame with a home bar. `name`, `type`, `code`: a game (the internal platform);
 * `dailiD=1` the agent login page; `dailiD=2` customer service; `app=1` the iOS download. A game that cannot be opened
 * says why and goes home (000 §8); the agent and service pages say why and offer a retry.
 */
export default function GamePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const iosUrl = useSession((s) => s.appInfo?.ios_download_url ?? '');
  // the venue's display name from the home lists kept locally (泛亚电竞), else its code
  const venueName = useSession((s) => {
    const code = params.get('name');
    for (const list of Object.values(s.gameLists)) {
      const hit = (list as { platform_name?: string; name?: string }[] | undefined)?.find((g) => g?.platform_name === code && g.name);
      if (hit) return hit.name;
    }
    return undefined;
  });
  const key = params.toString();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const source = sourceOf(new URLSearchParams(key));
  const home = useCallback(() => navigate('/', { replace: true }), [navigate]);

  // 000 §2: the browser's back button returns to / (whatever page opened the game)
  useEffect(() => {
    const onPop = () => {
      if (!window.location.hash.startsWith('#/gamePage') && window.location.hash !== '#/') navigate('/', { replace: true });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [navigate]);

  useEffect(() => {
    let live = true;
    const s = sourceOf(new URLSearchParams(key));
    setSrc(null);
    setFailed(null);
    const fail = (message: string, goHome: boolean) => {
      if (!live) return;
      toast.error(message);
      if (goHome) home();
      else setFailed(message);
    };
    const load = async () => {
      if (s.kind === 'ios') {
        if (iosUrl) setSrc(iosUrl);
        else setFailed('暂未提供iOS下载地址');
        return;
      }
      if (s.kind === 'none') return home();
      if ((s.kind === 'game' || s.kind === 'agent') && !useSession.getState().token) return fail(LOGIN_FIRST, s.kind === 'game');
      try {
        const res = s.kind === 'game' ? await postGameUrl(s.name, s.code, s.type) : s.kind === 'agent' ? await getAgentLoginUrl() : await postServiceUrl();
        if (!live) return;
        if (res.code === 200 && res.data?.url) setSrc(res.data.url);
        else if (res.code !== 401) fail(res.message || LAUNCH_TIMEOUT, s.kind === 'game');
      } catch (e) {
        if (!isNetworkError(e)) throw e;
        fail(LAUNCH_TIMEOUT, s.kind === 'game');
      }
    };
    void load();
    return () => {
      live = false;
    };
  }, [key, attempt, home, iosUrl, token]);

  const title = source.kind === 'game' ? venueName || params.get('name')?.toUpperCase() || TITLES.game : TITLES[source.kind];
  const bar = (
    <header className="game-page__bar">
      <button type="button" className="game-page__home" onClick={home} aria-label="返回首页">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M3.5 10.5L12 3.5l8.5 7M5.5 9v10.5h13V9M10 19.5v-5h4v5" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>首页</span>
      </button>
      <h1 className="game-page__title">{title}</h1>
      <span className="game-page__side" />
    </header>
  );

  if (failed)
    return (
      <div className="game-page">
        {bar}
        <div className="game-page__failed" role="alert">
          <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
            <circle cx="32" cy="32" r="28" fill="none" stroke="#f3c262" strokeWidth="3" />
            <path d="M32 18v18" stroke="#f3c262" strokeWidth="4" strokeLinecap="round" />
            <circle cx="32" cy="45" r="3" fill="#f3c262" />
          </svg>
          <p>{failed}</p>
          <div className="game-page__actions">
            <button type="button" className="game-page__btn game-page__btn--gold" onClick={() => setAttempt((n) => n + 1)}>
              重试
            </button>
            <button type="button" className="game-page__btn" onClick={home}>
              返回首页
            </button>
          </div>
        </div>
      </div>
    );
  // the built-in chat's 去登录 (dailiD=2) asks the site to open /login: a frame may not navigate the site itself
  return <EmbeddedPage className="game-page" src={src} title={title} sandbox={SANDBOX[source.kind]} bar={bar} onNavigate={navigate} />;
}
