import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Card, Descriptions, Flex, Skeleton, Space, Table, Tabs, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { canSeeMoney } from '../../lib/roles';
import { shownTime } from '../../lib/time';
import { useMe } from '../auth/api';
import { usePlayerProfile } from './api';
import { LedgerTab } from './LedgerTab';
import { LedgerTable } from './LedgerTable';
import { ProtectionTab } from './ProtectionTab';
import { shownYuan } from './money';
import { PlayerActions } from './PlayerActions';
import { AgentTag, LockTag, VipTag } from './tags';
import type { PlayerProfile, SavedCard } from './types';

function Profile({ p }: { p: PlayerProfile }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 3 }}
      data-testid="player-profile"
      items={[
        {
          key: 'state',
          label: '状态',
          children: (
            <Space wrap>
              <LockTag locked={p.locked} />
              {p.locked === 1 && (
                <Typography.Text type="secondary">
                  {p.locked_at} · {p.lock_reason || '未填写原因'}
                </Typography.Text>
              )}
            </Space>
          ),
        },
        { key: 'vip', label: 'VIP', children: <VipTag vip={p.vip} /> },
        {
          key: 'agent',
          label: '代理',
          children: (
            <Space wrap>
              {p.isagent ? <AgentTag /> : '否'}
              {p.referrer && (
                <span>
                  推荐人 <Link to={`/players/${p.referrer.id}`}>{p.referrer.username}</Link>
                </span>
              )}
            </Space>
          ),
        },
        { key: 'realname', label: '姓名', children: p.realname || '—' },
        { key: 'mobile', label: '手机', children: p.mobile || '—' },
        { key: 'email', label: '邮箱', children: p.email || '—' },
        { key: 'created', label: '注册时间', children: shownTime(p.created_at) },
        {
          key: 'login',
          label: '最近登录',
          children: p.last_login_at ? `${p.last_login_at}${p.last_login_ip ? `（${p.last_login_ip}）` : ''}` : '—',
        },
        { key: 'paysum', label: '累计充值', children: shownYuan(p.paysum) },
      ]}
    />
  );
}

function Wallets({ p }: { p: PlayerProfile }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2, xl: 3 }}
      items={[
        {
          key: 'central',
          label: '中心钱包',
          children: <Typography.Text strong>{shownYuan(p.balance)}</Typography.Text>,
        },
        ...p.venues.map((v) => ({ key: v.platname, label: v.name, children: shownYuan(v.balance) })),
        { key: 'games', label: '场馆合计', children: shownYuan(p.gameblance) },
        { key: 'turnover', label: '未完成流水（打码量）', children: shownYuan(p.bet_amount) },
      ]}
    />
  );
}

function Cards({ cards }: { cards: SavedCard[] }) {
  return (
    <Table<SavedCard>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={cards}
      locale={{ emptyText: '未绑定银行卡或 USDT 地址' }}
      scroll={{ x: 700 }}
      columns={[
        { title: '类型', dataIndex: 'type', width: 90, render: (t: 1 | 2) => (t === 1 ? '银行卡' : 'USDT') },
        { title: '银行 / 币种', dataIndex: 'bank', width: 120 },
        { title: '户名 / 协议', dataIndex: 'bank_owner', width: 110 },
        {
          title: '卡号 / 地址',
          dataIndex: 'bank_no',
          render: (n: string) => <Typography.Text copyable>{n}</Typography.Text>,
        },
        { title: '开户行', dataIndex: 'bank_address', render: (a: string) => a || '—' },
        { title: '绑定时间', dataIndex: 'created_at', width: 170, render: shownTime },
      ]}
    />
  );
}

/**
 * A player's profile (finance, editor): status, VIP, agent, wallets with venue balances, outstanding turnover, cards;
 * the actions the role may take; 资金流水 (finance: server-paged, CSV) or the 20 latest lines (editor).
 */
export function PlayerView() {
  const id = Number(useParams().id);
  const me = useMe();
  const role = me.data?.role;
  const player = usePlayerProfile(id);
  const p = player.data;
  const back = (
    <Link to="/players">
      <ArrowLeftOutlined /> 玩家列表
    </Link>
  );
  if (player.isError)
    return (
      <Card title={back}>
        <Alert type="error" showIcon title={player.error.message} />
      </Card>
    );
  if (!p)
    return (
      <Card title={back}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space wrap>
            {back}
            <Typography.Title level={4} style={{ margin: 0 }}>
              {p.username}
            </Typography.Title>
            <Typography.Text type="secondary">ID {p.id}</Typography.Text>
          </Space>
        }
        extra={<PlayerActions player={p} role={role} />}
      >
        <Profile p={p} />
      </Card>
      <Card title="钱包" size="small">
        <Wallets p={p} />
      </Card>
      <Card title="银行卡与 USDT 地址" size="small">
        <Cards cards={p.cards} />
      </Card>
      <Card size="small">
        <Tabs
          items={[
            canSeeMoney(role)
              ? { key: 'ledger', label: '资金流水', children: <LedgerTab userId={p.id} venues={p.venues} /> }
              : {
                  key: 'recent',
                  label: '最近账变',
                  children: (
                    <LedgerTable rows={p.recent_ledger} loading={false} venues={p.venues} emptyText="暂无账变" />
                  ),
                },
            { key: 'protection', label: '理性娱乐', children: <ProtectionTab userId={p.id} /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
