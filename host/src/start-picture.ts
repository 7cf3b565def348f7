/**
 * Resolves once the start frame's picture (index.html's `#h5-frame`, drawn by the server or by index.html's inline
 * script before any app code: see PageFrame in @h5/shared's federation contract) has loaded and had a frame to be
 * painted in, has failed, or after `maxMs`; at once when the frame has no picture.
 *
 * On a phone main.js (React, the router, the shell: about 120 KB) arrives long after that picture (a few KB, fetched
 * first), so this waits for nothing there. It matters where main.js comes first (a fast network, a warm cache): its
 * evaluation and first render (the page's longest tasks) then no longer hold the picture's paint back.
 */
export function startPictureShown(maxMs: number): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('#h5-frame .h5f-m i img');
  if (!img) return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    // a frame after the load, where the browser paints it
    const painted = () => requestAnimationFrame(() => setTimeout(finish, 0));
    if (img.complete) painted();
    else {
      img.addEventListener('load', painted, { once: true });
      img.addEventListener('error', finish, { once: true });
    }
    setTimeout(finish, maxMs);
  });
}
