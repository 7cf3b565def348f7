import { Card, Flex, Input, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { shownTime } from '../../lib/time';
import { usePlayers } from './api';
import { shownYuan } from './money';
import { serverPaging } from './paging';
import { AgentTag, LockTag, VipTag } from './tags';
import type { PlayerRow } from './types';

const columns: ColumnsType<PlayerRow> = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  {
    title: '用户名',
    dataIndex: 'username',
    width: 160,
    render: (u: string, p) => (
      <Space size={4}>
        <Typography.Text strong>{u}</Typography.Text>
        {p.isagent === 1 && <AgentTag />}
      </Space>
    ),
  },
  { title: '姓名', dataIndex: 'realname', width: 90, render: (n: string) => n || '—' },
  { title: '手机', dataIndex: 'mobile', width: 120, render: (m: string) => m || '—' },
  { title: 'VIP', dataIndex: 'vip', width: 70, render: (v: number) => <VipTag vip={v} /> },
  { title: '中心钱包', dataIndex: 'balance', align: 'right', width: 105, render: shownYuan },
  { title: '场馆余额', dataIndex: 'gameblance', align: 'right', width: 100, render: shownYuan },
  { title: '状态', dataIndex: 'locked', width: 80, render: (l: 0 | 1) => <LockTag locked={l} /> },
  {
    title: '注册 / 最近登录',
    key: 'times',
    width: 170,
    render: (_v, p) => (
      <Flex vertical>
        <span>{shownTime(p.created_at)}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {p.last_login_at ? `登录 ${p.last_login_at}` : '从未登录'}
        </Typography.Text>
      </Flex>
    ),
  },
];

/**
 * 玩家 (finance, editor): GET /users?q= — an exact id (listed first) or part of the username, real name or mobile —
 * paged by the server; the search and the page live in the address (back from a profile finds them again); a row opens
 * the player's profile.
 */
export function PlayerSearch() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const filter = {
    q: q || undefined,
    page: Number(params.get('page')) || 1,
    per_page: Number(params.get('per_page')) || 20,
  };
  const players = usePlayers(filter);
  const go = (next: { q?: string; page: number; per_page: number }) =>
    setParams(
      Object.fromEntries(
        Object.entries({ q: next.q ?? '', page: String(next.page), per_page: String(next.per_page) }).filter(
          ([k, v]) => v !== '' && !(k === 'page' && v === '1') && !(k === 'per_page' && v === '20'),
        ),
      ),
    );
  return (
    <Card
      title="玩家"
      extra={
        <Input.Search
          key={q}
          defaultValue={q}
          allowClear
          enterButton="搜索"
          placeholder="ID、用户名、姓名或手机号"
          aria-label="搜索玩家"
          maxLength={64}
          style={{ width: 340 }}
          onSearch={(v) => go({ q: v.trim() || undefined, page: 1, per_page: filter.per_page })}
        />
      }
    >
      <Table<PlayerRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={players.data?.data ?? []}
        loading={players.isFetching && !players.data}
        scroll={{ x: 965 }}
        onRow={(p) => ({ onClick: () => navigate(`/players/${p.id}`), style: { cursor: 'pointer' } })}
        locale={{ emptyText: players.isError ? players.error.message : q ? '没有找到匹配的玩家' : '暂无玩家' }}
        pagination={serverPaging(filter, players.data?.total, (page, per_page) => go({ q: filter.q, page, per_page }))}
      />
    </Card>
  );
}
