let shown = false;
let shownResolve: () => void = () => {};

/** Resolved when the start route's page (or its area's error view) is first on screen. */
export const firstPageShown = new Promise<void>((resolve) => (shownResolve = resolve));

/** Called by the area boundary when a page has rendered: the first one marks `h5:page` and opens the idle prefetch. */
export function pageShown() {
  if (shown) return;
  shown = true;
  try {
    performance.mark('h5:page');
  } catch {
    /* no user timing here: the prefetch still opens */
  }
  shownResolve();
}
