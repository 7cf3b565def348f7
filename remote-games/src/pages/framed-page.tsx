import { useNavigate, useSearchParams } from '@h5/shared';
import { EmbeddedPage } from '@h5/shared/ui';
import { useCallback, useEffect, useMemo } from 'react';
import {
  FRAME_SANDBOXES,
  FrameBar,
  FrameFailure,
  frameSourceOf,
  useBackGoesHome,
  useFramedPage,
  useFrameTitle,
} from '../features/frames';
import { useFramedGame } from '../features/launch';
import './framed-page.css';

/**
 * /gamePage: a full-height frame under a bar with 首页. `name`, `type`, `code`: a game of the internal platform;
 * `dailiD=1` the agent page; `dailiD=2` customer service; `app=1` the iOS download. A game that cannot be opened
 * says why and goes home; the other pages say why and offer 重试.
 */
export default function FramedPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const home = useCallback(() => navigate('/', { replace: true }), [navigate]);
  const query = params.toString();
  const source = useMemo(() => frameSourceOf(new URLSearchParams(query)), [query]);
  useBackGoesHome();
  const game = useFramedGame(source.kind === 'game' ? source : null);
  const page = useFramedPage(source);
  const { src, failure } = source.kind === 'game' ? game : page;

  // nothing to frame, or a game that cannot be opened (the toast has said why): home
  const leave = source.kind === 'none' || (source.kind === 'game' && failure !== null);
  useEffect(() => {
    if (leave) home();
  }, [leave, home]);

  const title = useFrameTitle(source);
  const bar = <FrameBar title={title} onHome={home} />;
  if (failure && source.kind !== 'game')
    return <FrameFailure bar={bar} message={failure} onRetry={page.retry} onHome={home} />;
  // the built-in chat's 去登录 (dailiD=2) asks the site to open /login: a frame may not navigate the site itself
  return (
    <EmbeddedPage
      className="game-page"
      src={src}
      title={title}
      sandbox={FRAME_SANDBOXES[source.kind]}
      bar={bar}
      onNavigate={navigate}
    />
  );
}
