import { Component, lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { pageFrame, useEarlyHero } from '@h5/shared';
import areaList from '../../../areas.json';
import { pageShown } from '../federation/page-shown';
import { areaBase, loadAreaPage } from '../federation/remotes';

/** Tells the shell a page (or an area's error view) is on screen: the idle prefetch waits for the first one. */
function Shown() {
  useEffect(() => pageShown(), []);
  return null;
}

/** Each area's name for its error view (areas.json; an area added later is simply 页面). */
const AREA_NAMES: Record<string, string> = Object.fromEntries(areaList.areas.map((a) => [a.name, a.title]));

/**
 * The page's place while its code arrives. A route with a frame (RouteMeta.frame) is drawn in its own colours, with
 * its opening picture in its box once index.html's frame has painted it (the first page of a visit): the picture the
 * player already sees stays where it is until the page takes over. Any other route: the light placeholder.
 */
export function AreaSkeleton({ path = '', frame, areaBase }: { path?: string; frame?: unknown; areaBase?: string }) {
  const early = useEarlyHero(path);
  const f = pageFrame(frame);
  // the page's own art (frame.hero.picture) is a file next to its area's entry: known on any visit, not only the first
  const hero = early ?? (f?.hero?.picture && areaBase ? areaBase + f.hero.picture : null);
  const blocks = (
    <>
      <div className="area-skeleton__row">
        <div className="area-skeleton__block" />
        <div className="area-skeleton__block" />
        <div className="area-skeleton__block" />
      </div>
      <div className="area-skeleton__line" />
      <div className="area-skeleton__line area-skeleton__line--short" />
      <div className="area-skeleton__line" />
    </>
  );
  if (!f)
    return (
      <div className="area-skeleton" aria-label="加载中" role="status">
        <div className="area-skeleton__block area-skeleton__block--banner" />
        {blocks}
      </div>
    );
  return (
    <div
      className={`area-skeleton area-skeleton--framed${f.dark ? ' area-skeleton--dark' : ''}`}
      style={{ background: f.background, padding: f.inset, paddingTop: f.inset + (f.hero?.top ?? 0) }}
      aria-label="加载中"
      role="status"
    >
      {f.hero ? (
        <div
          className="area-skeleton__hero"
          style={{
            aspectRatio: String(f.hero.ratio),
            borderRadius: f.hero.radius,
            ...(f.hero.width ? { width: f.hero.width, marginLeft: 'auto', marginRight: 'auto' } : {}),
            // the page's own art: drawn on the page's background, not on a placeholder
            ...(f.hero.picture ? { background: 'none', animation: 'none', boxShadow: 'none' } : {}),
          }}
        >
          {hero && <img src={hero} alt="" />}
        </div>
      ) : (
        <div className="area-skeleton__block area-skeleton__block--banner" />
      )}
      {blocks}
    </div>
  );
}

export function AreaError({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <div className="area-error" role="alert">
      <svg viewBox="0 0 120 100" width="132" height="110" aria-hidden="true">
        <ellipse cx="60" cy="90" rx="40" ry="6" fill="#e7e9ef" />
        <rect x="22" y="18" width="76" height="56" rx="10" fill="#fff" stroke="#d9dce4" strokeWidth="3" />
        <path d="M22 32h76" stroke="#d9dce4" strokeWidth="3" />
        <circle cx="32" cy="25" r="2.5" fill="#f2a3a3" />
        <circle cx="40" cy="25" r="2.5" fill="#f6cf7d" />
        <circle cx="48" cy="25" r="2.5" fill="#9fd8b5" />
        <path d="M50 46l20 20M70 46L50 66" stroke="#e8a32c" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <h2 className="area-error__title">{AREA_NAMES[area] ?? '页面'}暂时无法加载</h2>
      <p className="area-error__text">网络开小差了，请检查网络后重试，其他页面不受影响</p>
      <button type="button" className="area-error__retry" onClick={onRetry}>
        重新加载
      </button>
    </div>
  );
}

class Boundary extends Component<{ fallback: (error: unknown) => ReactNode; children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    console.error('[h5] area failed', error);
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * One page of one area behind its own boundary: skeleton while it loads, the area's error view with a retry
 * when the remote (manifest, entry, chunk) fails or the page throws; the shell and the other areas keep working.
 * React.lazy remembers a failed import, so every retry builds a fresh lazy component.
 */
export function AreaPage({ area, path, frame }: { area: string; path: string; frame?: unknown }) {
  const [attempt, setAttempt] = useState(0);
  // `attempt` is the point: each retry needs a fresh lazy (a failed one stays failed)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo<ComponentType>(() => lazy(() => loadAreaPage(area, path)), [area, path, attempt]);
  return (
    <Boundary
      key={attempt}
      fallback={() => (
        <>
          <AreaError area={area} onRetry={() => setAttempt((n) => n + 1)} />
          <Shown />
        </>
      )}
    >
      <Suspense fallback={<AreaSkeleton path={path} frame={frame} areaBase={areaBase(area)} />}>
        <Page />
        <Shown />
      </Suspense>
    </Boundary>
  );
}
