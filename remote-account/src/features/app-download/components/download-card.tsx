import { apiBaseURL } from '@h5/shared';
import { useEffect, useState } from 'react';
import { QrFallback } from './app-slides';

const assetSrc = (src: string) => (src.startsWith('/') ? `${apiBaseURL()}${src}` : src);

/** The QR image (a drawn app tile when it cannot be loaded), how to use it, and 立即下载. */
export function DownloadCard({ qr, onDownload }: { qr: string | undefined; onDownload: () => void }) {
  const [qrBroken, setQrBroken] = useState(false);
  useEffect(() => setQrBroken(false), [qr]);
  return (
    <section className="app-qr">
      <div className="app-qr__frame">
        {qr && !qrBroken ? (
          <img className="app-qr__img" src={assetSrc(qr)} alt="下载二维码" onError={() => setQrBroken(true)} />
        ) : (
          <QrFallback />
        )}
      </div>
      <p className="app-qr__hint">使用手机相机或浏览器扫描二维码下载</p>
      <button type="button" className="app-download" onClick={onDownload}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        立即下载
      </button>
    </section>
  );
}

/** The advice under the download: same network, the phone's own browser, trusting the developer on iOS. */
export function DownloadTips() {
  return (
    <section className="app-tips">
      <h2>下载须知</h2>
      <ol>
        <li>请确保手机与电脑处于同一网络环境下扫码下载，网络不稳定可能导致下载失败。</li>
        <li>请使用手机自带的浏览器（如 Safari）打开本页或扫码下载，微信、QQ 等应用内置浏览器可能无法下载。</li>
        <li>iOS 用户安装后如提示"未受信任的企业级开发者"，请前往 设置 → 通用 → 设备管理 中信任后打开。</li>
      </ol>
    </section>
  );
}
