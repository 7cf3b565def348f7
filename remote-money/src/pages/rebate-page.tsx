import type { RebateRecord } from '@h5/shared';
import { FilteredList } from '@h5/shared/ui';
import { useMemo } from 'react';
import { RebateRow, RebateSummary, useRebateCentre } from '../features/rebate';
import { DATE_FILTER, useVenueFilter } from '../lib/record-filters';
import './records.css';
import './rebate-page.css';

export { NOT_CLAIMED } from '../features/rebate';

/**
 * /fanshui, the rebate centre: cumulative received and pending, 一键领取 (暂无领取额度！ when nothing is pending; on
 * success the server's message, then the user info and the list reload), platform (全部平台 by default) and date
 * filters, and the infinite list of rebate records (game, amount, time, claim time or 未领取). 空空如也 when empty.
 */
export default function RebatePage() {
  const venue = useVenueFilter();
  const filters = useMemo(() => [venue, DATE_FILTER], [venue]);
  const rebate = useRebateCentre();

  return (
    <div className="money-records rebate-page">
      <FilteredList<RebateRecord>
        filters={filters}
        load={rebate.load}
        reloadKey={rebate.reloadKey}
        head={
          <RebateSummary
            received={rebate.totals.received}
            pending={rebate.totals.pending}
            claiming={rebate.claiming}
            onClaim={() => void rebate.claim()}
          />
        }
        rowKey={(row, i) => `${row.gamename}-${row.created_at}-${i}`}
        renderItem={(row) => <RebateRow row={row} />}
      />
    </div>
  );
}
