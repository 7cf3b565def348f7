import { Form, Input } from '@h5/shared/antd';
import { useState } from 'react';
import { LineSvg } from '../../../components/line-svg';
import type { PasswordFormField } from '../hooks/use-password-change';

/**
 * A masked password row of the password form: antd-mobile's `Form.Item` (label, the field `name`) and `Input`; the eye
 * (the row's `extra`) shows or hides what was typed.
 */
export function PasswordField({
  name,
  label,
  placeholder,
}: {
  name: PasswordFormField;
  label: string;
  placeholder: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <Form.Item
      name={name}
      label={label}
      extra={
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
      }
    >
      <Input type={shown ? 'text' : 'password'} autoComplete="new-password" maxLength={32} placeholder={placeholder} />
    </Form.Item>
  );
}
