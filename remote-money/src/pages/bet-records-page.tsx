import type { BetRecord } from '@h5/shared';
import { formatYuan } from '@h5/shared/money';
import { betStatusLabel } from '@h5/shared/types';
import { FilteredList } from '@h5/shared/ui';
import { useMemo } from 'react';
import { useBetRecordPages } from '../features/records';
import { DATE_FILTER, useVenueFilter } from '../lib/record-filters';
import './records.css';

/** Status badge colour: 1 settled, 2 unsettled, 0 invalid. */
const STATUS_TONE: Record<number, string> = { 0: 'off', 1: 'ok', 2: 'wait' };

/**
 * /betRecord: venue and date chips (bottom popups; 全部平台 and 近30天 by default), then the player's bets:
 * order number, bet amount, payout, Code, status text (0 无效注单, 1 已结算, 2 未结算) and bet time, paged on scroll.
 */
export default function BetRecordsPage() {
  const venue = useVenueFilter();
  const filters = useMemo(() => [venue, DATE_FILTER], [venue]);
  const load = useBetRecordPages();

  return (
    <div className="money-records">
      <FilteredList<BetRecord>
        filters={filters}
        load={load}
        rowKey={(row, i) => `${row.bet_id}-${i}`}
        renderItem={(row) => {
          const winLoss = formatYuan(row.win_loss);
          return (
            <article className="money-record" data-testid="bet-row">
              <header className="money-record__head">
                <span className="money-record__no">注单号：{row.bet_id}</span>
                <span className={`money-state money-state--${STATUS_TONE[Number(row.status)] ?? 'off'}`}>
                  {betStatusLabel(row.status)}
                </span>
              </header>
              <div className="money-record__figures">
                <p>
                  <span>投注金额</span>
                  <b>{formatYuan(row.bet_amount, { thousands: true })}</b>
                </p>
                <p>
                  <span>派彩金额</span>
                  <b className={Number(winLoss) > 0 ? 'money-up' : undefined}>
                    {formatYuan(row.win_loss, { thousands: true })}
                  </b>
                </p>
              </div>
              <p className="money-record__line">
                <span>结果</span>
                <em>{row.Code || '--'}</em>
              </p>
              <p className="money-record__line">
                <span>投注时间</span>
                <em>{row.bet_time}</em>
              </p>
            </article>
          );
        }}
      />
    </div>
  );
}
