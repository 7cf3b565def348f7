import { Icon, ICONS } from './icons';

/** The dismissible app-promotion strip, to /app. */
export function AppStrip({ onOpen, onClose }: { onOpen(): void; onClose(): void }) {
  return (
    <div className="lobby-app-strip" role="complementary" aria-label="APP下载">
      <span className="lobby-app-strip__icon">
        <Icon d={ICONS.phone} size={20} />
      </span>
      <span className="lobby-app-strip__text">
        <strong>下载星耀APP</strong>
        <small>随时随地 · 极速畅玩</small>
      </span>
      <button type="button" className="lobby-app-strip__go" onClick={onOpen}>
        立即下载
      </button>
      <button type="button" className="lobby-app-strip__close" aria-label="关闭下载提示" onClick={onClose}>
        <Icon d={ICONS.close} size={16} />
      </button>
    </div>
  );
}
