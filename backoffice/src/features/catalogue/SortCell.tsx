import { InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { Locked } from './Locked';

/**
 * A row's sort number edited in the table: saved on Enter or when the field is left, only when it changed and is a
 * whole number in the server's range; the server's value comes back with the list.
 */
export function SortCell({
  value,
  label,
  onSave,
  locked,
  hint,
  min = 0,
  max = 1_000_000,
}: {
  value: number;
  /** aria-label, e.g. 排序：AG真人 */
  label: string;
  onSave: (sort: number) => void;
  locked: boolean;
  hint: string;
  min?: number;
  max?: number;
}) {
  const [draft, setDraft] = useState<number | null>(value);
  useEffect(() => setDraft(value), [value]);
  const save = () => {
    if (draft === null || draft === value || !Number.isInteger(draft)) return setDraft(value);
    onSave(draft);
  };
  return (
    <Locked locked={locked} hint={hint}>
      <InputNumber
        aria-label={label}
        size="small"
        style={{ width: 88 }}
        min={min}
        max={max}
        precision={0}
        value={draft}
        disabled={locked}
        onChange={setDraft}
        onBlur={save}
        onPressEnter={save}
      />
    </Locked>
  );
}
