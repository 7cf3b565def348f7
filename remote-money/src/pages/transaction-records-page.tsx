import { formatYuan } from '@h5/shared/money';
import { transactionStateLabel, transactionTypeLabel } from '@h5/shared/types';
import { FilteredList } from '@h5/shared/ui';
import { useMemo } from 'react';
import { useTransactionRecordPages, type ShownTransaction } from '../features/records';
import { DATE_FILTER, TYPE_FILTER, useVenueFilter } from '../lib/record-filters';
import './records.css';

/** The one-character mark of each type: 存 deposit, 取 withdrawal, 入 transfer in, 出 transfer out. */
const TYPE_MARK: Record<number, string> = { 1: '存', 2: '取', 3: '入', 4: '出' };

/** Badge colour by type and state: deposit/withdrawal 1 pending, 2 passed, 3 rejected; transfer 0 failed, 1 ok, 2 pending. */
function stateTone(type: number, state: number): string {
  if (type === 1 || type === 2) return ({ 1: 'wait', 2: 'ok', 3: 'bad' } as Record<number, string>)[state] ?? 'off';
  return ({ 0: 'bad', 1: 'ok', 2: 'wait' } as Record<number, string>)[state] ?? 'off';
}

/**
 * /transRecord: venue, date and type chips (全部平台, 近30天, 存款 by default), then the transactions: order
 * number (deposits and withdrawals only), amount, payment way, the state text read by type, and created time.
 */
export default function TransactionRecordsPage() {
  const venue = useVenueFilter();
  const filters = useMemo(() => [venue, DATE_FILTER, TYPE_FILTER], [venue]);
  const load = useTransactionRecordPages();

  return (
    <div className="money-records">
      <FilteredList<ShownTransaction>
        filters={filters}
        load={load}
        rowKey={(row, i) => `${row.out_trade_no}-${row.created_at}-${i}`}
        renderItem={(row) => {
          const type = row.askedType;
          const withNo = type === 1 || type === 2;
          return (
            <article className="money-record" data-testid="trans-row">
              <header className="money-record__head">
                <span className="money-record__title">
                  <i className={`money-type money-type--${type}`} aria-hidden="true">
                    {TYPE_MARK[type] ?? '·'}
                  </i>
                  {row.pay_way || transactionTypeLabel(type)}
                </span>
                <b className={`money-record__amount${type === 1 || type === 3 ? ' money-up' : ''}`}>
                  {formatYuan(row.amount, { thousands: true })}
                </b>
              </header>
              {withNo && (
                <p className="money-record__line">
                  <span>订单号</span>
                  <em>{row.out_trade_no}</em>
                </p>
              )}
              <p className="money-record__line money-record__line--foot">
                <em>{row.created_at}</em>
                <span className={`money-state money-state--${stateTone(type, Number(row.state))}`}>
                  {transactionStateLabel(type, row.state)}
                </span>
              </p>
            </article>
          );
        }}
      />
    </div>
  );
}
