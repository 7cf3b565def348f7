import { useMemo } from 'react';
import { keptVenueName } from '../../../lib/game-lists';
import { FRAME_TITLES, type FrameSource } from '../frame-source';

/** The bar's title: a game's venue by its display name from the home lists kept locally (泛亚电竞), else its code. */
export function useFrameTitle(source: FrameSource): string {
  const venue = source.kind === 'game' ? source.name : null;
  const venueName = useMemo(() => (venue ? keptVenueName(venue) : undefined), [venue]);
  return venue ? venueName || venue.toUpperCase() : FRAME_TITLES[source.kind];
}
