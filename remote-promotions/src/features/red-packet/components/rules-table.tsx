import type { RedPacketRule } from '@h5/shared';

/** The rules table: activity time, cumulative recharge amount, number of draws. The page shows it only when rules exist. */
export function RulesTable({ rules }: { rules: RedPacketRule[] }) {
  return (
    <table className="rp-table" data-testid="rp-rules">
      <thead>
        <tr>
          <th scope="col">活动时间</th>
          <th scope="col">累计充值金额</th>
          <th scope="col">抽奖次数</th>
        </tr>
      </thead>
      <tbody>
        {rules.map((r, i) => (
          <tr key={`${r.start_time}-${r.recharge}-${i}`}>
            <td>
              {r.start_time}
              <br />至 {r.end_time}
            </td>
            <td className="rp-table__money">≥ {r.recharge} 元</td>
            <td className="rp-table__draws">{r.day_flow} 次</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
