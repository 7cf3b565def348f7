import { useState } from 'react';
import { FieldRow, TextInput } from '../../../components/account-ui';
import { LineSvg } from '../../../components/line-svg';

/** A masked password row; the eye shows or hides what was typed. */
export function PasswordField({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <FieldRow label={label} htmlFor={id}>
      <TextInput
        id={id}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        maxLength={32}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        className="acc-eye"
        aria-label={shown ? '隐藏密码' : '显示密码'}
        onClick={() => setShown((s) => !s)}
      >
        <LineSvg size={18}>
          <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
          <circle cx="12" cy="12" r="3" />
          {!shown && <path d="M4 20L20 4" />}
        </LineSvg>
      </button>
    </FieldRow>
  );
}
