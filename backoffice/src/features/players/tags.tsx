import { Tag } from 'antd';
import { Link } from 'react-router-dom';

export const LockTag = ({ locked }: { locked: 0 | 1 }) =>
  locked ? <Tag color="red">已锁定</Tag> : <Tag color="green">正常</Tag>;

export const VipTag = ({ vip }: { vip: number }) => <Tag color="gold">VIP{vip}</Tag>;

export const AgentTag = () => <Tag color="purple">代理</Tag>;

/** A player's name and id, opening the profile: player42（42）. */
export const PlayerLink = ({ id, username }: { id: number; username: string }) => (
  <Link to={`/players/${id}`} style={{ whiteSpace: 'nowrap' }}>{`${username}（${id}）`}</Link>
);
