import { Button, Flex, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { shownTime } from '../../lib/time';
import { APPLICATIONS_KEY, useApplications } from './api';
import { DecisionModal, type DecisionTarget } from './DecisionModal';
import { ListCard } from './ListCard';
import type { Application, ApplicationState } from './types';

const STATE: Record<ApplicationState, { label: string; color: string }> = {
  1: { label: '待审核', color: 'processing' },
  2: { label: '已通过', color: 'success' },
  3: { label: '已拒绝', color: 'error' },
};
const TABS = [
  { key: '1', label: '待审核' },
  { key: '2', label: '已通过' },
  { key: '3', label: '已拒绝' },
  { key: 'all', label: '全部' },
];

/**
 * 活动申请 (finance): players' applications to promotions by state, newest first, 10 a page as the server pages them.
 * A pending one is passed (a bonus paid at once when given or set on the promotion) or rejected with a reason.
 */
export function Applications() {
  const [filter, setFilter] = useState<{ state?: ApplicationState; page: number }>({ state: 1, page: 1 });
  const [deciding, setDeciding] = useState<DecisionTarget | null>(null);
  const list = useApplications(filter);

  const columns: ColumnsType<Application> = [
    { title: '申请 ID', dataIndex: 'id', width: 90 },
    { title: '玩家', dataIndex: 'username', render: (u: string, a) => `${u}（${a.user_id}）` },
    { title: '活动', dataIndex: 'activity_name' },
    { title: '申请时间', dataIndex: 'created_at', width: 170 },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (s: ApplicationState) => <Tag color={STATE[s].color}>{STATE[s].label}</Tag>,
    },
    {
      title: '彩金',
      dataIndex: 'bonus',
      align: 'right',
      width: 110,
      render: (b: string, a) =>
        a.state === 2 || Number(b) > 0 ? (
          <Typography.Text title={a.bonus_paid_at ? `发放于 ${a.bonus_paid_at}` : '尚未发放'}>¥{b}</Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: '审核',
      key: 'review',
      render: (_v, a) =>
        a.state === 1 ? (
          <Space size={4}>
            <Button type="primary" size="small" onClick={() => setDeciding({ application: a, action: 'pass' })}>
              通过
            </Button>
            <Button danger size="small" onClick={() => setDeciding({ application: a, action: 'reject' })}>
              拒绝
            </Button>
          </Space>
        ) : (
          <Flex vertical>
            <Typography.Text type="secondary">{shownTime(a.reviewed_at)}</Typography.Text>
            {a.reason && <Typography.Text type="secondary">{a.reason}</Typography.Text>}
          </Flex>
        ),
    },
  ];

  return (
    <ListCard title="活动申请" refresh={APPLICATIONS_KEY}>
      <Tabs
        activeKey={filter.state ? String(filter.state) : 'all'}
        items={TABS}
        onChange={(k) => setFilter({ state: k === 'all' ? undefined : (Number(k) as ApplicationState), page: 1 })}
      />
      <Table<Application>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isLoading}
        scroll={{ x: 900 }}
        locale={{ emptyText: list.isError ? list.error.message : filter.state === 1 ? '暂无待审核申请' : '暂无申请' }}
        pagination={{
          current: filter.page,
          pageSize: list.data?.per_page ?? 10,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (page) => setFilter({ ...filter, page }),
        }}
      />
      <DecisionModal target={deciding} onClose={() => setDeciding(null)} />
    </ListCard>
  );
}
