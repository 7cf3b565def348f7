// The app-download feature's public surface: what /app uses.
export { APP_SLIDES, AppSlide } from './components/app-slides';
export { DownloadCard, DownloadTips } from './components/download-card';
export { InstallCard } from './components/install-card';
export { APP_AUTOPLAY_MS, DOWNLOAD_FRAME_MS, useAppDownload } from './hooks/use-app-download';
export { useInstall, type InstallWay } from './hooks/use-install';
