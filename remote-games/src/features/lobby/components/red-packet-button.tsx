import { Icon, ICONS } from './icons';

/** The floating red-packet button (to /hongbao) with its close cross. */
export function RedPacketButton({ onOpen, onClose }: { onOpen(): void; onClose(): void }) {
  return (
    <div className="lobby-redpacket">
      {/* the envelope and its 福 coin: a picture under the button, so the button's name holds exactly what the
          button reads, 抢红包 (WCAG 2.5.3) */}
      <svg className="lobby-redpacket__art" viewBox="0 0 64 76" width="58" height="69" aria-hidden="true">
        <defs>
          <linearGradient id="rp-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff0b8" />
            <stop offset=".5" stopColor="#f6c35b" />
            <stop offset="1" stopColor="#c9801a" />
          </linearGradient>
        </defs>
        <rect x="4" y="4" width="56" height="68" rx="9" fill="#e8322f" />
        <path d="M4 22q28 20 56 0v-9a9 9 0 0 0-9-9H13a9 9 0 0 0-9 9z" fill="#c41d27" />
        <circle cx="32" cy="30" r="11" fill="url(#rp-g)" stroke="#fff2c4" strokeWidth="2" />
        <text x="32" y="35" textAnchor="middle" fontSize="13" fontWeight="900" fill="#a8630a">
          福
        </text>
      </svg>
      <button type="button" className="lobby-redpacket__open" onClick={onOpen} aria-label="抢红包">
        <svg viewBox="0 0 64 76" width="58" height="69" aria-hidden="true">
          <text x="32" y="60" textAnchor="middle" fontSize="11" fontWeight="800" fill="#ffe08a">
            抢红包
          </text>
        </svg>
      </button>
      <button type="button" className="lobby-redpacket__close" aria-label="关闭红包" onClick={onClose}>
        <Icon d={ICONS.close} size={12} />
      </button>
    </div>
  );
}
