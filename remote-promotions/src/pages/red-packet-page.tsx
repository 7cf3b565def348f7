import { Link } from '@h5/shared';
import { EnvelopeArt, RedPacketPopupView, remainingDraws, RulesTable, useRedPacket } from '../features/red-packet';
import { PAGES } from '@h5/shared/paths';
import './red-packet-page.css';

/** The page's rule texts. */
export const RED_PACKET_RULES = [
  '每日北京时间 10:00 - 12:00 开放抽奖，统计前一日 12:00 至当日 10:00 的充值金额。',
  '抽奖次数根据活动日期（美东时间）内的累计充值金额确定，详见上方规则表。',
  '红包奖励自动派发，即时到账，可在福利中心查看领取记录。',
  '所得红包需完成相应流水倍数后方可申请提款。',
];

/**
 * /hongbao, the red packet: remaining draws (0 if negative), draws taken, the maximum allowed, the claim button, the
 * rules table (only when rules exist), the rule texts and the four popups. Logged-in players only (the shell asks a
 * visitor to log in) and only while redpacket_switch is on (红包已关闭 otherwise).
 */
export default function RedPacketPage() {
  const { info, popup, claiming, claim, close } = useRedPacket();
  const rules = info?.rules ?? [];

  return (
    <div className="rp-page">
      <section className="rp-hero">
        <p className="rp-hero__kicker">每日 10:00 - 12:00 准时开抢</p>
        <h1 className="rp-hero__title">天天领红包</h1>
        {/* aria-disabled while a claim is on its way, not disabled: a disabled button drops the keyboard's focus, which
            the popup then could not give back (the claim ignores a second tap itself) */}
        <button
          type="button"
          className="rp-hero__envelope"
          onClick={claim}
          aria-disabled={claiming || undefined}
          aria-label="拆红包"
        >
          <EnvelopeArt width={168} />
        </button>
        <div className="rp-stats" aria-live="polite">
          <div className="rp-stat">
            <b data-testid="rp-remaining">{remainingDraws(info?.sendnums)}</b>
            <span>剩余次数</span>
          </div>
          <div className="rp-stat">
            <b data-testid="rp-taken">{Number(info?.acquirednum) || 0}</b>
            <span>已领取</span>
          </div>
          <div className="rp-stat">
            <b data-testid="rp-max">{Number(info?.max_times) || 0}</b>
            <span>最多可领</span>
          </div>
        </div>
        <button
          type="button"
          className="rp-claim"
          onClick={claim}
          disabled={!info}
          aria-disabled={claiming || undefined}
        >
          {claiming ? '领取中...' : '立即领取'}
        </button>
        <Link to={PAGES.welfareCentre} className="rp-hero__records">
          领取记录 ›
        </Link>
      </section>

      <section className="rp-card">
        <h2 className="rp-card__title">活动时间</h2>
        <ul className="rp-times">
          <li>
            <span>开抢时间</span>
            <b>每日 10:00 - 12:00（北京时间）</b>
          </li>
          <li>
            <span>充值统计</span>
            <b>前一日 12:00 至当日 10:00</b>
          </li>
        </ul>
      </section>

      {rules.length > 0 && (
        <section className="rp-card">
          <h2 className="rp-card__title">活动规则</h2>
          <RulesTable rules={rules} />
        </section>
      )}

      <section className="rp-card">
        <h2 className="rp-card__title">活动说明</h2>
        <ol className="rp-rules">
          {RED_PACKET_RULES.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </section>

      <RedPacketPopupView popup={popup} onClose={close} />
    </div>
  );
}
