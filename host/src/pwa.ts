/**
 * The installable app's two hooks in the shell (host/README.md, "Installable app"); both tiny, both off the first
 * paint's path:
 * - the service worker (src/sw.js, served as /sw.js) is registered once the page has loaded and the browser is idle;
 *   production builds only (a development build drops this code);
 * - the browser's install offer (`beforeinstallprompt`, Chromium browsers) can come at any moment of the visit, long
 *   before /app is opened: it is kept on `window.__h5Install` and announced with the `h5:install` event, so /app
 *   (remote-account, features/app-download) offers 添加到主屏幕 with it. The browser's own banner is not shown then.
 */
export function startPwa() {
  if (process.env.NODE_ENV !== 'production') return;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    (window as { __h5Install?: Event }).__h5Install = e;
    window.dispatchEvent(new Event('h5:install'));
  });
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
    idle(() => {
      navigator.serviceWorker.register('sw.js').catch(() => {
        /* no worker (private mode, blocked): the site works as before */
      });
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
