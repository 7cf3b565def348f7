import { apiBaseURL, toast, useSession } from '@h5/shared';
import { Swiper } from '@h5/shared/antd';
import { FRAME_SANDBOX } from '@h5/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { APP_SLIDES, AppSlide, QrFallback } from '../features/app-download/components/app-slides';
import './app-page.css';

/** 000 §9: the carousel turns every 3000 ms; the hidden download frame is removed after 2000 ms. */
export const APP_AUTOPLAY_MS = 3000;
export const DOWNLOAD_FRAME_MS = 2000;

const assetSrc = (src: string) => (src.startsWith('/') ? `${apiBaseURL()}${src}` : src);

/**
 * /app, the app download page (000 §2): title, carousel (autoplay 3000 ms), the QR image (a drawn fallback when it
 * cannot load), a download button that opens `ios_download_url` in a hidden, sandboxed frame (downloads only) removed
 * after 2000 ms, and the advice to stay on the same network and use the phone's own browser. A cached page.
 */
export default function AppPage() {
  const appInfo = useSession((s) => s.appInfo);
  const [qrBroken, setQrBroken] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    if (!useSession.getState().appInfo) void useSession.getState().loadAppInfo().catch(() => {});
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  useEffect(() => setQrBroken(false), [appInfo?.ios_download_qrcode]);

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

  const qr = appInfo?.ios_download_qrcode;
  return (
    <div className="app-page">
      <h1 className="app-page__title">{appInfo?.title ? `${appInfo.title} APP` : 'APP下载'}</h1>
      <p className="app-page__subtitle">随时随地 畅享精彩</p>
      <Swiper className="app-carousel" autoplay autoplayInterval={APP_AUTOPLAY_MS} loop>
        {APP_SLIDES.map((s, i) => (
          <Swiper.Item key={s.title}>
            <AppSlide index={i} />
          </Swiper.Item>
        ))}
      </Swiper>

      <section className="app-qr">
        <div className="app-qr__frame">
          {qr && !qrBroken ? <img className="app-qr__img" src={assetSrc(qr)} alt="下载二维码" onError={() => setQrBroken(true)} /> : <QrFallback />}
        </div>
        <p className="app-qr__hint">使用手机相机或浏览器扫描二维码下载</p>
        <button type="button" className="app-download" onClick={download}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          立即下载
        </button>
      </section>

      <section className="app-tips">
        <h2>下载须知</h2>
        <ol>
          <li>请确保手机与电脑处于同一网络环境下扫码下载，网络不稳定可能导致下载失败。</li>
          <li>请使用手机自带的浏览器（如 Safari）打开本页或扫码下载，微信、QQ 等应用内置浏览器可能无法下载。</li>
          <li>iOS 用户安装后如提示"未受信任的企业级开发者"，请前往 设置 → 通用 → 设备管理 中信任后打开。</li>
        </ol>
      </section>
    </div>
  );
}
