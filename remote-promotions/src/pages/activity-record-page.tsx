import type { ActivityApplication } from '@h5/shared';
import { activityApplicationStateLabel } from '@h5/shared/types';
import { InfiniteList, pageFrom } from '@h5/shared/ui';
import { useCallback } from 'react';
import { postActivityApplyLog } from '../features/promotions/api/post-activity-apply-log';
import './records.css';

/** The state badge's colour by state (1 pending, 2 passed, 3 rejected; anything else 未定义). */
const STATE_TONE: Record<number, string> = { 1: 'pending', 2: 'passed', 3: 'rejected' };

/**
 * /activityRecord (001 §2): the player's promotion applications, newest first: title, application time and state
 * (1 待审核, 2 已通过, 3 已拒绝; 0 and 4 未定义), paged with the shared infinite list. The shell draws the back header.
 */
export default function ActivityRecordPage() {
  const load = useCallback(async (page: number) => {
    const res = await postActivityApplyLog(page);
    return res.code === 200 ? pageFrom(res.data) : null;
  }, []);

  return (
    <div className="records-page">
      <InfiniteList<ActivityApplication>
        className="records-list"
        load={load}
        rowKey={(row, i) => `${row.activity_name}-${row.created_at}-${i}`}
        renderItem={(row) => (
          <div className="record-row" data-testid="application-row">
            <div className="record-row__main">
              <p className="record-row__title">{row.activity_name}</p>
              <p className="record-row__meta">申请时间：{row.created_at}</p>
            </div>
            <span className={`record-state record-state--${STATE_TONE[Number(row.state)] ?? 'unknown'}`}>
              {activityApplicationStateLabel(row.state)}
            </span>
          </div>
        )}
      />
    </div>
  );
}
