import { useSession } from '@h5/shared';
import { FRAME_TITLES, type FrameSource } from '../frame-source';

/** The bar's title: a game's venue by its display name from the home lists kept locally (泛亚电竞), else its code. */
export function useFrameTitle(source: FrameSource): string {
  const venue = source.kind === 'game' ? source.name : null;
  const venueName = useSession((s) => {
    if (!venue) return undefined;
    for (const list of Object.values(s.gameLists)) {
      const hit = (list as { platform_name?: string; name?: string }[] | undefined)?.find(
        (g) => g?.platform_name === venue && g.name,
      );
      if (hit) return hit.name;
    }
    return undefined;
  });
  return venue ? venueName || venue.toUpperCase() : FRAME_TITLES[source.kind];
}
