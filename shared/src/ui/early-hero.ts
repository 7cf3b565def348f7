import { useEffect, useState } from 'react';
import { EARLY_HERO_EVENT, earlyHero } from '../api/early';

/**
 * The opening picture index.html's frame painted for the page at `path` (see PageFrame), or null; follows it when
 * the frame paints it after this view has rendered.
 */
export function useEarlyHero(path: string): string | null {
  const [src, setSrc] = useState(() => earlyHero(path));
  useEffect(() => {
    const read = () => setSrc(earlyHero(path));
    read();
    window.addEventListener(EARLY_HERO_EVENT, read);
    return () => window.removeEventListener(EARLY_HERO_EVENT, read);
  }, [path]);
  return src;
}
