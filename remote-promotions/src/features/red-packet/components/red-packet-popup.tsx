import { useDialogFocus, useNavigate } from '@h5/shared';
import { Mask } from '@h5/shared/antd';
import { createPortal } from 'react-dom';
import type { RedPacketPopup } from '../popup';
import { CoinArt, EnvelopeArt } from './envelope-art';
import { PAGES } from '@h5/shared/paths';

/** Where the failure popup's 立即充值 goes (the wallet page, opened on its first tab). */
export const RECHARGE_TARGET = `${PAGES.cards}?type=0`;

const TEXT = {
  notStarted: { title: '活动尚未开始', text: '每日北京时间 10:00 - 12:00 开放领取，请准时参与' },
  ended: { title: '今日活动已结束', text: '今日领取时间已过，明日 10:00 准时开抢' },
} as const;

/**
 * The four popups of the red-packet page: not started, ended, won (with the amount), and failure (the message
 * and 立即充值 to /wallet?type=0). The close button and the mask both close it (the page then resets every popup).
 */
export function RedPacketPopupView({ popup, onClose }: { popup: RedPacketPopup; onClose: () => void }) {
  const navigate = useNavigate();
  const visible = popup.kind !== 'none';
  // focus into the popup while it shows (its one button), back to 抢红包 when it closes; Escape closes it
  const focusRef = useDialogFocus(visible, onClose);
  const label =
    popup.kind === 'won'
      ? '恭喜您'
      : popup.kind === 'failed'
        ? '温馨提示'
        : popup.kind === 'none'
          ? ''
          : TEXT[popup.kind].title;

  // the dialog is the mask's sibling, not its child: antd-mobile hides the mask (and so its children) from assistive tech
  return (
    <>
      <Mask visible={visible} onMaskClick={onClose} opacity={0.65} />
      {visible &&
        createPortal(
          <div
            ref={focusRef}
            className="rp-popup"
            role="dialog"
            aria-modal="true"
            aria-label={label}
            data-testid={`rp-popup-${popup.kind}`}
          >
            <div className={`rp-popup__card rp-popup__card--${popup.kind}`}>
              {popup.kind === 'won' ? (
                <>
                  <div className="rp-popup__burst" aria-hidden="true">
                    <EnvelopeArt width={116} opened />
                    <span className="rp-popup__coins">
                      <CoinArt size={30} />
                      <CoinArt size={22} />
                    </span>
                  </div>
                  <p className="rp-popup__title">恭喜您抽中红包</p>
                  <p className="rp-popup__amount" data-testid="rp-won-amount">
                    <small>¥</small>
                    {popup.amount}
                  </p>
                  <p className="rp-popup__text">红包已自动派发至中心钱包，即时到账</p>
                  <button type="button" className="rp-popup__btn" onClick={onClose}>
                    开心收下
                  </button>
                </>
              ) : popup.kind === 'failed' ? (
                <>
                  <div className="rp-popup__icon" aria-hidden="true">
                    <EnvelopeArt width={92} seal="!" />
                  </div>
                  <p className="rp-popup__title">温馨提示</p>
                  <p className="rp-popup__text rp-popup__text--strong" data-testid="rp-failed-message">
                    {popup.message}
                  </p>
                  <button
                    type="button"
                    className="rp-popup__btn"
                    onClick={() => {
                      onClose();
                      navigate(RECHARGE_TARGET);
                    }}
                  >
                    立即充值
                  </button>
                </>
              ) : (
                <>
                  <div className="rp-popup__icon" aria-hidden="true">
                    <ClockArt ended={popup.kind === 'ended'} />
                  </div>
                  <p className="rp-popup__title">{TEXT[popup.kind].title}</p>
                  <p className="rp-popup__text">{TEXT[popup.kind].text}</p>
                  <button type="button" className="rp-popup__btn" onClick={onClose}>
                    我知道了
                  </button>
                </>
              )}
            </div>
            <button type="button" className="rp-popup__close" aria-label="关闭" onClick={onClose}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </div>,
          document.body,
        )}
    </>
  );
}

/** An alarm clock: before the window (hands at ten) or after it (a moon beside it). */
function ClockArt({ ended }: { ended: boolean }) {
  return (
    <svg viewBox="0 0 96 96" width="88" height="88">
      <defs>
        <linearGradient id="rpk-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff0c2" />
          <stop offset="1" stopColor="#e8a32c" />
        </linearGradient>
      </defs>
      <circle cx="48" cy="52" r="34" fill="url(#rpk-g)" />
      <circle cx="48" cy="52" r="27" fill="#fffaf0" />
      <path d="M22 22l-8 8M74 22l8 8" stroke="#d98a16" strokeWidth="6" strokeLinecap="round" />
      <path
        d={ended ? 'M48 52V32M48 52l14 0' : 'M48 52V34M48 52l-14-8'}
        stroke="#c9801a"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="48" cy="52" r="4" fill="#e8322f" />
      {ended && <path d="M84 6a12 12 0 1 0 8 18a10 10 0 0 1-8-18z" fill="#ffd36b" />}
    </svg>
  );
}
