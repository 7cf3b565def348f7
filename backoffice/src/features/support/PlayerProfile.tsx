import { UserOutlined } from '@ant-design/icons';
import { Alert, Card, Descriptions, Divider, Empty, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { usePlayer } from './api';
import { yuan } from './money';
import type { Conversation } from './types';

/**
 * Beside the conversation: the player (GET /users/:id — username, VIP, balances, locked, a link to the player's
 * page), or a word that a visitor has no account; and the conversation's own dates.
 */
export function PlayerProfile({ conversation }: { conversation: Conversation | null }) {
  const player = usePlayer(conversation?.user_id);
  const p = player.data;
  return (
    <Card size="small" title="玩家资料">
      {conversation === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未选择会话" />
      ) : conversation.user_id === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="访客（未登录），没有玩家资料" />
      ) : player.isError ? (
        <Alert type="warning" showIcon title={player.error.message} />
      ) : !p ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Descriptions
            size="small"
            column={1}
            data-testid="player-profile"
            items={[
              { key: 'username', label: '用户名', children: `${p.username}（ID ${p.id}）` },
              { key: 'realname', label: '姓名', children: p.realname || '—' },
              { key: 'vip', label: 'VIP', children: <Tag color="gold">VIP{p.vip}</Tag> },
              { key: 'balance', label: '中心钱包', children: yuan(p.balance) },
              { key: 'games', label: '场馆余额', children: yuan(p.gameblance) },
              { key: 'paysum', label: '累计充值', children: yuan(p.paysum) },
              {
                key: 'locked',
                label: '账号',
                children: p.locked ? <Tag color="red">已锁定</Tag> : <Tag color="green">正常</Tag>,
              },
              { key: 'created', label: '注册时间', children: p.created_at },
              { key: 'login', label: '最近登录', children: p.last_login_at || '—' },
            ]}
          />
          <Link to={`/players/${p.id}`} style={{ display: 'inline-block', marginTop: 8 }}>
            <UserOutlined /> 查看玩家详情
          </Link>
        </>
      )}
      {conversation && (
        <>
          <Divider titlePlacement="start" plain style={{ marginBlock: '16px 8px' }}>
            会话信息
          </Divider>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'id', label: '会话编号', children: conversation.id },
              { key: 'created', label: '发起时间', children: conversation.created_at },
              { key: 'last', label: '最后消息', children: conversation.last_message_at },
              ...(conversation.state === 'closed' && conversation.closed_at
                ? [{ key: 'closed', label: '结束时间', children: conversation.closed_at }]
                : []),
            ]}
          />
        </>
      )}
    </Card>
  );
}
