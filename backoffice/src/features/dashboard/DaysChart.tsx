import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '../../api/types';

/**
 * The last 14 Shanghai days: deposits and withdrawals (bars, yuan) and new players (line). Its own chunk (recharts),
 * loaded only when the dashboard renders. Without money (editor) only new players are drawn.
 */
export default function DaysChart({ days, money }: { days: Dashboard['days']; money: boolean }) {
  const rows = days.map((d) => ({
    date: d.date.slice(5),
    deposits: d.deposits === null ? null : Number(d.deposits),
    withdrawals: d.withdrawals === null ? null : Number(d.withdrawals),
    new_players: d.new_players,
  }));
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="#f0f0f0" vertical={false} />
        <XAxis dataKey="date" tickLine={false} />
        {money && <YAxis yAxisId="money" tickLine={false} axisLine={false} width={72} />}
        <YAxis
          yAxisId="players"
          orientation="right"
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          width={40}
        />
        <Tooltip
          formatter={(v, name) => (name === '新增玩家' ? [v, name] : [`¥${Number(v).toFixed(2)}`, name])}
          labelFormatter={(l) => `日期 ${l}`}
        />
        <Legend />
        {money && (
          <Bar yAxisId="money" dataKey="deposits" name="充值" fill="#1677ff" radius={[3, 3, 0, 0]} maxBarSize={22} />
        )}
        {money && (
          <Bar yAxisId="money" dataKey="withdrawals" name="取款" fill="#fa8c16" radius={[3, 3, 0, 0]} maxBarSize={22} />
        )}
        <Line yAxisId="players" dataKey="new_players" name="新增玩家" stroke="#52c41a" strokeWidth={2} dot={{ r: 3 }} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
