import type { ActivityApplication } from '@h5/shared';
import { activityApplicationStateLabel } from '@h5/shared/types';

/** The state badge's colour by state (1 pending, 2 passed, 3 rejected; anything else 未定义). */
const STATE_TONE: Record<number, string> = { 1: 'pending', 2: 'passed', 3: 'rejected' };

/** One application: the promotion's title, when it was applied for, and its state. */
export function ApplicationRow({ row }: { row: ActivityApplication }) {
  return (
    <div className="record-row" data-testid="application-row">
      <div className="record-row__main">
        <p className="record-row__title">{row.activity_name}</p>
        <p className="record-row__meta">申请时间：{row.created_at}</p>
      </div>
      <span className={`record-state record-state--${STATE_TONE[Number(row.state)] ?? 'unknown'}`}>
        {activityApplicationStateLabel(row.state)}
      </span>
    </div>
  );
}
