import { Badge } from 'antd';
import { canSeeMoney } from '../../lib/roles';
import { useMe } from '../auth/api';
import { usePendingAdjustments } from './api';

/** The menu's count of balance adjustments waiting for a second finance admin. */
export function AdjustmentsBadge() {
  const me = useMe();
  const pending = usePendingAdjustments(canSeeMoney(me.data?.role));
  return <Badge count={pending.data ?? 0} size="small" overflowCount={99} />;
}
