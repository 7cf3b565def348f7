import { Tag } from 'antd';
import type { Deposit, Withdrawal } from '../../api/types';

/** 1 待审核 (or 已过期 for a deposit past its lifetime), 2 已入账 / 已支付, 3 已拒绝. */
export function StateTag({ order }: { order: Deposit | Withdrawal }) {
  const deposit = 'deposit_no' in order;
  if (order.state === 1)
    return deposit && order.expired ? (
      <Tag color="default">待审核（已超时）</Tag>
    ) : (
      <Tag color="processing">待审核</Tag>
    );
  if (order.state === 2) return <Tag color="success">{deposit ? '已入账' : '已支付'}</Tag>;
  return <Tag color="error">已拒绝</Tag>;
}
