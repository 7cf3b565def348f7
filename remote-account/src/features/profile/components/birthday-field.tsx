import { DatePicker } from '@h5/shared/antd';
import { usePickerFocus } from '@h5/shared/ui';
import { FORM_LIMITS } from '@h5/shared/validators';
import { useState, type CSSProperties } from 'react';
import { LineSvg } from '../../../components/line-svg';

/** The picker's earliest day: 1980-01-01 (the birthday rule's lower bound). */
export const BIRTHDAY_MIN = new Date(`${FORM_LIMITS.birthdayMin}T00:00:00`);

const LABEL_SUFFIX: Record<string, string> = { year: '年', month: '月', day: '日' };

const pad = (n: number) => String(n).padStart(2, '0');
/** A picked day as YYYY-MM-DD (the picker works in the phone's own calendar day). */
export const formatDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const parseDay = (text: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
};

/**
 * The birthday: a button showing the day (or 请选择出生日期) that opens antd-mobile's date picker, 1980-01-01 to today.
 * A field of antd-mobile's Form: the `Form.Item` gives it `value` and `onChange`. The picker takes focus when it opens
 * and gives it back to the button (`usePickerFocus`).
 */
export function BirthdayField({ value = '', onChange }: { value?: string; onChange?: (day: string) => void }) {
  const [open, setOpen] = useState(false);
  const pickerFocus = usePickerFocus(open, '选择出生日期', () => setOpen(false));
  return (
    <>
      <button
        type="button"
        id="birthday"
        className={`acc-picker-trigger${value ? '' : ' is-empty'}`}
        onClick={() => setOpen(true)}
        data-testid="birthday"
      >
        {value || '请选择出生日期'}
        <LineSvg size={16}>
          <path d="M9.5 5.5l6.5 6.5-6.5 6.5" />
        </LineSvg>
      </button>
      <DatePicker
        {...pickerFocus}
        visible={open}
        min={BIRTHDAY_MIN}
        max={new Date()}
        defaultValue={parseDay(value) ?? new Date(1990, 0, 1)}
        onClose={() => setOpen(false)}
        onConfirm={(d) => onChange?.(formatDay(d))}
        renderLabel={(type, n) => `${n}${LABEL_SUFFIX[type] ?? ''}`}
        style={{ '--adm-color-primary': '#e8a32c' } as CSSProperties}
      />
    </>
  );
}
