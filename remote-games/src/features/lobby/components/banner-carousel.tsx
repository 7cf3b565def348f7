import { useEarlyHero, type Banner } from '@h5/shared';
import { useEffect, useRef, useState } from 'react';
import { PauseButton } from './pause-button';

/** The carousel's indicator always has 4 dots, whatever the number of banners (the active one is the index mod 4). */
export const INDICATOR_TOTAL = 4;
const AUTOPLAY_MS = 4000;

/**
 * The home carousel: a CSS scroll-snap strip (no carousel library on the first paint), autoplay that pauses while
 * the player touches it, a mouse pointer is over it or it has keyboard focus, stops on 暂停轮播 (until 继续轮播) and
 * never runs when the phone asks for reduced motion (WCAG 2.2.2), and the indicator's fixed total of 4. The first banner loads at once (it is the page's
 * largest paint), the others lazily; every image carries its size, so nothing shifts. `onShown` is called once the
 * first picture has loaded (or failed): what waits for the page's largest paint waits for it.
 */
export function BannerCarousel({ banners, onShown }: { banners: Banner[]; onShown?: () => void }) {
  const strip = useRef<HTMLDivElement>(null);
  const told = useRef(false);
  const tell = () => {
    if (told.current) return;
    told.current = true;
    onShown?.();
  };
  const [index, setIndex] = useState(0);
  // a finger on the strip, a mouse pointer over it, keyboard focus on it
  const touching = useRef(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (banners.length < 2 || paused) return;
    const id = setInterval(() => {
      const el = strip.current;
      const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
      if (!el || touching.current || still || !el.clientWidth || document.hidden) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: next === 0 ? 'auto' : 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(id);
  }, [banners.length, paused]);

  const onScroll = () => {
    const el = strip.current;
    if (el && el.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <section className="lobby-banners" aria-label="广告轮播" aria-roledescription="carousel">
      {/* focusable, so a keyboard scrolls it with the arrow keys; autoplay pauses while it has focus, as under a finger */}
      <div
        className="lobby-banners__strip"
        ref={strip}
        tabIndex={0}
        onScroll={onScroll}
        onTouchStart={() => (touching.current = true)}
        onTouchEnd={() => (touching.current = false)}
        onPointerEnter={(e) => e.pointerType === 'mouse' && (touching.current = true)}
        onPointerLeave={(e) => e.pointerType === 'mouse' && (touching.current = false)}
        onFocus={() => (touching.current = true)}
        onBlur={() => (touching.current = false)}
      >
        {banners.map((b, i) => (
          <div
            className="lobby-banners__slide"
            key={`${b.src}-${i}`}
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${banners.length}`}
          >
            <img
              // a preloaded picture may be complete already when the element is attached
              ref={i === 0 ? (el) => void (el?.complete && tell()) : undefined}
              onLoad={i === 0 ? tell : undefined}
              onError={i === 0 ? tell : undefined}
              src={b.src}
              alt={`广告 ${i + 1}`}
              width={750}
              height={300}
              loading={i === 0 ? 'eager' : 'lazy'}
              {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
              decoding="async"
              draggable={false}
            />
          </div>
        ))}
      </div>
      <div className="lobby-banners__dots" data-testid="banner-dots">
        {Array.from({ length: INDICATOR_TOTAL }, (_, i) => (
          <i key={i} className={i === index % INDICATOR_TOTAL ? 'is-active' : undefined} />
        ))}
      </div>
      {banners.length > 1 && (
        <PauseButton paused={paused} onToggle={() => setPaused(!paused)} what="轮播" className="lobby-banners__pause" />
      )}
    </section>
  );
}

/**
 * The carousel's place while the banners load (same size: no shift when they arrive). On the first page of a visit
 * index.html's frame may already show the first banner there (routes.ts `frame`): it stays on screen meanwhile.
 */
export function BannerSkeleton() {
  const hero = useEarlyHero('/');
  return (
    <div className="lobby-banners lobby-banners--skeleton" aria-hidden="true">
      {hero && <img className="lobby-banners__early" src={hero} alt="" width={750} height={300} />}
    </div>
  );
}
