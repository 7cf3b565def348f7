import { useEffect, useState } from 'react';

/** The browser's install offer (Chromium's `beforeinstallprompt` event; not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * How this phone can add the site to its home screen:
 * - `installed`: the site is running as the installed app (standalone), or was just installed;
 * - `prompt`: the browser offered to install it (the shell keeps its offer on `window.__h5Install` and fires
 *   `h5:install`: host/src/pwa.ts); 添加到主屏幕 opens the browser's own dialog;
 * - `ios`: Safari on an iPhone or iPad, which has no such offer: the steps through 分享 → 添加到主屏幕;
 * - `manual`: any other browser: its menu's 添加到主屏幕 / 安装应用.
 */
export type InstallWay = 'installed' | 'prompt' | 'ios' | 'manual';

const held = () => (window as { __h5Install?: InstallPromptEvent }).__h5Install;

function standalone() {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

function isIosSafari() {
  const ua = navigator.userAgent;
  const apple = /iP(hone|ad|od)/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
  return apple && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|MicroMessenger|QQ\//.test(ua);
}

function currentWay(): InstallWay {
  if (standalone()) return 'installed';
  if (held()) return 'prompt';
  return isIosSafari() ? 'ios' : 'manual';
}

/** The way (kept up to date as the browser's offer or the install arrives) and `install`, for the `prompt` way. */
export function useInstall() {
  const [way, setWay] = useState<InstallWay>(currentWay);
  useEffect(() => {
    const update = () => setWay(currentWay());
    const installed = () => {
      delete (window as { __h5Install?: unknown }).__h5Install;
      setWay('installed');
    };
    update();
    window.addEventListener('h5:install', update);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('h5:install', update);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  const install = async () => {
    const offer = held();
    if (!offer) return setWay(currentWay());
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    // an offer can be used once
    delete (window as { __h5Install?: unknown }).__h5Install;
    setWay(outcome === 'accepted' ? 'installed' : currentWay());
  };

  return { way, install };
}
