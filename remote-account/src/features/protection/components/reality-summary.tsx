import { fenToYuan } from '@h5/shared/money';
import { useRealityFigures } from '../api/post-protection-reality';

/** The hero's line about this sign-in: minutes since and the net result of the bets (fen; negative a loss). */
export function RealitySummary() {
  const { data } = useRealityFigures();
  if (!data) return <small>&nbsp;</small>;
  const sign = data.net > 0 ? '+' : data.net < 0 ? '-' : '';
  return (
    <small data-testid="reality-summary">
      本次登录 {data.minutes} 分钟 · 输赢 {sign}
      {fenToYuan(Math.abs(data.net))} 元
    </small>
  );
}
