import { useId, type ChangeEvent } from 'react';
import { fenToYuan, yuanToFen } from '../../money/money';
// each component brings the styles itself: the package's index is side-effect free, so its CSS import can be skipped
import './common.css';

/** The max button's label (001 §2: 'a max-amount button' on withdrawal and transfer). */
export const MAX_AMOUNT_LABEL = '最大金额';

/**
 * What a money field accepts while typing: digits and one dot, at most 2 decimals (fen), no sign, no exponent.
 * "12.345" → "12.34", "1a2" → "12", ".5" → "0.5", "007" → "7".
 */
export function filterAmountInput(raw: string): string {
  let text = raw.replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  if (dot >= 0) text = text.slice(0, dot + 1) + text.slice(dot + 1).replace(/\./g, '');
  const [int, frac] = text.split('.');
  const whole = int === '' && frac !== undefined ? '0' : int.replace(/^0+(?=\d)/, '');
  return frac === undefined ? whole : `${whole}.${frac.slice(0, 2)}`;
}

/** The typed amount in integer fen, or null when it is empty or not money. */
export const amountToFen = (value: string): number | null => (value.trim() === '' ? null : yuanToFen(value));

export interface AmountInputProps {
  /** The amount as typed, in yuan (a text: what the player sees stays exactly what they typed). */
  value: string;
  onChange: (value: string) => void;
  /** The max button fills this many fen; no button when undefined. null: the button shows but fills 0.00 (not loaded). */
  maxFen?: number | null;
  /** Accessible name of the input (also its label when `label` is shown). */
  label?: string;
  /** A visible label before the input. */
  showLabel?: boolean;
  placeholder?: string;
  maxLabel?: string;
  disabled?: boolean;
  className?: string;
  /** a unit after the input (元) */
  unit?: string;
}

/**
 * A money field (withdrawal, transfer, deposit): numeric keyboard, digits and 2 decimals only, an optional
 * 最大金额 button that fills a fen amount as yuan. The value stays the typed text; read it with `amountToFen`.
 */
export function AmountInput({
  value,
  onChange,
  maxFen,
  label = '金额',
  showLabel = false,
  placeholder = '请输入金额',
  maxLabel = MAX_AMOUNT_LABEL,
  disabled,
  className,
  unit,
}: AmountInputProps) {
  const id = useId();
  return (
    <div className={`h5-amount${className ? ` ${className}` : ''}`}>
      {showLabel && (
        <label className="h5-amount__label" htmlFor={id}>
          {label}
        </label>
      )}
      <input
        id={id}
        className="h5-amount__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={showLabel ? undefined : label}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(filterAmountInput(e.target.value))}
      />
      {unit && <span className="h5-amount__unit">{unit}</span>}
      {maxFen !== undefined && (
        <button
          type="button"
          className="h5-amount__max"
          disabled={disabled}
          onClick={() => onChange(fenToYuan(Math.max(0, maxFen ?? 0)))}
        >
          {maxLabel}
        </button>
      )}
    </div>
  );
}
