import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Dashboard } from '../../api/types';

const HEIGHT = 300;
const money = (v: number | null | undefined) => (v == null ? '—' : `¥${v.toFixed(2)}`);

/**
 * The last 14 Shanghai days: deposits and withdrawals (bars, yuan) and new players (line, right axis). uPlot (about
 * 20 KB gzip, canvas, no React dependency): its own chunk, loaded only when the dashboard renders. Without money
 * (editor) only new players are drawn. The legend under the chart shows the values of the day under the pointer.
 */
export default function DaysChart({ days, money: withMoney }: { days: Dashboard['days']; money: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const x = days.map((_, i) => i);
    const labels = days.map((d) => d.date.slice(5));
    const bars = uPlot.paths.bars!({ size: [0.3, 24], gap: 2 });
    const series: uPlot.Series[] = [{ label: '日期', value: (_u, i) => (i == null ? '—' : (labels[i] ?? '—')) }];
    const data: uPlot.AlignedData = [x];
    if (withMoney) {
      series.push(
        {
          label: '充值',
          scale: 'yuan',
          stroke: '#1677ff',
          fill: '#1677ffcc',
          paths: bars,
          points: { show: false },
          value: (_u, v) => money(v),
        },
        {
          label: '取款',
          scale: 'yuan',
          stroke: '#fa8c16',
          fill: '#fa8c16cc',
          paths: bars,
          points: { show: false },
          value: (_u, v) => money(v),
        },
      );
      data.push(
        days.map((d) => (d.deposits === null ? null : Number(d.deposits))),
        days.map((d) => (d.withdrawals === null ? null : Number(d.withdrawals))),
      );
    }
    series.push({ label: '新增玩家', scale: 'players', stroke: '#52c41a', width: 2, points: { size: 6 } });
    data.push(days.map((d) => d.new_players));
    const axisStyle = { stroke: '#8c8c8c', grid: { stroke: '#f0f0f0', width: 1 }, ticks: { show: false } };
    const plot = new uPlot(
      {
        width: el.clientWidth || 800,
        height: HEIGHT,
        series,
        scales: {
          x: { time: false, range: [-0.6, days.length - 0.4] },
          yuan: { range: (_u, _min, max) => [0, Math.max(100, max * 1.1)] },
          players: { range: (_u, _min, max) => [0, Math.max(5, Math.ceil(max * 1.2))] },
        },
        axes: [
          {
            ...axisStyle,
            grid: { show: false },
            splits: () => x,
            values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
          },
          ...(withMoney
            ? [{ ...axisStyle, scale: 'yuan', size: 72, values: (_u: uPlot, s: number[]) => s.map((v) => `¥${v}`) }]
            : []),
          {
            ...axisStyle,
            scale: 'players',
            side: 1,
            size: 48,
            grid: { show: !withMoney, stroke: '#f0f0f0', width: 1 },
          },
        ],
        cursor: { points: { show: false }, drag: { x: false, y: false } },
        legend: { live: true },
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, withMoney]);
  return <div ref={box} data-testid="days-chart" style={{ width: '100%' }} />;
}
