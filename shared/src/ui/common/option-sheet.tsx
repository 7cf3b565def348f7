import type { ReactNode } from 'react';
// each component brings the styles itself: the package's index is side-effect free, so its CSS import can be skipped
import './common.css';
import { Sheet } from './sheet';

export interface SheetOption {
  key: string;
  /** drawn before the text (an icon or badge) */
  icon?: ReactNode;
  /** the main line */
  label: ReactNode;
  /** the second line (a masked number, a balance) */
  note?: ReactNode;
}

export interface OptionSheetProps {
  visible: boolean;
  title: string;
  options: SheetOption[];
  /** the ticked option */
  selectedKey?: string | null;
  onPick: (key: string) => void;
  onClose: () => void;
  /** what the list shows when there is no option */
  emptyText?: string;
  /** below the list (an add link) */
  footer?: ReactNode;
}

/**
 * A bottom popup listing options to pick one (saved cards, wallets): a title with a close button, each option with
 * its icon, main line and second line, the selected one ticked.
 */
export function OptionSheet({
  visible,
  title,
  options,
  selectedKey,
  onPick,
  onClose,
  emptyText,
  footer,
}: OptionSheetProps) {
  return (
    <Sheet visible={visible} title={title} onClose={onClose} bodyClassName="h5-card-picker">
      <div className="h5-card-picker__head">
        <span />
        <h3>{title}</h3>
        <button type="button" className="h5-card-picker__close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </div>
      <ul className="h5-card-picker__list" role="listbox" aria-label={title}>
        {options.map((o) => {
          const selected = selectedKey !== undefined && selectedKey !== null && selectedKey === o.key;
          return (
            <li key={o.key} role="none">
              <button
                type="button"
                role="option"
                aria-selected={selected}
                className={`h5-card-picker__item${selected ? ' is-selected' : ''}`}
                onClick={() => onPick(o.key)}
              >
                {o.icon}
                <span className="h5-card-picker__text">
                  <b>{o.label}</b>
                  {o.note !== undefined && <span className="h5-card-picker__no">{o.note}</span>}
                </span>
                <span className="h5-card-picker__tick" aria-hidden="true">
                  {selected ? '✓' : ''}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {options.length === 0 && emptyText && <p className="h5-card-picker__empty">{emptyText}</p>}
      {footer}
    </Sheet>
  );
}
