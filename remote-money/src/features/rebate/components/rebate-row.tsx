import type { RebateRecord } from '@h5/shared';
import { formatYuan } from '@h5/shared/money';

/** The claim time of an unclaimed record (state 0). */
export const NOT_CLAIMED = '未领取';

/** A rebate record: the game, the amount, when it was given and when it was claimed (未领取 until then). */
export function RebateRow({ row }: { row: RebateRecord }) {
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
        <em className={unclaimed ? 'rebate-row__pending' : undefined}>
          {unclaimed ? NOT_CLAIMED : row.updated_at || '--'}
        </em>
      </p>
    </article>
  );
}
