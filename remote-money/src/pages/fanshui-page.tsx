import { isNetworkError, toast, useSession, type DateFilter, type RebateRecord } from '@h5/shared';
import { formatYuan } from '@h5/shared/money';
import { FilteredList, pageFrom, type ListFilterValues } from '@h5/shared/ui';
import { checkRebateClaim } from '@h5/shared/validators';
import { useCallback, useMemo, useRef, useState } from 'react';
import { DATE_FILTER } from '../features/records/filters';
import { useVenueFilter, VENUE_FILTER } from '../features/records/hooks/use-venue-filter';
import { newIdempotencyKey, postDoFanshui } from '../features/rebate/api/post-do-fanshui';
import { postGetFanshui } from '../features/rebate/api/post-get-fanshui';
import { RebateSummary } from '../features/rebate/components/rebate-summary';
import './records.css';
import './fanshui-page.css';

/** The claim time of an unclaimed record (state 0). */
export const NOT_CLAIMED = '未领取';

/**
 * /fanshui, the rebate centre (001 §2, §4, §5): cumulative received and pending, 一键领取 (暂无领取额度！ when nothing
 * is pending; on success the server's message, then the user info and the list reload), platform (全部平台 by default)
 * and date filters, and the infinite list of rebate records (game, amount, time, claim time or 未领取). 空空如也 when empty.
 */
export default function FanshuiPage() {
  const venue = useVenueFilter();
  const filters = useMemo(() => [venue, DATE_FILTER], [venue]);
  const [totals, setTotals] = useState<{ jisuan: unknown; nojisuan: unknown }>({ jisuan: null, nojisuan: null });
  const [reloadKey, setReloadKey] = useState(0);
  const [claiming, setClaiming] = useState(false);
  const busy = useRef(false);

  const load = useCallback(async (page: number, values: ListFilterValues) => {
    const res = await postGetFanshui({ date: Number(values.date) as DateFilter, page, api_type: String(values[VENUE_FILTER] ?? '') });
    if (res.code !== 200 || !res.data) return null;
    setTotals({ jisuan: res.data.jisuan, nojisuan: res.data.nojisuan });
    return pageFrom(res.data.list);
  }, []);

  const claim = useCallback(async () => {
    if (busy.current) return;
    const refused = checkRebateClaim(totals.nojisuan);
    if (refused) {
      toast.error(refused);
      return;
    }
    busy.current = true;
    setClaiming(true);
    try {
      const res = await postDoFanshui(newIdempotencyKey());
      if (res.code === 200) {
        toast.success(res.message);
        void useSession.getState().refreshUser();
      }
      setReloadKey((k) => k + 1);
    } catch (err) {
      if (!isNetworkError(err)) throw err;
    } finally {
      busy.current = false;
      setClaiming(false);
    }
  }, [totals.nojisuan]);

  return (
    <div className="money-records rebate-page">
      <FilteredList<RebateRecord>
        filters={filters}
        load={load}
        reloadKey={reloadKey}
        head={<RebateSummary received={totals.jisuan} pending={totals.nojisuan} claiming={claiming} onClaim={() => void claim()} />}
        rowKey={(row, i) => `${row.gamename}-${row.created_at}-${i}`}
        renderItem={(row) => {
          const unclaimed = Number(row.state) === 0;
          return (
            <article className="money-record rebate-row" data-testid="rebate-row">
              <header className="money-record__head">
                <span className="money-record__title">{row.gamename}</span>
                <b className="money-record__amount money-up">+{formatYuan(row.money, { thousands: true })}</b>
              </header>
              <p className="money-record__line">
                <span>返水时间</span>
                <em>{row.created_at}</em>
              </p>
              <p className="money-record__line">
                <span>领取时间</span>
                <em className={unclaimed ? 'rebate-row__pending' : undefined}>{unclaimed ? NOT_CLAIMED : row.updated_at || '--'}</em>
              </p>
            </article>
          );
        }}
      />
    </div>
  );
}
