import type { ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

export interface AuthFieldProps {
  /** what the field is (read by screen readers and tests) */
  label: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  autoComplete?: string;
  /** a password field: masked unless `revealed`, with an eye button that flips it */
  secret?: { revealed: boolean; onToggle: () => void };
  /** shown at the end of the row (the captcha image) */
  trailing?: ReactNode;
}

/** One input row of the card: leading icon, the input, then the eye toggle or a trailing slot. */
export function AuthField({
  label,
  icon,
  value,
  onChange,
  placeholder,
  maxLength,
  autoComplete,
  secret,
  trailing,
}: AuthFieldProps) {
  return (
    <div className="login-field">
      <span className="login-field__icon">{icon}</span>
      <input
        className="login-field__input"
        aria-label={label}
        type={secret && !secret.revealed ? 'password' : 'text'}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={autoComplete ?? 'off'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
      />
      {secret && (
        <button
          type="button"
          className="login-field__eye"
          aria-label={`${secret.revealed ? '隐藏' : '显示'}${label}`}
          aria-pressed={secret.revealed}
          onClick={secret.onToggle}
        >
          {secret.revealed ? <EyeIcon /> : <EyeOffIcon />}
        </button>
      )}
      {trailing}
    </div>
  );
}
