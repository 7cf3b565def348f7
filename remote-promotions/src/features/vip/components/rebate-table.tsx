import type { VipLevel } from '@h5/shared';

/** The rebate table's columns: 真人, 体育, 电竞, 棋牌, 电子, 彩票, in that order. */
export const REBATE_COLUMNS: { key: keyof VipLevel; label: string }[] = [
  { key: 'realperson', label: '真人' },
  { key: 'sport', label: '体育' },
  { key: 'e_sport', label: '电竞' },
  { key: 'joker', label: '棋牌' },
  { key: 'electron', label: '电子' },
  { key: 'lottery', label: '彩票' },
];

/** Maximum rebate percentages per level and category; the selected level's row is highlighted. */
export function RebateTable({ levels, selected }: { levels: VipLevel[]; selected: number }) {
  return (
    <div className="vip-table-wrap">
      <table className="vip-table" data-testid="vip-rebate-table">
        <thead>
          <tr>
            <th scope="col">等级</th>
            {REBATE_COLUMNS.map((c) => (
              <th scope="col" key={c.key}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {levels.map((entry, i) => (
            <tr key={i} className={i + 1 === selected ? 'is-selected' : undefined}>
              <th scope="row">VIP{i + 1}</th>
              {REBATE_COLUMNS.map((c) => (
                <td key={c.key}>{String(entry[c.key])}%</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
