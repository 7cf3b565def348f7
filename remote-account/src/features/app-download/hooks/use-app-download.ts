import { toast, useSession } from '@h5/shared';
import { FRAME_SANDBOX } from '@h5/shared/ui';
import { useEffect, useRef } from 'react';

/** The carousel turns every 3000 ms; the hidden download frame is removed after 2000 ms. */
export const APP_AUTOPLAY_MS = 3000;
export const DOWNLOAD_FRAME_MS = 2000;

/**
 * The site's settings (`appInfo`: title, download address, QR image), loaded if the shell has none yet, and 立即下载:
 * the download address (http or https only; otherwise 下载地址暂未开放，请联系在线客服) opened in a hidden frame that
 * may only download (no script, no form, no referrer, never navigating the site), removed after 2000 ms.
 */
export function useAppDownload() {
  const appInfo = useSession((s) => s.appInfo);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    if (!useSession.getState().appInfo)
      void useSession
        .getState()
        .loadAppInfo()
        .catch(() => {});
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const download = () => {
    const url = appInfo?.ios_download_url;
    if (!url || !/^https?:\/\//i.test(url)) return toast('下载地址暂未开放，请联系在线客服');
    const frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.setAttribute('aria-hidden', 'true');
    frame.dataset.testid = 'download-frame';
    // set before src: the hidden frame only downloads (no scripts, no forms, never navigating the site away)
    frame.setAttribute('sandbox', FRAME_SANDBOX.downloadFile);
    frame.setAttribute('referrerpolicy', 'no-referrer');
    frame.src = url;
    document.body.appendChild(frame);
    timers.current.push(setTimeout(() => frame.remove(), DOWNLOAD_FRAME_MS));
  };

  return { appInfo, download };
}
