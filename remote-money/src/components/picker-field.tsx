import { useId, type ReactNode } from 'react';
import { WalletIcon } from './wallet-icons';

/**
 * A form row whose value is chosen in a popup (a wallet, a card, a bank): its label, then a button showing the choice,
 * or in grey what to choose. The button is named by the label and then what it shows, through aria-labelledby
 * (`转出钱包 平台钱包（1000.00）`): the name says which field it is and holds the visible text (WCAG 2.5.3).
 */
export function PickerField({
  label,
  empty,
  onOpen,
  valueTestId,
  children,
}: {
  label: string;
  /** nothing chosen yet: `children` is the grey prompt */
  empty: boolean;
  onOpen: () => void;
  valueTestId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="money-field">
      <span className="money-field__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={`money-field__picker${empty ? ' is-empty' : ''}`}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        <span id={`${id}-value`} data-testid={valueTestId}>
          {children}
        </span>
        <WalletIcon name="chevron" size={16} />
      </button>
    </div>
  );
}
