import { useDialogFocus } from '@h5/shared';
import type { ReactNode } from 'react';
import { Icon, ICONS } from './icons';
import './overlays.css';

/**
 * A centred popup of the lobby (announcements, welcome). Our own few lines instead of antd-mobile's Popup, so the
 * home page pays nothing for it until it is first opened (this module is loaded on first use). Focus moves into it
 * and back to its opener when it closes; Escape closes it (`useDialogFocus`), as it does the drawer.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
}: {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const focusRef = useDialogFocus(open, onClose);
  if (!open) return null;
  return (
    <div className="lobby-mask" onClick={onClose}>
      <div
        ref={focusRef}
        className="lobby-modal"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onClick={(e) => e.stopPropagation()}
      >
        <header className="lobby-modal__head">
          <h2>{title}</h2>
          <button type="button" className="lobby-modal__close" aria-label="关闭" onClick={onClose}>
            <Icon d={ICONS.close} size={18} />
          </button>
        </header>
        <div className="lobby-modal__body">{children}</div>
        {footer && <footer className="lobby-modal__foot">{footer}</footer>}
      </div>
    </div>
  );
}

/** The left drawer's frame. */
export function SidePanel({
  open,
  label,
  onClose,
  children,
}: {
  open: boolean;
  label: string;
  onClose(): void;
  children: ReactNode;
}) {
  const focusRef = useDialogFocus(open, onClose);
  if (!open) return null;
  return (
    <div className="lobby-mask lobby-mask--drawer" onClick={onClose}>
      <aside
        ref={focusRef}
        className="lobby-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onClick={(e) => e.stopPropagation()}
      >
        {children}
      </aside>
    </div>
  );
}
