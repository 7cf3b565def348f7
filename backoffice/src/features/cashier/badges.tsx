import { Badge } from 'antd';
import { useMe } from '../auth/api';
import { canSeeMoney } from '../../lib/roles';
import { usePendingCount } from './api';

/** The menu's count of deposits waiting for review (asked every 5 s, a chime when it grows). */
export function DepositsBadge() {
  const me = useMe();
  return <Badge count={usePendingCount('deposits', canSeeMoney(me.data?.role))} size="small" overflowCount={99} />;
}

/** The menu's count of withdrawals waiting for review. */
export function WithdrawalsBadge() {
  const me = useMe();
  return <Badge count={usePendingCount('withdrawals', canSeeMoney(me.data?.role))} size="small" overflowCount={99} />;
}
