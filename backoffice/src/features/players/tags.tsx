import { Tag } from 'antd';

export const LockTag = ({ locked }: { locked: 0 | 1 }) =>
  locked ? <Tag color="red">已锁定</Tag> : <Tag color="green">正常</Tag>;

export const VipTag = ({ vip }: { vip: number }) => <Tag color="gold">VIP{vip}</Tag>;

export const AgentTag = () => <Tag color="purple">代理</Tag>;
