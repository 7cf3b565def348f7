import { Link, type RedPacketRecord } from '@h5/shared';
import { InfiniteList } from '@h5/shared/ui';
import { CoinArt, remainingDraws, useRedPacketInfo, useRedPacketRecordPages } from '../features/red-packet';
import { PAGES } from '@h5/shared/paths';
import './records.css';
import './welfare-page.css';

/**
 * /welfare, the welfare centre: remaining and claimed red-packet draws, 去领取 to /hongbao, and the infinite
 * list of red-packet records (recharge amount, red-packet amount, recharge time, claim time) with 空空如也 and
 * 没有更多了. The shell draws the back header.
 */
export default function WelfarePage() {
  const { data: summary } = useRedPacketInfo();
  const load = useRedPacketRecordPages();

  return (
    <div className="records-page welfare-page">
      <section className="welfare-summary">
        <div className="welfare-summary__counts">
          <div className="welfare-summary__count">
            <b data-testid="welfare-remaining">{remainingDraws(summary?.sendnums)}</b>
            <span>剩余领取次数</span>
          </div>
          <div className="welfare-summary__count">
            <b data-testid="welfare-claimed">{Number(summary?.acquirednum) || 0}</b>
            <span>已领取次数</span>
          </div>
        </div>
        <Link to={PAGES.redPacket} className="welfare-summary__go">
          去领取
        </Link>
        <span className="welfare-summary__coin" aria-hidden="true">
          <CoinArt size={64} />
        </span>
      </section>

      <h2 className="welfare-heading">红包记录</h2>
      <InfiniteList<RedPacketRecord>
        className="records-list welfare-list"
        load={load}
        rowKey={(row, i) => `${row.usetime}-${i}`}
        renderItem={(row) => (
          <div className="welfare-row" data-testid="welfare-row">
            <div className="welfare-row__amounts">
              <p>
                <span>充值金额</span>
                <b>{row.money}</b>
              </p>
              <p className="welfare-row__prize">
                <span>红包金额</span>
                <b>+{row.redpacketmoney}</b>
              </p>
            </div>
            <div className="welfare-row__times">
              <p>充值时间：{row.created_at || '--'}</p>
              <p>领取时间：{row.usetime || '--'}</p>
            </div>
          </div>
        )}
      />
    </div>
  );
}
