import type { ActivityApplication } from '@h5/shared';
import { InfiniteList } from '@h5/shared/ui';
import { ApplicationRow, useApplicationPages } from '../features/promotions';
import './records.css';

/**
 * /activityRecord: the player's promotion applications, newest first: title, application time and state (1 待审核,
 * 2 已通过, 3 已拒绝; anything else 未定义), paged with the shared infinite list. The shell draws the back header.
 */
export default function PromotionApplicationsPage() {
  const load = useApplicationPages();
  return (
    <div className="records-page">
      <InfiniteList<ActivityApplication>
        className="records-list"
        load={load}
        rowKey={(row, i) => `${row.activity_name}-${row.created_at}-${i}`}
        renderItem={(row) => <ApplicationRow row={row} />}
      />
    </div>
  );
}
