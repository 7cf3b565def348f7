import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { canSeeMoney } from '../../lib/roles';
import { shownTime } from '../../lib/time';
import { useMe } from '../auth/api';
import { APPLICATIONS_KEY, type PageFilter, PLAYERS_KEY, playerKey, playersApi, useAgentApplications } from './api';
import { serverPaging } from './paging';
import { useReasonModal } from './ReasonModal';
import { PlayerLink } from './tags';
import type { AgentApplication, ApplicationState } from './types';

const STATES: { key: string; label: string; state?: ApplicationState }[] = [
  { key: '1', label: '待审核', state: 1 },
  { key: '2', label: '已通过', state: 2 },
  { key: '3', label: '已拒绝', state: 3 },
  { key: 'all', label: '全部' },
];
const STATE_TAG: Record<ApplicationState, React.ReactNode> = {
  1: <Tag color="processing">待审核</Tag>,
  2: <Tag color="success">已通过</Tag>,
  3: <Tag color="error">已拒绝</Tag>,
};

/**
 * 代理申请 (finance decides, editor reads): the partner programme's applications by state; 通过 makes the player an
 * agent, 拒绝 drops it, each with an optional note; a second decision is the server's 409, shown as it is.
 */
export function AgentApplications() {
  const queryClient = useQueryClient();
  const me = useMe();
  const finance = canSeeMoney(me.data?.role);
  const [filter, setFilter] = useState<PageFilter & { state?: ApplicationState }>({ state: 1, page: 1, per_page: 20 });
  const list = useAgentApplications(filter);
  const [ask, reasonModal] = useReasonModal();
  const refresh = (a?: AgentApplication) => {
    void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    if (a) {
      void queryClient.invalidateQueries({ queryKey: playerKey(a.user_id) });
      void queryClient.invalidateQueries({ queryKey: PLAYERS_KEY });
    }
  };
  const decide = (a: AgentApplication, approve: boolean) =>
    ask({
      title: `${approve ? '通过' : '拒绝'} ${a.username} 的代理申请`,
      label: '审核备注（选填）',
      okText: approve ? '通过' : '确认拒绝',
      danger: !approve,
      description: approve ? '通过后该玩家即成为代理。' : undefined,
      submit: (note) =>
        approve ? playersApi.approveApplication(a.id, note) : playersApi.rejectApplication(a.id, note),
      refresh: () => refresh(a),
    });

  const columns: ColumnsType<AgentApplication> = [
    { title: '编号', dataIndex: 'id', width: 70 },
    {
      title: '玩家',
      dataIndex: 'username',
      width: 200,
      render: (u: string, a) => <PlayerLink id={a.user_id} username={u} />,
    },
    { title: '姓名', dataIndex: 'realname', width: 90, render: (n: string) => n || '—' },
    { title: '联系手机', dataIndex: 'mobile', width: 120 },
    { title: '申请说明', dataIndex: 'apply_info', ellipsis: true },
    { title: '申请时间', dataIndex: 'created_at', width: 170, render: shownTime },
    { title: '状态', dataIndex: 'state', width: 90, render: (s: ApplicationState) => STATE_TAG[s] },
    {
      title: finance ? '操作 / 审核' : '审核',
      key: 'review',
      width: 200,
      render: (_v, a) =>
        a.state === 1 ? (
          finance ? (
            <Space size={4}>
              <Button type="primary" size="small" onClick={() => decide(a, true)}>
                通过
              </Button>
              <Button danger size="small" onClick={() => decide(a, false)}>
                拒绝
              </Button>
            </Space>
          ) : (
            <Typography.Text type="secondary">待财务审核</Typography.Text>
          )
        ) : (
          <Flex vertical>
            <span>
              {a.reviewed_by || '—'} · {shownTime(a.reviewed_at)}
            </span>
            {a.review_note && <Typography.Text type="secondary">{a.review_note}</Typography.Text>}
          </Flex>
        ),
    },
  ];

  return (
    <Card title="代理申请" extra={<Button icon={<ReloadOutlined />} aria-label="刷新" onClick={() => refresh()} />}>
      <Tabs
        activeKey={filter.state ? String(filter.state) : 'all'}
        onChange={(key) => setFilter({ ...filter, state: STATES.find((s) => s.key === key)?.state, page: 1 })}
        items={STATES.map((s) => ({ key: s.key, label: s.label }))}
      />
      <Table<AgentApplication>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching && !list.data}
        scroll={{ x: 1050 }}
        locale={{ emptyText: list.isError ? list.error.message : filter.state === 1 ? '暂无待审核的申请' : '暂无申请' }}
        pagination={serverPaging(filter, list.data?.total, (page, per_page) =>
          setFilter({ ...filter, page, per_page }),
        )}
      />
      {reasonModal}
    </Card>
  );
}
