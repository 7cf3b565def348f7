import { Button } from '@h5/shared/antd';
import { AmountInput, Sheet } from '@h5/shared/ui';
import { LIMIT_DELAY_MS, limitValueText } from '@h5/shared/validators';
import { useEffect, useState } from 'react';

const DELAY_HOURS = LIMIT_DELAY_MS / 3_600_000;

/**
 * The bottom sheet that edits one deposit or loss limit: the amount in whole yuan; 保存 sends it, 取消限额 removes the
 * limit (a removal, like a raise, takes effect only after 24 hours, which the sheet says).
 */
export function LimitEditor({
  open,
  title,
  current,
  busy,
  onSave,
  onRemove,
  onClose,
}: {
  open: boolean;
  title: string;
  /** the limit in force, fen (null: none) */
  current: number | null | undefined;
  busy: boolean;
  onSave: (yuan: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState('');
  useEffect(() => {
    if (open) setValue('');
  }, [open]);
  return (
    <Sheet visible={open} title={title} onClose={onClose} bodyClassName="rg-sheet">
      <div className="rg-sheet__head">
        <span />
        <h3>{title}</h3>
        <button type="button" className="rg-sheet__close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </div>
      <p className="rg-sheet__now">
        当前限额：<b>{limitValueText('deposit', current)}</b>
      </p>
      <AmountInput value={value} onChange={setValue} label={title} placeholder="请输入限额（整数，元）" unit="元" />
      <p className="rg-sheet__hint">降低限额立即生效；提高或取消限额需等待{DELAY_HOURS}小时后生效，期间可撤销。</p>
      <div className="rg-sheet__actions">
        {current != null && (
          <Button className="rg-sheet__remove" disabled={busy} onClick={onRemove}>
            取消限额
          </Button>
        )}
        <Button className="rg-sheet__save" disabled={busy} onClick={() => onSave(value)}>
          保存
        </Button>
      </div>
    </Sheet>
  );
}
