import { Swiper } from '@h5/shared/antd';
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
 * /app, the app download page: title, carousel (autoplay 3000 ms), 添加到主屏幕 (the site installed as an app: the
 * browser's install dialog, the steps on iOS Safari, or 已安装 inside the installed app), the QR image (a drawn
 * fallback when it cannot load), a download button that opens `ios_download_url` in a hidden, sandboxed frame
 * (downloads only) removed after 2000 ms, and the advice to stay on the same network and use the phone's own
 * browser. A cached page.
 */
export default function AppDownloadPage() {
  const { appInfo, download } = useAppDownload();
  const { way, install } = useInstall();
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
      <InstallCard way={way} onInstall={() => void install()} />
      <DownloadCard qr={appInfo?.ios_download_qrcode} onDownload={download} />
      <DownloadTips />
    </div>
  );
}
