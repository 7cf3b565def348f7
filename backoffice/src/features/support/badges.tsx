import { Badge } from 'antd';
import { useWaitingCount } from './api';

/** The menu's count of conversations waiting for an answer (asked every 5 s, a chime when it grows). */
export function SupportBadge() {
  return <Badge count={useWaitingCount()} size="small" overflowCount={99} />;
}
