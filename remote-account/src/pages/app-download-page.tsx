import { Swiper } from '@h5/shared/antd';
import { useState } from 'react';
import {
  APP_AUTOPLAY_MS,
  APP_SLIDES,
  AppSlide,
  DownloadCard,
  DownloadTips,
  InstallCard,
  useAppDownload,
  useInstall,
} from '../features/app-download';
import './app-download-page.css';

/**
 * /app, the app download page: title, carousel (autoplay 3000 ms; 暂停轮播 stops it until 继续轮播, and it never turns
 * when the phone asks for reduced motion: WCAG 2.2.2), 添加到主屏幕 (the site installed as an app: the
 * browser's install dialog, the steps on iOS Safari, or 已安装 inside the installed app), the QR image (a drawn
 * fallback when it cannot load), a download button that opens `ios_download_url` in a hidden, sandboxed frame
 * (downloads only) removed after 2000 ms, and the advice to stay on the same network and use the phone's own
 * browser. A cached page.
 */
export default function AppDownloadPage() {
  const { appInfo, download } = useAppDownload();
  const { way, install } = useInstall();
  const [paused, setPaused] = useState(false);
  const [still] = useState(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  return (
    <div className="app-page">
      <h1 className="app-page__title">{appInfo?.title ? `${appInfo.title} APP` : 'APP下载'}</h1>
      <p className="app-page__subtitle">随时随地 畅享精彩</p>
      <div className="app-carousel-box">
        <Swiper className="app-carousel" autoplay={!paused && !still} autoplayInterval={APP_AUTOPLAY_MS} loop>
          {APP_SLIDES.map((s, i) => (
            <Swiper.Item key={s.title}>
              <AppSlide index={i} />
            </Swiper.Item>
          ))}
        </Swiper>
        {!still && (
          <button
            type="button"
            className="app-carousel__pause"
            aria-label={paused ? '继续轮播' : '暂停轮播'}
            onClick={() => setPaused(!paused)}
          >
            <svg viewBox="0 0 24 24" width={14} height={14} aria-hidden="true">
              <path
                d={paused ? 'M8.5 6v12l9.5-6z' : 'M9 6.5v11M15 6.5v11'}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.9"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        )}
      </div>
      <InstallCard way={way} onInstall={() => void install()} />
      <DownloadCard qr={appInfo?.ios_download_qrcode} onDownload={download} />
      <DownloadTips />
    </div>
  );
}
