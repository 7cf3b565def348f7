import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Flex, Popconfirm, Segmented, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { shownTime } from '../../lib/time';
import { useMe } from '../auth/api';
import { ADJUSTMENTS_KEY, type PageFilter, playerKey, playersApi, useAdjustments } from './api';
import { SignedAmount } from './money';
import { PlayerLink } from './tags';
import { serverPaging } from './paging';
import { useReasonModal } from './ReasonModal';
import type { Adjustment, AdjustmentState } from './types';

const STATE_TAG: Record<AdjustmentState, React.ReactNode> = {
  pending: <Tag color="processing">待审批</Tag>,
  approved: <Tag color="success">已通过</Tag>,
  rejected: <Tag color="error">已拒绝</Tag>,
};

const OWN = '不能审批自己提交的调整申请';

/**
 * 调账审批 (finance): balance adjustments above `adjust_approval_above` wait here for a second finance admin. 通过
 * moves the money, 拒绝 takes a reason; the requester's own are disabled (the server refuses them anyway); a 409 (another
 * admin decided first) is shown as the server wrote it and the list asked again.
 */
export function AdjustmentsQueue() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const me = useMe();
  const [filter, setFilter] = useState<PageFilter & { state?: AdjustmentState }>({
    state: 'pending',
    page: 1,
    per_page: 20,
  });
  const list = useAdjustments(filter);
  const [ask, reasonModal] = useReasonModal();
  const refresh = (a?: Adjustment) => {
    void queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY });
    if (a) void queryClient.invalidateQueries({ queryKey: playerKey(a.user_id) });
  };
  const approve = useMutation({
    mutationFn: (a: Adjustment) => playersApi.approveAdjustment(a.id),
    onSuccess: (said) => message.success(said),
    onError: (err) => message.error(err.message),
    onSettled: (_d, _e, a) => refresh(a),
  });

  const actions = (a: Adjustment) => {
    const own = a.requested_by === me.data?.username;
    const buttons = (
      <Space size={4}>
        <Popconfirm
          title={`通过这笔调整？`}
          description={`${a.username} ${a.amount.startsWith('-') ? '扣减' : '增加'} ¥${a.amount.replace('-', '')}，立即入账。`}
          okText="通过"
          cancelText="取消"
          disabled={own}
          onConfirm={() => approve.mutateAsync(a).catch(() => undefined)}
        >
          <Button type="primary" size="small" disabled={own} loading={approve.isPending && approve.variables === a}>
            通过
          </Button>
        </Popconfirm>
        <Button
          danger
          size="small"
          disabled={own}
          onClick={() =>
            ask({
              title: `拒绝调整申请 #${a.id}`,
              label: '拒绝原因',
              okText: '确认拒绝',
              danger: true,
              required: '请填写拒绝原因',
              submit: (reason) => playersApi.rejectAdjustment(a.id, reason),
              refresh: () => refresh(a),
            })
          }
        >
          拒绝
        </Button>
      </Space>
    );
    // a disabled button gets no pointer events: the tooltip hangs on a wrapper
    return own ? (
      <Tooltip title={OWN}>
        <span>{buttons}</span>
      </Tooltip>
    ) : (
      buttons
    );
  };

  const columns: ColumnsType<Adjustment> = [
    { title: '编号', dataIndex: 'id', width: 70 },
    {
      title: '玩家',
      dataIndex: 'username',
      width: 200,
      render: (u: string, a) => <PlayerLink id={a.user_id} username={u} />,
    },
    {
      title: '金额',
      dataIndex: 'amount',
      align: 'right',
      width: 120,
      render: (v: string) => <SignedAmount value={v} />,
    },
    { title: '原因', dataIndex: 'reason', ellipsis: true },
    {
      title: '申请',
      key: 'requested',
      width: 170,
      render: (_v, a) => (
        <Flex vertical>
          <span>{a.requested_by || '—'}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {shownTime(a.requested_at)}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: '状态', dataIndex: 'state', width: 90, render: (s: AdjustmentState) => STATE_TAG[s] },
    {
      title: '操作 / 审批',
      key: 'actions',
      width: 220,
      render: (_v, a) =>
        a.state === 'pending' ? (
          actions(a)
        ) : (
          <Flex vertical>
            <span>
              {a.reviewed_by} · {shownTime(a.reviewed_at)}
            </span>
            {a.review_reason && <Typography.Text type="secondary">{a.review_reason}</Typography.Text>}
          </Flex>
        ),
    },
  ];

  return (
    <Card
      title={
        <Space>
          调账审批
          <Badge count={filter.state === 'pending' ? list.data?.total : 0} overflowCount={999} />
        </Space>
      }
      extra={
        <Space wrap>
          <Segmented<AdjustmentState | 'all'>
            value={filter.state ?? 'all'}
            onChange={(v) => setFilter({ ...filter, state: v === 'all' ? undefined : v, page: 1 })}
            options={[
              { label: '待审批', value: 'pending' },
              { label: '已通过', value: 'approved' },
              { label: '已拒绝', value: 'rejected' },
              { label: '全部', value: 'all' },
            ]}
          />
          <Button icon={<ReloadOutlined />} aria-label="刷新" onClick={() => refresh()} />
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        超过「站点设置 → 调账复核门槛」的人工调整需另一名财务管理员通过后才入账；申请人不能审批自己的申请。
      </Typography.Paragraph>
      <Table<Adjustment>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching && !list.data}
        scroll={{ x: 1000 }}
        locale={{
          emptyText: list.isError ? list.error.message : filter.state === 'pending' ? '暂无待审批的调整' : '暂无记录',
        }}
        pagination={serverPaging(filter, list.data?.total, (page, per_page) =>
          setFilter({ ...filter, page, per_page }),
        )}
      />
      {reasonModal}
    </Card>
  );
}
