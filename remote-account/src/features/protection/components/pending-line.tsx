import type { LimitSetting } from '@h5/shared/types';
import { limitValueText, type LimitKind } from '@h5/shared/validators';

/** A looser change waiting for its time, under its row: 待生效 `2026-11-27 10:00 起改为 不限` and 撤销. */
export function PendingLine({
  kind,
  pending,
  name,
  onCancel,
}: {
  kind: LimitKind;
  pending: NonNullable<LimitSetting['pending']>;
  name: string;
  onCancel: () => void;
}) {
  return (
    <span className="rg-pending" data-testid="pending-change">
      <span className="rg-pending__tag">待生效</span>
      <span className="rg-pending__text">
        {pending.at.slice(0, 16)} 起改为 <b>{limitValueText(kind, pending.value)}</b>
      </span>
      <button type="button" className="rg-pending__cancel" aria-label={`撤销${name}的修改`} onClick={onCancel}>
        撤销
      </button>
    </span>
  );
}
